import { type CSSProperties } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { whenReducedMotion } from '../motion';
import { px } from '../px';

/*
 * The celebration is transform and opacity only, over at most 2 s, and left out under reduced
 * motion (the card and its numbers stay). Screenshots freeze animations at their end: the rays
 * stay, the coins have fallen out of sight.
 */
const spin = keyframes`
  from { opacity: 0; transform: rotate(-30deg) scale(0.6); }
  to { opacity: 1; transform: rotate(0) scale(1); }
`;

/** Light rays from behind the card. */
const Rays = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  width: ${px(760)};
  height: ${px(760)};
  margin: ${px(-380)} 0 0 ${px(-380)};
  border-radius: 50%;
  background:
    radial-gradient(circle, rgba(255, 224, 138, 0.55) 0%, rgba(255, 224, 138, 0) 45%),
    repeating-conic-gradient(rgba(255, 214, 102, 0.34) 0 9deg, rgba(255, 214, 102, 0) 9deg 24deg);
  -webkit-mask: radial-gradient(circle, #000 30%, transparent 70%);
  mask: radial-gradient(circle, #000 30%, transparent 70%);
  animation: ${spin} 1.4s cubic-bezier(0.2, 0.8, 0.3, 1) both;
  ${whenReducedMotion(css`
    animation: none;
  `)}
`;

/** How long one coin takes to fall. */
export const COIN_FALL_MS = 1_500;

const fall = keyframes`
  from { opacity: 1; transform: translate3d(0, -12vh, 0) rotate(0); }
  80% { opacity: 1; }
  to { opacity: 0; transform: translate3d(var(--drift), 112vh, 0) rotate(var(--turn)); }
`;

/** A gold coin drawn in CSS: rim, face and a shine. */
const FallingCoin = styled.span`
  position: absolute;
  top: 0;
  width: ${px(22)};
  height: ${px(22)};
  border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, #fff6c8 0 14%, #ffd34d 15% 55%, #e0a526 56% 100%);
  box-shadow: inset 0 0 0 ${px(2)} #c9860f;
  opacity: 0;
  animation: ${fall} ${COIN_FALL_MS}ms cubic-bezier(0.35, 0, 0.75, 1) both;
  ${whenReducedMotion(css`
    display: none;
  `)}
`;

/** Where each coin starts (left %), how late (ms), which way it drifts and how far it turns. */
export const COINS = [
  [6, 0, -20, 300],
  [18, 220, 30, -240],
  [30, 90, -10, 420],
  [43, 320, 24, -360],
  [55, 40, -28, 280],
  [67, 260, 16, -300],
  [79, 120, -18, 380],
  [90, 380, 22, -260],
  [12, 480, 12, 200],
  [48, 440, -16, -220],
  [73, 450, 20, 320],
  [85, 30, -26, -400],
] as const;

/** A win filling the screen: light rays and a shower of gold coins, behind a dialog (Modal's `backdrop`). */
export function Celebration() {
  return (
    <div data-celebration="">
      <Rays />
      {COINS.map(([left, delay, drift, turn]) => (
        <FallingCoin
          key={`${left}-${delay}`}
          style={
            {
              left: `${left}%`,
              animationDelay: `${delay}ms`,
              '--drift': px(drift),
              '--turn': `${turn}deg`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
