import { useId } from 'react';

/** A four-pointed sparkle centred on (x, y) with radius r. */
const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;

const gold = { fill: 'var(--color-gold)' };
const rose = { fill: 'var(--color-accent)' };

/**
 * An opened gift box under a crescent moon and stars: "nothing here yet, but
 * something is coming". Decorative (aria-hidden); colours follow the theme tokens.
 */
export function EmptyStateIllustration({ size = 168 }: { size?: number }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids = { halo: `${uid}h`, box: `${uid}b`, lid: `${uid}l`, ribbon: `${uid}r`, moon: `${uid}m`, cut: `${uid}c` };
  return (
    <svg
      width={size}
      height={(size * 160) / 200}
      viewBox="0 0 200 160"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={ids.halo} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFE1CF" />
          <stop offset="1" stopColor="#FFE1CF" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={ids.box} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FF7A4D" />
          <stop offset="1" style={{ stopColor: 'var(--color-accent)' }} />
        </linearGradient>
        <linearGradient id={ids.lid} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FF8A5C" />
          <stop offset="1" stopColor="#F2506F" />
        </linearGradient>
        <linearGradient id={ids.ribbon} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#FFE7A3" />
          <stop offset="0.55" style={{ stopColor: 'var(--color-gold)' }} />
          <stop offset="1" stopColor="#E7A93A" />
        </linearGradient>
        <linearGradient id={ids.moon} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FFE7A3" />
          <stop offset="1" style={{ stopColor: 'var(--color-gold)' }} />
        </linearGradient>
        <mask id={ids.cut}>
          <rect width="200" height="160" fill="#fff" />
          <circle cx="163" cy="24" r="14" fill="#000" />
        </mask>
      </defs>

      {/* Warm glow and the floor shadow. */}
      <circle cx="100" cy="80" r="74" fill={`url(#${ids.halo})`} />
      <ellipse cx="100" cy="141" rx="54" ry="6" fill="#F3D5C2" />

      {/* Crescent moon and stars. */}
      <circle cx="154" cy="32" r="16" fill={`url(#${ids.moon})`} mask={`url(#${ids.cut})`} />
      <path d={sparkle(44, 34, 8)} style={gold} />
      <path d={sparkle(64, 14, 4.5)} fill="#FF8A5C" />
      <path d={sparkle(178, 74, 6)} style={gold} />
      <path d={sparkle(26, 92, 4.5)} style={rose} opacity="0.7" />
      <path d={sparkle(124, 12, 3.5)} style={gold} />

      {/* The open box: dark inside, body, rim, ribbon. */}
      <path d="M58 80 68 67h64l10 13Z" fill="#9C1239" />
      <path d="M72 67h56l4 6H68Z" fill="#7A0E2C" opacity="0.5" />
      <rect x="61" y="84" width="78" height="54" rx="8" fill={`url(#${ids.box})`} />
      <rect x="67" y="96" width="5" height="32" rx="2.5" fill="#fff" opacity="0.28" />
      <rect x="55" y="78" width="90" height="13" rx="4.5" fill={`url(#${ids.lid})`} />
      <rect x="55" y="87" width="90" height="4" rx="2" fill="#C81E4B" opacity="0.25" />
      <rect x="93" y="78" width="14" height="60" fill={`url(#${ids.ribbon})`} />
      <rect x="93" y="91" width="14" height="3" fill="#B9801F" opacity="0.3" />

      {/* A little magic drifting out of the empty box. */}
      <circle cx="112" cy="58" r="3" style={gold} />
      <circle cx="124" cy="46" r="2" fill="#FF8A5C" />
      <circle cx="96" cy="50" r="1.8" style={rose} />
      <rect x="104" y="36" width="6" height="3" rx="1.5" transform="rotate(-30 107 37.5)" style={gold} />

      {/* The lid, tipped off to the left, with its bow. */}
      <g transform="rotate(-18 74 56)">
        <rect x="36" y="50" width="76" height="17" rx="6" fill={`url(#${ids.lid})`} />
        <rect x="67" y="50" width="14" height="17" fill={`url(#${ids.ribbon})`} />
        <path
          d="M74 50c-6-11-19-13-21-6-2 6 9 8 21 6Z"
          fill={`url(#${ids.ribbon})`}
          stroke="#D49A2E"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
        <path
          d="M74 50c6-11 19-13 21-6 2 6-9 8-21 6Z"
          fill={`url(#${ids.ribbon})`}
          stroke="#D49A2E"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
        <circle cx="74" cy="49.5" r="4" fill="#E7A93A" />
      </g>
    </svg>
  );
}
