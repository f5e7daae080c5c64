import { useId } from 'react';

/** Pixel sparkles: plus signs of square pixels, each [x, y, pixel]. */
const pixels = (...at: number[][]) =>
  at
    .map(
      ([x = 0, y = 0, p = 3]) =>
        `M${x - p / 2} ${y - 1.5 * p}h${p}v${p}h${p}v${p}h-${p}v${p}h-${p}v-${p}h-${p}v-${p}h${p}z`,
    )
    .join('');

/** The floor's grid: lines out of the vanishing point and rows closing in on the horizon. */
const GRID = [
  ...[-260, -170, -90, -30, 30, 90, 170, 260].map((x) => `M187 112L${187 + x * 2} 200`),
  ...[116, 122, 131, 144, 162, 188].map((y) => `M0 ${y}H375`),
].join('');

/** The mini-game leaderboard: a glossy game pad, a trophy, a race car and a scratch card over a neon grid. Canvas #0C1440. */
export function MiniGamesHero() {
  const id = useId();
  const u = (name: string) => `url(#${id}-${name})`;
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#15206A" />
          <stop offset=".56" stopColor="#2A2C8E" />
          <stop offset=".56" stopColor="#121B55" />
          <stop offset="1" stopColor="#0C1440" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#5CFF9D" stopOpacity=".45" />
          <stop offset="1" stopColor="#5CFF9D" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-pad`} x1="0" y1="0" x2=".4" y2="1">
          <stop offset="0" stopColor="#A99BFF" />
          <stop offset=".45" stopColor="#5B45F0" />
          <stop offset="1" stopColor="#2A1A9A" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2=".4">
          <stop offset="0" stopColor="#FFF6C4" />
          <stop offset=".45" stopColor="#FFD23F" />
          <stop offset="1" stopColor="#C27A0E" />
        </linearGradient>
        <linearGradient id={`${id}-car`} x2="0" y2="1">
          <stop offset="0" stopColor="#FF8A8A" />
          <stop offset=".5" stopColor="#F02D4B" />
          <stop offset="1" stopColor="#8E0B2A" />
        </linearGradient>
        <linearGradient id={`${id}-card`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FF9AD8" />
          <stop offset="1" stopColor="#B02AA8" />
        </linearGradient>
        <linearGradient id={`${id}-silver`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#F4F7FF" />
          <stop offset="1" stopColor="#8C9BC4" />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor="#0C1440" stopOpacity="0" />
          <stop offset=".55" stopColor="#0C1440" />
        </linearGradient>
      </defs>
      <rect width="375" height="200" fill={u('sky')} />
      <path d={GRID} stroke="#5CFF9D" strokeWidth="1.2" opacity=".45" />
      <path d="M0 112H375" stroke="#5CFF9D" strokeWidth="2" />
      <ellipse cx="187" cy="70" rx="120" ry="64" fill={u('glow')} />
      <path
        d="M20 20h3M60 40h3M120 14h3M250 10h3M300 30h3M350 16h3M28 80h3M350 84h3"
        stroke="#fff"
        strokeWidth="3"
        opacity=".5"
      />
      <g transform="translate(62 62) rotate(-10)">
        <path d="M-22-34c-16 0-16 24 4 24M22-34c16 0 16 24-4 24" fill="none" stroke={u('gold')} strokeWidth="5" />
        <path d="M-24-40h48v6c0 24-12 34-24 36c-12-2-24-12-24-36z" fill={u('gold')} />
        <ellipse cy="-40" rx="24" ry="4.5" fill="#FFEFA8" />
        <path
          d="M-16-30c0 14 4 22 10 26"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
          opacity=".6"
        />
        <path d="M-4 2h8l3 12h-14zM-16 14h32v10h-32z" fill={u('gold')} />
        <path d="M-16 14h32" stroke="#C27A0E" strokeWidth="1.5" />
      </g>
      <g transform="translate(312 40) rotate(12)">
        <rect x="-32" y="-20" width="64" height="40" rx="6" fill={u('card')} stroke="#FFD23F" strokeWidth="2" />
        <path d="M-26-14h20v6h-20zM-26-2h14v4h-14zM-26 8h18v4h-18z" fill="#fff" opacity=".55" />
        <rect x="0" y="-14" width="26" height="28" rx="3" fill="#FFE27A" />
        <path d="M13-12l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" fill="#F08A0E" />
        <path d="M0 4q4-5 8-1t9-2t9 2v11h-26z" fill={u('silver')} />
        <path d="M4 10l12-3M22-10l2 2M3-8l2-1" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
      </g>
      <g transform="translate(187 66)">
        <path
          d="M-44-20H44C62-20 70-8 72 10C74 28 72 42 58 42C48 42 42 32 34 24H-34C-42 32-48 42-58 42C-72 42-74 28-72 10C-70-8-62-20-44-20z"
          fill="#0A0F33"
          opacity=".5"
          transform="translate(4 7)"
        />
        <path
          d="M-44-26H44C62-26 70-14 72 4C74 22 72 36 58 36C48 36 42 26 34 18H-34C-42 26-48 36-58 36C-72 36-74 22-72 4C-70-14-62-26-44-26z"
          fill="none"
          stroke="#5CFF9D"
          strokeWidth="8"
          opacity=".25"
        />
        <path
          d="M-44-26H44C62-26 70-14 72 4C74 22 72 36 58 36C48 36 42 26 34 18H-34C-42 26-48 36-58 36C-72 36-74 22-72 4C-70-14-62-26-44-26z"
          fill={u('pad')}
          stroke="#C9C0FF"
          strokeWidth="1.5"
        />
        <path d="M-44-21H44C56-21 62-14 64-6C40-12-40-12-64-6C-62-14-56-21-44-21z" fill="#fff" opacity=".3" />
        <path d="M-45-14h10v8h8v10h-8v8h-10v-8h-8v-10h8z" fill="#1B1060" transform="translate(1 1)" />
        <path d="M-45-14h10v8h8v10h-8v8h-10v-8h-8v-10h8z" fill={u('gold')} />
        <circle cx="40" cy="-11" r="6" fill="#5CFF9D" />
        <circle cx="51" cy="0" r="6" fill="#FF5C8A" />
        <circle cx="40" cy="11" r="6" fill="#FFD23F" />
        <circle cx="29" cy="0" r="6" fill="#3DC8FF" />
        <path d="M38-14h2M49-3h2M38 8h2M27-3h2" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="-16" cy="14" r="9" fill="#1B1060" />
        <circle cx="16" cy="14" r="9" fill="#1B1060" />
        <circle cx="-16" cy="12" r="6" fill="#7E6CFF" />
        <circle cx="16" cy="12" r="6" fill="#7E6CFF" />
        <path d="M-12-10h8M4-10h8" stroke="#1B1060" strokeWidth="4" strokeLinecap="round" />
      </g>
      <g transform="translate(298 110)">
        <path d="M-62-6h18M-56 2h14M-64 10h20" stroke="#5CFF9D" strokeWidth="2.5" strokeLinecap="round" />
        <ellipse cy="14" rx="40" ry="4" fill="#000" opacity=".35" />
        <path d="M-38 8C-38-2-30-6-18-8L-6-18C0-22 16-22 22-14L30-6C38-4 42 0 42 8z" fill={u('car')} />
        <path d="M-4-15L8-17C14-17 18-14 20-8H-12z" fill="#9FE8FF" />
        <path d="M-36 2H40" stroke="#FFD23F" strokeWidth="3" />
        <path d="M-2-16L-8-10" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="-22" cy="9" r="8" fill="#1A1A2E" />
        <circle cx="26" cy="9" r="8" fill="#1A1A2E" />
        <circle cx="-22" cy="9" r="3.5" fill={u('silver')} />
        <circle cx="26" cy="9" r="3.5" fill={u('silver')} />
      </g>
      <path d={pixels([130, 26, 3], [248, 22, 3], [24, 104, 2], [140, 112, 2], [352, 80, 2.5])} fill="#5CFF9D" />
      <path d={pixels([104, 96, 2.5], [262, 80, 2], [32, 34, 2.5], [222, 122, 2])} fill="#FFE35C" />
      <rect y="118" width="375" height="82" fill={u('fade')} />
    </svg>
  );
}
