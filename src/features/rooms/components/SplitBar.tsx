import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import { type PkSide, splitShares } from '../model';
import { SIDE_TONES } from '../theme';

/** How long the bar takes to reach a new split: quick enough to follow gifts, slow enough to read as a push. */
const GLIDE = '700ms cubic-bezier(0.22, 1, 0.36, 1)';

const Block = styled.div`
  position: relative;
  display: grid;
  gap: ${px(4)};
  /* The sparks fly above and below the bar; the meeting layer slides sideways beyond it, clipped (never a wider page). */
  overflow-x: clip;
  padding: ${px(14)} 0 ${px(2)};
`;

const Track = styled.div`
  position: relative;
  height: ${px(30)};
  border-radius: ${px(15)};
  box-shadow:
    0 0 0 ${px(1.5)} rgba(255, 255, 255, 0.22),
    0 0 ${px(16)} rgba(255, 200, 87, 0.28),
    0 ${px(4)} ${px(14)} rgba(0, 0, 0, 0.45);
`;

/** The two colours, clipped to the bar's round ends: blue underneath, red scaled over it from the left. */
const Fills = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border-radius: inherit;
  background: ${SIDE_TONES.blue.fill};
`;

const RedFill = styled.div`
  position: absolute;
  inset: 0;
  background: ${SIDE_TONES.red.fill};
  transform-origin: left center;
  transition: transform ${GLIDE};
  will-change: transform;
`;

const shine = keyframes`
  from { transform: translateX(-120%) skewX(-20deg); }
  to { transform: translateX(420%) skewX(-20deg); }
`;

/** A band of light running along the bar (a glowing bar, not a flat one). */
const Shine = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: 25%;
  background: linear-gradient(90deg, rgba(255, 255, 255, 0) 0%, rgba(255, 255, 255, 0.32) 50%, rgba(255, 255, 255, 0) 100%);
  transform: translateX(420%) skewX(-20deg);
  animation: ${shine} 2.8s linear infinite;
`;

/** The glossy top half of the bar. */
const Gloss = styled.div`
  position: absolute;
  inset: 0 0 50% 0;
  background: linear-gradient(180deg, rgba(255, 255, 255, 0.3) 0%, rgba(255, 255, 255, 0.04) 100%);
`;

/** As wide as the bar and slid by the red share: its left edge is where the two colours meet. */
const Meeting = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  transition: transform ${GLIDE};
  will-change: transform;
`;

const pulse = keyframes`
  from { transform: translate(-50%, -50%) scale(0.8); }
  to { transform: translate(-50%, -50%) scale(1); }
`;

/** The hot seam: a white-gold flare where the sides clash. */
const Flare = styled.span`
  position: absolute;
  left: 0;
  top: 50%;
  width: ${px(26)};
  height: ${px(54)};
  border-radius: 50%;
  /* Hot but not white: a score drawn over it (a side down to its sliver) still reads. */
  background: radial-gradient(
    closest-side,
    rgba(255, 246, 214, 0.92) 0%,
    rgba(255, 214, 107, 0.7) 30%,
    rgba(255, 170, 60, 0.35) 60%,
    rgba(255, 170, 60, 0) 100%
  );
  transform: translate(-50%, -50%) scale(1);
  animation: ${pulse} 0.6s ease-in-out infinite alternate;
`;

/*
 * A spark flies out from the seam and fades, then is born again there. Its last keyframe is its resting pose (at the
 * seam, lit): what a screenshot (animations frozen at their end) and reduced motion show.
 */
const fly = keyframes`
  0% { transform: translateX(0) scale(1); opacity: 1; }
  70% { transform: translateX(${px(18)}) scale(0.3); opacity: 0; }
  71% { transform: translateX(0) scale(0.3); opacity: 0; }
  100% { transform: translateX(0) scale(1); opacity: 1; }
`;

/** Each spark's direction (degrees) and rhythm. */
const SPARKS = [
  { angle: -70, duration: 0.9, delay: 0 },
  { angle: -20, duration: 1.1, delay: 0.25 },
  { angle: 25, duration: 1, delay: 0.5 },
  { angle: 75, duration: 1.2, delay: 0.15 },
  { angle: 160, duration: 1, delay: 0.4 },
  { angle: -150, duration: 1.3, delay: 0.7 },
] as const;

const SparkArm = styled.span`
  position: absolute;
  left: 0;
  top: 50%;
  width: 0;
  height: 0;
`;

const Spark = styled.span`
  position: absolute;
  left: ${px(4)};
  top: ${px(-1.5)};
  width: ${px(5)};
  height: ${px(3)};
  border-radius: ${px(2)};
  background: #fff6cf;
  box-shadow: 0 0 ${px(4)} #ffd66b;
  animation: ${fly} 1s ease-out infinite;
