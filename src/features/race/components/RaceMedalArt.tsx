import { useId } from 'react';
import styled, { css } from 'styled-components';
import { px } from '../../../ui/px';

export type RaceMedalState = 'wearing' | 'expired' | 'none';

export interface RaceMedalArtProps {
  /** Worn: bright gold with its shine. Expired: the same medal drained of colour. None: a locked silhouette. */
  state: RaceMedalState;
  /** Width in design units; the height follows (160 × 176 grid). */
  size?: number;
  className?: string;
}

const Svg = styled.svg<{ $state: RaceMedalState; $size: number }>`
  display: block;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px(($size * 176) / 160)};
  overflow: visible;
  ${({ $state }) =>
    $state === 'expired'
      ? css`
          filter: grayscale(1) brightness(0.95) contrast(0.9);
          opacity: 0.8;
        `
      : $state === 'none' &&
        css`
          & > .m {
            filter: grayscale(1) brightness(0.32) contrast(0.9);
            opacity: 0.85;
          }
        `}
`;

/** Points of a ring of `n` teeth between radii `a` and `b` around (80, 104): the medal's milled edge. */
function milled(n: number, a: number, b: number) {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? a : b;
    const t = (Math.PI * i) / n;
    d += `${i ? 'L' : 'M'}${(80 + r * Math.sin(t)).toFixed(1)} ${(104 - r * Math.cos(t)).toFixed(1)}`;
  }
  return `${d}z`;
}

/** Leaves of one laurel branch: from the bottom of the field up one side (`side` 1 right, -1 left). */
function laurel(side: number, fill: string) {
  return Array.from({ length: 14 }, (_, i) => {
    const degrees = 186 - (i >> 1) * 19;
    const t = (degrees * Math.PI) / 180;
    const r = i % 2 ? 31.5 : 36.5;
    const x = (80 + side * r * Math.sin(t)).toFixed(1);
    const y = (104 - r * Math.cos(t)).toFixed(1);
    return (
      <ellipse
        key={i}
        cx={x}
        cy={y}
        rx="5.4"
        ry="2.3"
        fill={fill}
        transform={`rotate(${side * (degrees - 180 + (i % 2 ? 40 : -40))} ${x} ${y})`}
      />
    );
  });
}

/**
 * The gold racer medal, drawn large for its own page: a racing ribbon (red with white pinstripes), a milled gold
 * rim lit from the top-left, a laurel wreath on a night-blue enamel field and the racing car as its emblem.
 * Decorative: the medal's name and state are the text beside it.
 */
export function RaceMedalArt({ state, size = 148, className }: RaceMedalArtProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const gold = `url(#a${id})`;
  const goldBack = `url(#b${id})`;
  return (
    <Svg
      viewBox="0 0 160 176"
      $state={state}
      $size={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-state={state}
    >
      <defs>
        <linearGradient id={`a${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop stopColor="#FFF4C4" />
          <stop offset=".35" stopColor="#F6C453" />
          <stop offset=".7" stopColor="#D99A2B" />
          <stop offset="1" stopColor="#9C6512" />
        </linearGradient>
        <linearGradient id={`b${id}`} x1="1" y1="1" x2="0" y2="0">
          <stop stopColor="#FFE9A0" />
          <stop offset=".5" stopColor="#E2A93A" />
          <stop offset="1" stopColor="#A86E17" />
        </linearGradient>
        <radialGradient id={`c${id}`} cx=".35" cy=".3" r=".8">
          <stop stopColor="#2F4C9E" />
          <stop offset=".6" stopColor="#17275E" />
          <stop offset="1" stopColor="#0B1538" />
        </radialGradient>
        <linearGradient id={`d${id}`} x2="0" y2="1">
          <stop stopColor="#F0344E" />
          <stop offset="1" stopColor="#A3142C" />
        </linearGradient>
      </defs>
      <g className="m">
        {/* the ribbon: two straps meeting behind the medal, the right one in shade */}
        <path d="M30 0h36l26 62H64z" fill={`url(#d${id})`} />
        <path d="M94 0h36l-26 62H76z" fill="#B8182F" />
        <path d="M41 0h5l28 62h-5zM50 0h5l28 62h-5z" fill="#fff" opacity=".9" />
        <path d="M114 0h5L91 62h-5zM105 0h5L82 62h-5z" fill="#fff" opacity=".75" />
        <path d="M60 54h40a4 4 0 0 1 4 4v8H56v-8a4 4 0 0 1 4-4z" fill={goldBack} />
        {/* milled rim, bevel, enamel */}
        <path d={milled(36, 55, 58.5)} fill={gold} />
        <circle cx="80" cy="104" r="52" fill={goldBack} />
        <circle cx="80" cy="104" r="46" fill={gold} />
        <circle cx="80" cy="104" r="41" fill={`url(#c${id})`} />
        <path
          d="M80 138.5a34 34 0 0 1-31-46M80 138.5a34 34 0 0 0 31-46"
          fill="none"
          stroke={goldBack}
          strokeWidth="1.4"
        />
        <g>{laurel(-1, gold)}</g>
        <g>{laurel(1, gold)}</g>
        {/* the emblem: a racing car under a chequered flag */}
        <path d="M66 82h8v4h-8zM74 86h8v4h-8zM82 82h8v4h-8zM90 86h4v4h-4z" fill="#fff" opacity=".85" />
        <path d="M66 86h8v4h-8zM82 86h8v4h-8zM74 82h8v4h-8zM90 82h4v4h-4z" fill="#0B1538" opacity=".6" />
        <path d="M66 80h1.6v32H66z" fill={gold} />
        <g transform="matrix(.8 0 0 .8 16 22)">
          <path
            d="M52 118v-3.5c0-1.8 1-3 3-3.4l6-1.2 8-5.4c3-1.6 6-2.2 10-2.2 5 0 9 1.3 12.4 4.2l9 1.6c2.4.5 4 1.8 4.6 4l.5 2.4v3.5z"
            fill={gold}
          />
          <path d="M70 108.6l5-3.4c2-.9 4-1.3 6.4-1.3 2.7 0 5 .6 7 1.9l2.2 2.8z" fill="#17275E" />
          <circle cx="62" cy="118" r="4.6" fill="#0B1538" />
          <circle cx="62" cy="118" r="2.3" fill={goldBack} />
          <circle cx="96" cy="118" r="4.6" fill="#0B1538" />
          <circle cx="96" cy="118" r="2.3" fill={goldBack} />
        </g>
        {/* the light from the top-left on the metal */}
        <path
          d="M37 92a44 44 0 0 1 34-30"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          opacity=".6"
        />
      </g>
      {state === 'wearing' && (
        <path
          d="M130 64l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM28 132l1.5 4.5 4.5 1.5-4.5 1.5-1.5 4.5-1.5-4.5-4.5-1.5 4.5-1.5zM122 150l1 3 3 1-3 1-1 3-1-3-3-1 3-1z"
          fill="#FFF6D5"
        />
      )}
      {state === 'none' && (
        <g>
          <circle cx="80" cy="104" r="18" fill="#2A2448" stroke="#ABA3C0" strokeWidth="1.5" />
          <rect x="71" y="101" width="18" height="14" rx="3" fill="#D3CCE3" />
          <path d="M74.5 101v-4a5.5 5.5 0 0 1 11 0v4" fill="none" stroke="#D3CCE3" strokeWidth="2.6" />
          <circle cx="80" cy="107" r="2" fill="#2A2448" />
        </g>
      )}
    </Svg>
  );
}
