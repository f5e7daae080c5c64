import { useId } from 'react';

/** Four-pointed glints, each [x, y, r], as one path. */
const glints = (...at: number[][]) =>
  at
    .map(
      ([x = 0, y = 0, r = 4]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join('');

/** Faint stars scattered over the sky (a fixed pseudo-random field). */
const FIELD = Array.from({ length: 46 }, (_, i) => `M${(i * 83) % 375} ${(i * 47) % 118}h.1`).join('');

/** Meteors: head [x, y], tail length. */
const METEORS: readonly [x: number, y: number, length: number][] = [
  [236, 30, 1],
  [330, 14, 0.7],
  [176, 78, 0.6],
  [98, 26, 0.55],
  [300, 70, 0.8],
  [46, 70, 0.45],
  [366, 46, 0.5],
];

/** The meteor shower wishes: meteors over a hill, a golden wishing star, a small telescope. Canvas #081A3A. */
export function MeteorHero() {
  const id = useId();
  const u = (name: string) => `url(#${id}-${name})`;
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#0A1240" />
          <stop offset=".6" stopColor="#173E84" />
          <stop offset="1" stopColor="#081A3A" />
        </linearGradient>
        <radialGradient id={`${id}-band`}>
          <stop offset="0" stopColor="#7FE3FF" stopOpacity=".35" />
          <stop offset="1" stopColor="#7FE3FF" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-trail`}>
          <stop offset="0" stopColor="#fff" />
          <stop offset=".15" stopColor="#7FE3FF" />
          <stop offset="1" stopColor="#7FE3FF" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-goldTrail`}>
          <stop offset="0" stopColor="#FFF1B0" />
          <stop offset=".25" stopColor="#FFC83D" stopOpacity=".6" />
          <stop offset="1" stopColor="#FFC83D" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={`${id}-halo`}>
          <stop offset="0" stopColor="#FFE9A0" stopOpacity=".9" />
          <stop offset=".35" stopColor="#FFC83D" stopOpacity=".35" />
          <stop offset="1" stopColor="#FFC83D" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FFFBE0" />
          <stop offset=".5" stopColor="#FFD34D" />
          <stop offset="1" stopColor="#E08A12" />
        </linearGradient>
        <linearGradient id={`${id}-hill`} x2="0" y2="1">
          <stop offset="0" stopColor="#1B4A8C" />
          <stop offset=".7" stopColor="#081A3A" />
        </linearGradient>
        <linearGradient id={`${id}-far`} x2="0" y2="1">
          <stop offset="0" stopColor="#2A5AA8" />
          <stop offset="1" stopColor="#081A3A" />
        </linearGradient>
        <linearGradient id={`${id}-tube`} x2="0" y2="1">
          <stop offset="0" stopColor="#F4F8FF" />
          <stop offset=".5" stopColor="#A9C4F0" />
          <stop offset="1" stopColor="#4D6FB3" />
        </linearGradient>
        <path id={`${id}-meteor`} d="M0-2L100-.4V.4L0 2A2 2 0 0 1 0-2z" fill={`url(#${id}-trail)`} />
      </defs>
      <rect width="375" height="200" fill={u('sky')} />
      <ellipse cx="200" cy="60" rx="220" ry="34" fill={u('band')} transform="rotate(-18 200 60)" />
      <path d={FIELD} stroke="#fff" strokeWidth="1.6" strokeLinecap="round" opacity=".7" />
      {METEORS.map(([x, y, l]) => (
        <use key={`${x}-${y}`} href={`#${id}-meteor`} transform={`translate(${x} ${y}) rotate(-32) scale(${l})`} />
      ))}
      <path d={glints(...METEORS.map(([x, y, l]) => [x, y, 4 * l + 2]))} fill="#fff" />
      <path d="M0 136C60 112 120 104 190 116S300 110 375 100V200H0z" fill={u('far')} opacity=".8" />
      <g transform="translate(118 46)">
        <path d="M0-5L130-.5V.5L0 5z" fill={u('goldTrail')} transform="rotate(-32)" />
        <circle r="34" fill={u('halo')} />
        <path d="M0-30Q2-2 30 0Q2 2 0 30Q-2 2-30 0Q-2-2 0-30z" fill="#FFF6D0" opacity=".85" />
        <path
          d="M0-17L5-6.5L16.5-5L8 3L10.5 14.5L0 9L-10.5 14.5L-8 3L-16.5-5L-5-6.5z"
          fill={u('gold')}
          stroke="#FFF6D0"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <path d="M-3-8L-9-4" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </g>
      <path
        d="M30 128l-8 14h16zM30 122l-6 12h12zM50 122l-9 18h18zM50 114l-7 14h14zM344 104l-7 14h14zM344 98l-5 10h10z"
        fill="#0E2A5E"
      />
      <path d="M0 150C80 140 150 126 232 118C290 112 340 116 375 124V200H0z" fill={u('hill')} />
      <path
        d="M0 150C80 140 150 126 232 118C290 112 340 116 375 124"
        stroke="#7FE3FF"
        strokeWidth="1.5"
        fill="none"
        opacity=".55"
      />
      <g transform="translate(286 110) scale(1.25)">
        <path d="M0-6L-12 12M0-6L12 12M0-6V14" stroke="#0B1E45" strokeWidth="3" strokeLinecap="round" />
        <path d="M0-6L-12 12M0-6V14" stroke="#5C86C9" strokeWidth="1.2" strokeLinecap="round" />
        <g transform="translate(0 -10) rotate(19)">
          <path d="M10-4L-40-8V8L10 4z" fill={u('tube')} stroke="#2C4A86" strokeWidth="1" />
          <rect x="-46" y="-10" width="8" height="20" rx="2" fill={u('gold')} />
          <rect x="8" y="-5" width="8" height="10" rx="2" fill={u('gold')} />
          <path d="M-30-3L4-1" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" opacity=".8" />
        </g>
        <circle cy="-8" r="3.5" fill={u('gold')} />
      </g>
      <path
        d="M254 126q2-7 4 0q3-9 5 0M316 120q2-6 4 0q3-8 5 0M40 148q2-6 4 0q3-8 5 0"
        stroke="#2A5AA8"
        strokeWidth="1.5"
        fill="none"
      />
      <path d={glints([70, 100, 4], [214, 96, 3], [350, 88, 4], [22, 24, 3])} fill="#CFF4FF" />
    </svg>
  );
}