`;

const Scores = styled.div`
  position: absolute;
  inset: ${px(14)} 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${px(30)};
  padding: 0 ${px(6)};
  pointer-events: none;
`;

const Score = styled.b`
  position: relative;
  /* A faint dark capsule: the number reads on either colour and over the seam's flare (a side down to its sliver). */
  padding: 0 ${px(6)};
  border-radius: ${px(10)};
  background: rgba(20, 8, 40, 0.28);
  color: #fff;
  font-size: ${px(15)};
  font-weight: 900;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.01em;
  text-shadow:
    0 0 ${px(2)} rgba(0, 0, 0, 0.85),
    0 ${px(1)} ${px(3)} rgba(0, 0, 0, 0.7),
    0 0 ${px(8)} rgba(0, 0, 0, 0.45);
  white-space: nowrap;
`;

const rise = keyframes`
  0% { transform: translateY(${px(6)}); opacity: 0; }
  15% { opacity: 1; }
  100% { transform: translateY(${px(-16)}); opacity: 0; }
`;

/** "+1,200" floating up from a score that just grew (gone at its end, and in a screenshot). */
const Gain = styled.span<{ $side: PkSide }>`
  position: absolute;
  bottom: 100%;
  ${({ $side }) => ($side === 'red' ? 'left: 0;' : 'right: 0;')}
  color: #ffe29a;
  font-size: ${px(12)};
  font-weight: 800;
  text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.6);
  opacity: 0;
  animation: ${rise} 1.1s ease-out;
`;

const Shares = styled.div`
  display: flex;
  justify-content: space-between;
  padding: 0 ${px(4)};
  font-size: ${px(12)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  span:first-child {
    color: ${SIDE_TONES.red.text};
  }
  span:last-child {
    color: ${SIDE_TONES.blue.text};
  }
`;

interface Shown {
  red: number;
  blue: number;
  gain: Record<PkSide, number>;
  /** Counts the changes: a new gain floats up again (its element is new). */
  change: number;
}

/**
 * The split bar: each side's share of the total gift value, the scores on it, sparks where the colours meet. A new
 * split glides there by `transform` only (the red fill's scale, the seam's slide: the compositor's work, no layout per
 * frame). The shares are for drawing (splitShares); the winner is the server's word.
 */
export const SplitBar = memo(function SplitBar({ red, blue }: { red: number; blue: number }) {
  const { t, i18n } = useTranslation('roomPk');
  const split = splitShares(red, blue);
  // What grew since the last scores, kept beside them (state from the previous render, React's way: no effect).
  const [shown, setShown] = useState<Shown>({ red, blue, gain: { red: 0, blue: 0 }, change: 0 });
  if (shown.red !== red || shown.blue !== blue)
    setShown({
      red,
      blue,
      gain: { red: Math.max(0, red - shown.red), blue: Math.max(0, blue - shown.blue) },
      change: shown.change + 1,
    });
  const number = (value: number) => formatNumber(i18n.language, value);
  const score = (side: PkSide, value: number) => (
    <Score>
      <VisuallyHidden>{t(`sides.${side}`)} </VisuallyHidden>
      <span data-score={side}>{number(value)}</span>
      {/* Always there (empty without a gain): its styles are in the page from the first render, so the first push adds
          no style rule (a new rule restyles the whole page: a long frame at 4× CPU). A new key floats it up again. */}
      <Gain key={shown.change} $side={side} aria-hidden="true">
        {shown.gain[side] > 0 ? `+${number(shown.gain[side])}` : ''}
      </Gain>
    </Score>
  );
  return (
    <Block>
      <Track
        role="meter"
        aria-label={t('bar.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={split.red}
        aria-valuetext={t('bar.value', { red: split.red, blue: split.blue })}
        data-red-share={split.red}
      >
        <Fills>
          <RedFill style={{ transform: `scaleX(${split.red / 100})` }} />
          <Gloss />
          <Shine />
        </Fills>
        <Meeting style={{ transform: `translateX(${split.red}%)` }}>
          <Flare />
          {SPARKS.map((spark) => (
            <SparkArm key={spark.angle} style={{ transform: `rotate(${spark.angle}deg)` }}>
              <Spark style={{ animationDuration: `${spark.duration}s`, animationDelay: `${spark.delay}s` }} />
            </SparkArm>
          ))}
        </Meeting>
      </Track>
      <Scores>
        {score('red', red)}
        {score('blue', blue)}
      </Scores>
      <Shares aria-hidden="true">
        <span>{split.red}%</span>
        <span>{split.blue}%</span>
      </Shares>
    </Block>
  );
});
