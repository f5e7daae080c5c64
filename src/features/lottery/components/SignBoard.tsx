import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { prefersReducedMotion } from '../../../platform/navigation/scrollToAndFocus';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import type { BoardTarget, Prize } from '../model';
import { chaseSteps, SPIN_MS, spinEasing } from '../wheel';
import type { PrizeText } from '../usePrizeText';
import { PrizeArt } from './PrizeArt';

/** The twelve signs from Aries, as their stars join (a 10 × 10 sketch each). */
export const SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

const STARS: Record<Sign, [number, number][]> = {
  aries: [
    [1, 7],
    [4, 4.5],
    [7, 3.5],
    [9, 5],
  ],
  taurus: [
    [1, 1.5],
    [4, 5],
    [5.5, 6],
    [9, 2],
    [5.5, 6],
    [6, 9],
  ],
  gemini: [
    [2, 1],
    [2, 9],
    [2, 5],
    [8, 5],
    [8, 1],
    [8, 9],
  ],
  cancer: [
    [5, 1],
    [5, 5],
    [1.5, 8.5],
    [5, 5],
    [8.5, 8.5],
  ],
  leo: [
    [8, 2],
    [6, 1.5],
    [5, 3.5],
    [6.5, 5],
    [4, 7],
    [1.5, 8.5],
    [6, 8.5],
    [6.5, 5],
  ],
  virgo: [
    [1, 3],
    [3.5, 4],
    [5, 2],
    [6, 5],
    [9, 6],
    [6, 5],
    [4.5, 8.5],
  ],
  libra: [
    [1, 7],
    [5, 2],
    [9, 7],
    [1, 7],
    [3, 9],
  ],
  scorpio: [
    [1, 2],
    [3, 3.5],
    [4.5, 5],
    [5, 7.5],
    [7, 8.5],
    [9, 7],
    [9.5, 5],
  ],
  sagittarius: [
    [1, 9],
    [5, 5],
    [8.5, 1.5],
    [5, 5],
    [3.5, 3],
    [6.5, 6.5],
    [4, 8],
  ],
  capricorn: [
    [1, 2],
    [3, 6],
    [6, 8.5],
    [9, 5],
    [7, 2],
    [1, 2],
  ],
  aquarius: [
    [1, 3],
    [3, 5],
    [5, 3],
    [7, 5],
    [9, 3],
    [7, 5],
    [5, 8],
  ],
  pisces: [
    [1.5, 2],
    [3, 4],
    [5, 9],
    [7, 4],
    [8.5, 2],
    [9, 3.5],
    [7, 4],
  ],
};

/** A sign as its constellation: faint lines through bright stars. */
export function SignStars({ sign, size }: { sign: Sign; size: number }) {
  const points = STARS[sign];
  return (
    <svg viewBox="0 0 10 10" width={px(size)} height={px(size)} aria-hidden="true" focusable="false">
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="rgba(200, 215, 255, 0.55)"
        strokeWidth="0.35"
        strokeLinejoin="round"
      />
      {points.map(([x, y], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a star may be passed twice by the line; the points are fixed
        <circle key={index} cx={x} cy={y} r="0.7" fill="#fff" />
      ))}
    </svg>
  );
}

/** Clockwise round a 4 × 4 board: the twelve outer cells, from the top left. */
const RING: [row: number, column: number][] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 4],
  [3, 4],
  [4, 4],
  [4, 3],
  [4, 2],
  [4, 1],
  [3, 1],
  [2, 1],
];

/** Faint stars over the board's night, tiled. */
const STARFIELD = `
  radial-gradient(circle at 14% 22%, rgba(255, 255, 255, 0.55) 0 ${px(0.8)}, transparent ${px(1.4)}),
  radial-gradient(circle at 63% 12%, rgba(255, 255, 255, 0.4) 0 ${px(0.7)}, transparent ${px(1.3)}),
  radial-gradient(circle at 82% 64%, rgba(255, 255, 255, 0.5) 0 ${px(0.8)}, transparent ${px(1.4)}),
  radial-gradient(circle at 36% 78%, rgba(255, 255, 255, 0.35) 0 ${px(0.6)}, transparent ${px(1.2)})`;

