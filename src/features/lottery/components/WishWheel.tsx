import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { prefersReducedMotion } from '../../../platform/navigation/scrollToAndFocus';
import { focusRing } from '../../../ui/interaction';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import type { BoardTarget, Prize } from '../model';
import { landingRotation, segmentDegrees, SPIN_EASING, SPIN_MS, spinAt, ticksBetween } from '../wheel';
import type { PrizeText } from '../usePrizeText';
import { PrizeArt } from './PrizeArt';

const SIZE = 300;
const BULBS = 16;

const Stage = styled.div`
  position: relative;
  width: ${px(SIZE + 24)};
  height: ${px(SIZE + 24)};
  margin: ${px(6)} auto 0;
`;

const blink = keyframes`
  0%, 49% { opacity: 1; }
  50%, 100% { opacity: 0.35; }
`;

/** The gold rim with its bulbs (they chase while the page is open; still under reduced motion). */
const Rim = styled.div`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  background: radial-gradient(circle, #7a0c1e 0 64%, transparent 65%),
    conic-gradient(from 0deg, #fff1b8, #e0a526, #fff1b8, #b97a12, #fff1b8, #e0a526, #fff1b8);
  box-shadow:
    0 0 0 ${px(3)} #5a0a14,
    0 ${px(10)} ${px(30)} rgba(0, 0, 0, 0.5),
    0 0 ${px(40)} rgba(255, 190, 80, 0.35);
  /* Two rings of bulbs (odd and even) blink in turn: two animated layers, not one per bulb. */
  span {
    position: absolute;
    inset: 0;
    animation: ${blink} 0.9s steps(1) infinite;
    ${whenReducedMotion(css`
      animation: none;
    `)}
  }
  span + span {
    animation-delay: -0.45s;
  }
  i {
    position: absolute;
    top: 50%;
    left: 50%;
    width: ${px(9)};
    height: ${px(9)};
    margin: ${px(-4.5)};
    border-radius: 50%;
    background: radial-gradient(circle at 35% 35%, #fff 0 20%, #ffe7a0 40%, #ffb84d 100%);
    box-shadow: 0 0 ${px(6)} #ffd36b;
  }
`;

/** The face's round window: it clips the turning face (a turned square's corners would widen the page). */
const Window = styled.div`
  position: absolute;
  inset: ${px(12)};
  border-radius: 50%;
  overflow: hidden;
  box-shadow: inset 0 0 ${px(18)} rgba(0, 0, 0, 0.45);
`;

/** The turning face: its rotation is the only thing that changes while it spins (one composited layer). */
const Face = styled.div`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  will-change: transform;
`;

const Segment = styled.div`
  position: absolute;
  top: 0;
  left: 50%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(1)};
  width: ${px(74)};
  height: 50%;
  margin-left: ${px(-37)};
  padding-top: ${px(16)};
  transform-origin: 50% 100%;
  color: #fff;
  font-size: ${px(12)};
  font-weight: 800;
  line-height: 1.15;
  text-align: center;
  text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.6);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-tone='gold'] {
    color: #5a0a14;
    text-shadow: none;
  }
`;

const Pointer = styled.div`
  position: absolute;
  top: ${px(-8)};
  left: 50%;
  width: ${px(34)};
  height: ${px(46)};
  margin-left: ${px(-17)};
  transform-origin: 50% ${px(14)};
  filter: drop-shadow(0 ${px(3)} ${px(3)} rgba(0, 0, 0, 0.5));
  z-index: 1;
`;

const Hub = styled.button`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-items: center;
  width: ${px(84)};
  height: ${px(84)};
  margin: ${px(-42)};
  padding: 0;
  border: ${px(3)} solid #fff1b8;
  border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, #ff6b6b 0%, #d81b3b 45%, #8a0c22 100%);
  box-shadow:
    0 ${px(4)} ${px(12)} rgba(0, 0, 0, 0.5),
    inset 0 ${px(-4)} ${px(8)} rgba(0, 0, 0, 0.3);
  color: #fff4cf;
  font: inherit;
  font-size: ${px(17)};
  font-weight: 900;
  line-height: 1.1;
  letter-spacing: 0.02em;
  text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.5);
  cursor: pointer;
  z-index: 1;
  &:disabled {
    cursor: default;
    filter: saturate(0.7);
  }
  &:focus-visible {
    ${focusRing(3)}
  }
`;

/** A cosmetic offset from the draw's id, so the wheel does not stop at the same place every time (the slot is the server's). */
function offsetOf(key: string): number {
  let hash = 7;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 1_000;
  return hash / 500 - 1;
}

const segmentPaint = (count: number) => {
  const degrees = segmentDegrees(count);
  const stops = Array.from({ length: count }, (_, index) => {
    const colour = index % 2 ? '#f6c453' : '#c8102e';
    const edge = index % 2 ? '#e9a93a' : '#a50d26';
    const end = (index + 1) * degrees;
    return `${colour} ${index * degrees}deg ${end - 1.2}deg, ${edge} ${end - 1.2}deg ${end}deg`;
  });
  // Turned back half a segment: segment i is centred on i × its angle, clockwise from the top.
  return `conic-gradient(from ${-degrees / 2}deg, ${stops.join(', ')})`;
};

