import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';

const bob = keyframes`
  0%, 100% { transform: translateY(0) rotate(-8deg); }
  50% { transform: translateY(${px(-6)}) rotate(4deg); }
`;
const twinkle = keyframes`0%, 100% { opacity: 0.35; } 50% { opacity: 1; }`;

const Frame = styled.div`
  position: relative;
  height: ${px(200)};
  overflow: hidden;
  border-radius: ${px(22)};
  /* The sky's middle tone under the drawing: what the caption's contrast is measured against. */
  background-color: #243d7a;
  box-shadow: 0 ${px(8)} ${px(24)} rgba(0, 0, 0, 0.35);
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  .bottle {
    transform-box: fill-box;
    transform-origin: 50% 80%;
    animation: ${bob} 3.6s ease-in-out infinite;
  }
  .star {
    animation: ${twinkle} 2.8s ease-in-out infinite;
  }
  .star:nth-child(2n) {
    animation-delay: 1.2s;
  }
  ${whenReducedMotion(css`
    .bottle,
    .star {
      animation: none;
    }
  `)}
`;

const STARS: readonly [number, number, number][] = [
  [30, 26, 1.6],
  [74, 52, 1.1],
  [118, 20, 1.3],
  [160, 62, 0.9],
  [214, 30, 1.5],
  [252, 70, 1],
  [300, 24, 1.2],
  [338, 58, 1.6],
  [96, 84, 0.8],
  [196, 92, 0.9],
];

/** The letters' key art: a moonlit night sea with a bottle carrying a letter, bobbing (still under reduced motion). */
export function SeaScene({ children }: { children?: ReactNode }) {
  return (
    <Frame>
      <svg viewBox="0 0 375 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="letters-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0B1634" />
            <stop offset="0.62" stopColor="#243D7A" />
            <stop offset="1" stopColor="#F08AA0" />
          </linearGradient>
          <radialGradient id="letters-moon" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0.55" stopColor="#FFF4DA" />
            <stop offset="1" stopColor="#FFF4DA" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="letters-sea" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2B4E9B" />
            <stop offset="1" stopColor="#0D1C44" />
          </linearGradient>
          <linearGradient id="letters-glass" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#9FE3E0" stopOpacity="0.85" />
            <stop offset="0.5" stopColor="#E6FFFB" stopOpacity="0.95" />
            <stop offset="1" stopColor="#6CC3C8" stopOpacity="0.85" />
          </linearGradient>
        </defs>
        <rect width="375" height="200" fill="url(#letters-sky)" />
        <g fill="#FFF7E0">
          {STARS.map(([x, y, r]) => (
            <circle key={`${x}-${y}`} className="star" cx={x} cy={y} r={r} />
          ))}
        </g>
        <circle cx="300" cy="58" r="36" fill="url(#letters-moon)" />
        <circle cx="300" cy="58" r="20" fill="#FFF4DA" />
        <circle cx="309" cy="52" r="18" fill="#2A437F" opacity="0.18" />
        {/* The moon's path on the water. */}
        <path
          d="M286 134h28M280 146h40M290 158h22M284 170h32"
          stroke="#FFE9B8"
          strokeWidth="3"
          strokeLinecap="round"
          opacity="0.55"
        />
        <path d="M0 128c30-8 60 8 94 0s64-10 96 0 62 8 94 0 62-8 91 0V200H0Z" fill="url(#letters-sea)" opacity="0.92" />
        <path d="M0 152c34-7 64 7 96 0s66-9 98 0 64 7 96 0 58-7 85 0V200H0Z" fill="#132A63" />
        <path d="M0 178c28-5 58 5 90 0s62-6 94 0 62 6 96 0 66-6 95 0V200H0Z" fill="#0C1A40" />
        {/* The bottle: cork, glass, the rolled letter and its ribbon. */}
        <g className="bottle">
          <g transform="translate(118 92) rotate(-18)">
            <rect x="-9" y="-46" width="18" height="12" rx="3" fill="#B77A48" />
            <path
              d="M-7-35h14v10c10 4 16 12 16 24v40a10 10 0 0 1-10 10h-26a10 10 0 0 1-10-10V-1c0-12 6-20 16-24Z"
              fill="url(#letters-glass)"
              stroke="#D9FFFA"
              strokeWidth="1.5"
            />
            <rect x="-11" y="-2" width="22" height="38" rx="4" fill="#FFF3DD" />
            <path d="M-11 8h22M-11 16h22M-11 24h22" stroke="#E6CFA8" strokeWidth="1.2" />
            <rect x="-12" y="12" width="24" height="5" fill="#FF6A88" />
            <path d="M-4 2c2-3 6-3 8 0" stroke="#FFFFFF" strokeWidth="1.5" fill="none" opacity="0.7" />
          </g>
        </g>
        <path d="M84 132c12-5 22-5 34 0s22 5 36 0" stroke="#9CC4FF" strokeWidth="2" fill="none" opacity="0.6" />
      </svg>
      {children}
    </Frame>
  );
}