const Board = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  grid-template-rows: repeat(4, ${px(94)});
  gap: ${px(7)};
  padding: ${px(10)};
  border-radius: ${px(24)};
  background:
    ${STARFIELD} 0 0 / ${px(90)} ${px(96)},
    radial-gradient(circle at 50% 50%, transparent 0 ${px(98)}, rgba(185, 198, 255, 0.22) ${px(98)} ${px(99)}, transparent ${px(99.5)}),
    radial-gradient(circle at 50% 50%, rgba(123, 92, 255, 0.5) 0%, rgba(61, 42, 158, 0.2) 40%, transparent 65%),
    linear-gradient(165deg, #222c78 0%, #121a52 55%, #0c1240 100%);
  box-shadow:
    inset 0 0 0 ${px(1.5)} rgba(255, 226, 160, 0.75),
    inset 0 0 0 ${px(4)} #10164a,
    inset 0 0 0 ${px(5)} rgba(185, 198, 255, 0.35),
    0 0 ${px(28)} rgba(123, 92, 255, 0.45),
    0 ${px(8)} ${px(20)} rgba(0, 0, 0, 0.35);
`;

const Cell = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: space-between;
  min-width: 0;
  padding: ${px(9)} ${px(2)} ${px(6)};
  border-radius: ${px(14)};
  background:
    radial-gradient(90% 60% at 50% 0%, rgba(185, 198, 255, 0.18) 0%, transparent 100%),
    linear-gradient(180deg, #2a3794 0%, #182166 100%);
  box-shadow:
    inset 0 0 0 ${px(1)} rgba(185, 198, 255, 0.38),
    inset 0 ${px(-3)} 0 rgba(0, 0, 0, 0.22);
  color: #eef1ff;
  line-height: 1.15;
  text-align: center;
  transition: none;
  /* The sign's constellation, faint behind its prize. */
  .stars {
    position: absolute;
    top: 50%;
    left: 50%;
    opacity: 0.26;
    transform: translate(-50%, -46%);
    pointer-events: none;
  }
  .sign {
    position: relative;
    max-width: 100%;
    color: #cfd7ff;
    font-size: ${px(11)};
    font-weight: 800;
    letter-spacing: -0.01em;
    white-space: nowrap;
  }
  .art {
    position: relative;
    display: grid;
    filter: drop-shadow(0 ${px(2)} ${px(3)} rgba(0, 0, 0, 0.35));
  }
  .short {
    position: relative;
    min-width: ${px(34)};
    padding: 0 ${px(6)};
    border-radius: ${px(8)};
    background: rgba(6, 10, 40, 0.55);
    color: #fff;
    font-size: ${px(12)};
    font-weight: 800;
    line-height: ${px(17)};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  &[data-kind='coins'] .short {
    color: #ffe08a;
  }
  &[data-rarity='rare'] {
    background:
      radial-gradient(90% 60% at 50% 0%, rgba(229, 155, 255, 0.3) 0%, transparent 100%),
      linear-gradient(180deg, #4a2f9e 0%, #27186e 100%);
    box-shadow:
      inset 0 0 0 ${px(1.5)} rgba(229, 155, 255, 0.85),
      inset 0 ${px(-3)} 0 rgba(0, 0, 0, 0.22),
      0 0 ${px(8)} rgba(229, 155, 255, 0.35);
  }
  &[data-rarity='grand'] {
    background:
      radial-gradient(90% 70% at 50% 40%, rgba(255, 211, 107, 0.35) 0%, transparent 100%),
      linear-gradient(180deg, #5b2f8f 0%, #2c1866 100%);
    box-shadow:
      inset 0 0 0 ${px(2)} #ffd36b,
      inset 0 0 0 ${px(3.5)} rgba(90, 47, 143, 0.9),
      inset 0 0 0 ${px(4.5)} rgba(255, 211, 107, 0.45),
      0 0 ${px(12)} rgba(255, 211, 107, 0.55);
  }
  &[data-rarity='grand'] .short {
    background: linear-gradient(180deg, #ffe9a6 0%, #f0b73d 100%);
    color: #4a2600;
  }
  /* The grand prize's crown tag, on the cell's top edge. */
  .tag {
    position: absolute;
    top: ${px(-7)};
    left: 50%;
    /* over a lit neighbour's glow */
    z-index: 3;
    padding: 0 ${px(6)};
    border-radius: ${px(7)};
    background: linear-gradient(180deg, #fff1b8 0%, #ffc93c 100%);
    box-shadow:
      0 0 0 ${px(1)} #8a5a00,
      0 ${px(2)} ${px(4)} rgba(0, 0, 0, 0.4);
    color: #4a2600;
    font-size: ${px(9.5)};
    font-weight: 900;
    line-height: ${px(14)};
    transform: translateX(-50%);
    white-space: nowrap;
  }
  /* The light: the cell it is on glows gold. */
  &[data-lit] {
    z-index: 2;
    background: linear-gradient(180deg, #fffbe0 0%, #ffe08a 45%, #f2b233 100%);
    box-shadow:
      0 0 0 ${px(2)} #fff,
      0 0 ${px(16)} ${px(2)} rgba(255, 211, 107, 0.95),
      inset 0 ${px(-3)} 0 rgba(160, 90, 0, 0.3);
    color: #3a2200;
    transform: scale(1.05);
  }
  &[data-lit] .sign {
    color: #5a3400;
  }
  &[data-lit] .stars {
    opacity: 0.45;
    filter: brightness(0.4) sepia(1);
  }
  &[data-lit] .short {
    background: rgba(120, 60, 0, 0.2);
    color: #3a2200;
  }
`;

const Core = styled.button`
  position: relative;
  grid-row: 2 / 4;
  grid-column: 2 / 4;
  place-self: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${px(6)};
  width: ${px(148)};
  height: ${px(148)};
  padding: ${px(16)};
  border: 0;
  border-radius: 50%;
  background:
    radial-gradient(circle at 32% 26%, rgba(255, 255, 255, 0.85) 0 ${px(5)}, rgba(255, 255, 255, 0) ${px(16)}),
    radial-gradient(circle at 70% 78%, rgba(143, 246, 255, 0.35) 0%, transparent 35%),
    radial-gradient(circle at 50% 45%, #b9a2ff 0%, #7a56ff 38%, #3d2ab0 72%, #1d1a6e 100%);
  box-shadow:
    0 0 0 ${px(3)} rgba(255, 226, 160, 0.85),
    0 0 0 ${px(6)} rgba(29, 26, 110, 0.9),
    0 0 0 ${px(7)} rgba(185, 198, 255, 0.45),
    0 0 ${px(30)} ${px(6)} rgba(169, 139, 255, 0.7),
    inset 0 ${px(-10)} ${px(18)} rgba(10, 8, 60, 0.55),
    inset 0 ${px(6)} ${px(12)} rgba(255, 255, 255, 0.25);
  color: #fff;
  font: inherit;
  font-size: ${px(24)};
  font-weight: 900;
  line-height: 1.15;
  letter-spacing: 0.04em;
  text-shadow:
    0 ${px(2)} 0 rgba(40, 20, 120, 0.8),
    0 0 ${px(10)} rgba(255, 255, 255, 0.5);
  cursor: pointer;
  /* The astrolabe's twelve marks round the orb. */
  &::before {
    content: '';
    position: absolute;
    inset: ${px(-10)};
    border-radius: 50%;
    background: repeating-conic-gradient(from -3deg, rgba(255, 226, 160, 0.9) 0deg 6deg, transparent 6deg 30deg);
    mask: radial-gradient(circle, transparent 0 ${px(81)}, #000 ${px(81.5)} ${px(83.5)}, transparent ${px(84)});
    pointer-events: none;
  }
  small {
    padding: 0 ${px(10)};
    border-radius: ${px(10)};
    background: rgba(10, 8, 60, 0.5);
    box-shadow: inset 0 0 0 ${px(1)} rgba(255, 226, 160, 0.6);
    color: #ffe9a6;
    font-size: ${px(12)};
    font-weight: 800;
    letter-spacing: 0;
    line-height: ${px(20)};
    text-shadow: none;
    white-space: nowrap;
  }
  &:disabled {
    cursor: default;
    filter: saturate(0.75) brightness(0.92);
  }
  &:focus-visible {
    ${focusRing(4)}
  }
`;

/**
 * The divine-star board: twelve signs round a crystal, each holding a prize. A draw runs a light round the signs,
 * quick then slowing (the wheel's easing, of time), to stop on the sign the server chose; the light moves by an
 * attribute on the cells, never a React render per step. Reduced motion: the light is on the result at once.
 */
export function SignBoard({
  prizes,
  signName,
  text,
  chase,
  coreLabel,
  coreHint,
  coreDisabled,
  onCore,
  onSettled,
}: {
  prizes: Prize[];
  signName: (sign: Sign) => string;
  text: PrizeText;
  chase: BoardTarget | null;
  coreLabel: string;
  coreHint: string;
  coreDisabled: boolean;
  onCore: () => void;
  onSettled: () => void;
}) {
  const { t } = useTranslation('lottery');
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  const at = useRef(0);
  const plans = useRef(new Map<string, { from: number; steps: number; started: number }>());
  const settled = useRef(onSettled);
  useLayoutEffect(() => {
    settled.current = onSettled;
  });
  const count = Math.min(prizes.length, SIGNS.length);
  const chaseKey = chase?.key;
  const chaseSlot = chase?.slot ?? 0;
  const animate = chase?.animate ?? false;

  useEffect(() => {
    if (!chaseKey || count === 0) return;
    const light = (index: number) => {
      cells.current.forEach((cell, cellIndex) => {
        if (!cell) return;
        if (cellIndex === index) cell.setAttribute('data-lit', '');
        else cell.removeAttribute('data-lit');
      });
      at.current = index;
    };
    let plan = plans.current.get(chaseKey);
    if (!plan) {
      plan = { from: at.current, steps: chaseSteps(at.current, chaseSlot, count), started: performance.now() };
      plans.current.set(chaseKey, plan);
    }
    const { from, steps, started } = plan;
    if (!animate || prefersReducedMotion() || performance.now() - started >= SPIN_MS) {
      light(chaseSlot);
      if (animate) settled.current();
      return;
    }
    let frame = requestAnimationFrame(function step(now) {
      const elapsed = now - started;
      const index = (from + Math.round(spinEasing(Math.min(1, elapsed / SPIN_MS)) * steps)) % count;
      if (index !== at.current) light(index);
      if (elapsed < SPIN_MS) {
        frame = requestAnimationFrame(step);
        return;
      }
      light(chaseSlot);
      settled.current();
    });
    return () => cancelAnimationFrame(frame);
  }, [chaseKey, chaseSlot, animate, count]);

  return (
    <Board data-board="signs">
      {prizes.slice(0, count).map((prize, index) => {
        const sign = SIGNS[index]!;
        const [row, column] = RING[index]!;
        return (
          <Cell
            key={prize.prize_id}
            ref={(element) => {
              cells.current[index] = element;
            }}
            style={{ gridRow: row, gridColumn: column }}
            data-rarity={prize.rarity}
            data-sign={sign}
            data-kind={prize.kind}
          >
            <span className="stars">
              <SignStars sign={sign} size={58} />
            </span>
            {prize.rarity === 'grand' && <span className="tag">{t('rarity.grand')}</span>}
            <span className="sign">{signName(sign)}</span>
            <span className="art">
              <PrizeArt item={prize.item} kind={prize.kind} size={38} />
            </span>
            <span className="short">{text.short(prize)}</span>
          </Cell>
        );
      })}
      <Core type="button" disabled={coreDisabled} onClick={onCore}>
        {coreLabel}
        <small>{coreHint}</small>
      </Core>
    </Board>
  );
}