/**
 * The wish wheel: prizes on segments, a fixed pointer at the top. A spin is a CSS transition of one transform with the
 * model's easing (time-based: the same at 60 or 120 Hz and under a slow CPU; the compositor runs it), landing on the
 * segment the server chose; a frame loop only counts the segment lines the pointer passes, to make it tick.
 * Reduced motion: no spin, the wheel stands on the result at once.
 */
export function WishWheel({
  prizes,
  spin,
  text,
  hubLabel,
  hubDisabled,
  onHub,
  onSettled,
  pinnedShare,
}: {
  prizes: Prize[];
  spin: BoardTarget | null;
  text: PrizeText;
  hubLabel: string;
  hubDisabled: boolean;
  onHub: () => void;
  onSettled: () => void;
  /** Storybook: the spin held at this share of its time (a pinned frame of the animation). */
  pinnedShare?: number;
}) {
  const face = useRef<HTMLDivElement>(null);
  const pointer = useRef<HTMLDivElement>(null);
  const rotation = useRef(0);
  /** Each draw's spin, made once: a re-render (or React's second effect run) continues it instead of starting over. */
  const plans = useRef(new Map<string, { from: number; to: number; started: number }>());
  const settled = useRef(onSettled);
  useLayoutEffect(() => {
    settled.current = onSettled;
  });
  const gradient = `wish-pointer-${useId().replace(/:/g, '')}`;
  const count = prizes.length;
  const degrees = segmentDegrees(count);
  const spinKey = spin?.key;
  const spinSlot = spin?.slot ?? 0;
  const animate = spin?.animate ?? false;

  useEffect(() => {
    const element = face.current;
    if (!spinKey || !element || count === 0) return;
    let plan = plans.current.get(spinKey);
    if (!plan) {
      const from = rotation.current;
      plan = { from, to: landingRotation(from, spinSlot, count, offsetOf(spinKey)), started: performance.now() };
      plans.current.set(spinKey, plan);
      rotation.current = plan.to;
    }
    const { from, to, started } = plan;
    element.dataset.rotation = String(to);
    if (pinnedShare !== undefined) {
      element.style.transition = 'none';
      element.style.transform = `rotate(${spinAt(from, to, pinnedShare * SPIN_MS)}deg)`;
      return;
    }
    if (!animate || prefersReducedMotion() || performance.now() - started >= SPIN_MS) {
      element.style.transition = 'none';
      element.style.transform = `rotate(${to}deg)`;
      delete element.dataset.spinning;
      if (animate) settled.current();
      return;
    }
    if (element.dataset.spinning !== spinKey) {
      element.style.transition = `transform ${SPIN_MS}ms cubic-bezier(${SPIN_EASING.join(', ')})`;
      element.style.transform = `rotate(${to}deg)`;
      element.dataset.spinning = spinKey;
    }
    let last = spinAt(from, to, performance.now() - started);
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - started;
      const at = spinAt(from, to, elapsed);
      if (ticksBetween(last, at, count) > 0)
        pointer.current?.animate(
          [{ transform: 'rotate(0deg)' }, { transform: 'rotate(-16deg)' }, { transform: 'rotate(0deg)' }],
          { duration: 110, easing: 'ease-out' },
        );
      last = at;
      if (elapsed < SPIN_MS) {
        frame = requestAnimationFrame(tick);
        return;
      }
      delete element.dataset.spinning;
      settled.current();
    });
    return () => cancelAnimationFrame(frame);
  }, [spinKey, spinSlot, animate, count, pinnedShare]);

  return (
    <Stage data-wheel data-board="wheel">
      <Rim aria-hidden="true">
        {[0, 1].map((ring) => (
          <span key={ring}>
            {Array.from({ length: BULBS / 2 }, (_, index) => (
              <i
                // biome-ignore lint/suspicious/noArrayIndexKey: the bulbs are a fixed ring
                key={index}
                style={{
                  transform: `rotate(${((index * 2 + ring) * 360) / BULBS}deg) translateY(${px(-(SIZE + 24) / 2 + 6)})`,
                }}
              />
            ))}
          </span>
        ))}
      </Rim>
      <Window aria-hidden="true">
        <Face ref={face} style={{ background: segmentPaint(count) }} data-segments={count}>
          {prizes.map((prize, index) => (
            <Segment
              key={prize.prize_id}
              data-tone={index % 2 ? 'gold' : 'red'}
              style={{ transform: `rotate(${index * degrees}deg)` }}
            >
              <PrizeArt item={prize.item} kind={prize.kind} size={38} />
              <span>{text.short(prize)}</span>
            </Segment>
          ))}
        </Face>
      </Window>
      <Pointer ref={pointer} aria-hidden="true">
        <svg viewBox="0 0 34 46" width="100%" height="100%">
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fff6c8" />
              <stop offset="0.5" stopColor="#ffc94d" />
              <stop offset="1" stopColor="#b97a12" />
            </linearGradient>
          </defs>
          <path d="M17 45 L4 16 A14 14 0 1 1 30 16 Z" fill={`url(#${gradient})`} stroke="#7a4a08" strokeWidth="1.5" />
          <circle cx="17" cy="14" r="5" fill="#c8102e" stroke="#fff1b8" strokeWidth="1.5" />
        </svg>
      </Pointer>
      <Hub type="button" disabled={hubDisabled} onClick={onHub}>
        {hubLabel}
      </Hub>
    </Stage>
  );
}
