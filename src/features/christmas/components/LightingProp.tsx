import { useId } from 'react';
import { px } from '../../../ui/px';

/** How many bulbs the picture shows: one for a single prop, two or three on a wire for the bundles. */
export type PropCount = 1 | 2 | 3;

/** Where each bulb hangs (its loop: x, y), its turn and scale: one alone, or two or three on a wire. */
const HANGS: Record<PropCount, readonly (readonly [number, number, number, number])[]> = {
  1: [[24, 4.5, 0, 1]],
  2: [
    [13, 9, 8, 0.66],
    [35, 9, -8, 0.66],
  ],
  3: [
    [8, 7, 10, 0.56],
    [24, 11, 0, 0.56],
    [40, 7, -10, 0.56],
  ],
};

/**
 * The lighting prop (one lights one bulb of the tree): a warm glass bulb on a gold screw cap with a sprig of holly,
 * glowing, lit from the top left like the tree. `count` hangs more bulbs on a wire for the bundles. Decorative: the words
 * next to it say what it is and how many.
 */
export function LightingProp({ size, count = 1, glow = true }: { size: number; count?: PropCount; glow?: boolean }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const u = (name: string) => `url(#${id}${name})`;
  return (
    <svg
      viewBox="0 0 48 48"
      width={px(size)}
      height={px(size)}
      aria-hidden="true"
      style={{ flex: 'none', overflow: 'visible' }}
    >
      <defs>
        <radialGradient id={`${id}h`}>
          <stop offset="0" stopColor="#ffd36b" stopOpacity=".9" />
          <stop offset="1" stopColor="#ff9a3d" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}g`} cx=".36" cy=".34" r=".7">
          <stop offset="0" stopColor="#fffbe0" />
          <stop offset=".35" stopColor="#ffc53d" />
          <stop offset="1" stopColor="#e0520c" />
        </radialGradient>
        <linearGradient id={`${id}c`} x2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset=".5" stopColor="#d9a331" />
          <stop offset="1" stopColor="#7a5410" />
        </linearGradient>
        <g id={`${id}b`}>
          <path d="M19 18C9 24 10 39 24 46 38 39 39 24 29 18Z" fill={u('g')} stroke="#b8430a" strokeWidth=".8" />
          <path d="M17.5 24c-3 4-3 9-1 13" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" fill="none" />
          <rect x="18" y="9" width="12" height="10" rx="2" fill={u('c')} stroke="#6b4a0c" strokeWidth=".6" />
          <path d="M18.5 12.5h11M18.5 15.5h11" stroke="#7a5410" opacity=".7" />
          <path d="M24 9V6" stroke="#7a5410" strokeWidth="1.6" />
          <circle cx="24" cy="4.5" r="2.2" fill="none" stroke="#b58a2a" strokeWidth="1.2" />
        </g>
      </defs>
      {glow && <circle cx="24" cy="30" r="22" fill={u('h')} />}
      {count > 1 && <path d="M0 5Q24 16 48 5" stroke="#2f6b47" strokeWidth="1.4" fill="none" />}
      {HANGS[count].map(([x, y, turn, scale]) => (
        <use
          key={x}
          href={`#${id}b`}
          transform={`translate(${x} ${y}) rotate(${turn}) scale(${scale}) translate(-24 -4.5)`}
        />
      ))}
      {/* holly on the cap of a single bulb: two leaves and berries */}
      {count === 1 && (
        <>
          <path d="M29 12.5c3-4 8-4 11-2-3 1-5 4-8 4z" fill="#1f9a4a" />
          <path d="M29.5 13.5c4 1 6 5 5 8-2-2-5-2-6-5z" fill="#137a38" />
          <circle cx="29.6" cy="12.6" r="2" fill="#e8304a" />
          <circle cx="31.6" cy="15" r="1.7" fill="#c81e3c" />
          <circle cx="29" cy="11.9" r=".6" fill="#fff" opacity=".8" />
        </>
      )}
    </svg>
  );
}
