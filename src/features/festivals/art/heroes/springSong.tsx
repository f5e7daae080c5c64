import { useId } from 'react';

const PINE = '#0E3B2E';
/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
/** The microphone's diamond mesh: diagonals every 3.6 units both ways across its head. */
const MESH = Array.from({ length: 30 }, (_, i) => `M${-80 + i * 3.6}-60l52 52m-52 0 52-52`).join('');
/** Cherry blossoms: x, y, scale, turn. */
const BLOOMS = [
  [150, 124, 1.1, 10],
  [134, 108, 0.8, 40],
  [166, 102, 1.2, 0],
  [198, 94, 1.3, 20],
  [222, 80, 0.9, 50],
  [238, 60, 1.1, 5],
  [250, 40, 0.8, 30],
  [180, 118, 0.7, 60],
];
/** Falling petals: x, y, scale, turn. */
const PETALS = Array.from({ length: 14 }, (_, i) => [
  rnd(i) * 375,
  10 + rnd(i + 50) * 120,
  1 + rnd(i + 9) * 1.2,
  i * 47,
]);

/** Spring singing contest: a silver stage microphone wrapped in cherry blossom, music notes, falling petals. */
export function SpringSongHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-bg`} x2="0" y2="1">
          <stop offset="0" stopColor="#23785A" />
          <stop offset=".55" stopColor="#155640" />
          <stop offset="1" stopColor={PINE} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={PINE} stopOpacity="0" />
          <stop offset=".5" stopColor={PINE} stopOpacity=".9" />
          <stop offset=".8" stopColor={PINE} />
        </linearGradient>
        <linearGradient id={`${id}-beam`} x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity=".35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#FFD6E2" stopOpacity=".6" />
          <stop offset=".4" stopColor="#FFB3C7" stopOpacity=".2" />
          <stop offset="1" stopColor="#FFB3C7" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-head`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#fff" />
          <stop offset=".4" stopColor="#DCE3EA" />
          <stop offset=".85" stopColor="#8C99A6" />
          <stop offset="1" stopColor="#56636F" />
        </radialGradient>
        <linearGradient id={`${id}-body`}>
          <stop offset="0" stopColor="#3A454F" />
          <stop offset=".35" stopColor="#D5DCE2" />
          <stop offset=".45" stopColor="#F7F9FB" />
          <stop offset=".75" stopColor="#8A96A2" />
          <stop offset="1" stopColor="#3A454F" />
        </linearGradient>
        <linearGradient id={`${id}-ring`}>
          <stop offset="0" stopColor="#A8405F" />
          <stop offset=".4" stopColor="#FFB3C7" />
          <stop offset=".55" stopColor="#FFE6EE" />
          <stop offset="1" stopColor="#C85A7C" />
        </linearGradient>
        <radialGradient id={`${id}-sakura`} gradientUnits="userSpaceOnUse" r="9">
          <stop offset="0" stopColor="#FFF6F9" />
          <stop offset=".6" stopColor="#FFB3C7" />
          <stop offset="1" stopColor="#FF7FA5" />
        </radialGradient>
        <linearGradient id={`${id}-silver`} x2="1" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="#AEB9C4" />
        </linearGradient>
        <clipPath id={`${id}-ball`}>
          <circle cy="-34" r="26" />
        </clipPath>
        <g id={`${id}-bloom`}>
          {[0, 72, 144, 216, 288].map((a) => (
            <path
              key={a}
              d="M0 0C-3.5-2-5-6-2.5-9L0-7.8 2.5-9C5-6 3.5-2 0 0z"
              fill={ref('sakura')}
              transform={`rotate(${a})`}
            />
          ))}
          <path d="M0 0 0-4M0 0l3.8-1.2M0 0l2.4 3.2M0 0l-2.4 3.2M0 0l-3.8-1.2" stroke="#E0557F" strokeWidth=".6" />
          <circle r="1.5" fill="#FFE08A" />
        </g>
        <path id={`${id}-petal`} d="M0 3C-3 1-3-2-1-3L0-2 1-3C3-2 3 1 0 3z" fill="#FFC2D3" />
        <g id={`${id}-note`} fill={ref('silver')}>
          <ellipse rx="5.5" ry="4" transform="rotate(-20)" />
          <path d="M4.2-1.5V-24h1.6v22.5z" />
          <path d="M5-24c2 5 10 7 7 15c0-5-3-8-7-9z" />
        </g>
        <g id={`${id}-notes`} fill={ref('silver')}>
          <ellipse rx="5.5" ry="4" transform="rotate(-20)" />
          <ellipse cx="16" cy="-4" rx="5.5" ry="4" transform="rotate(-20 16 -4)" />
          <path d="M4.2-1.5V-24h1.6v22.5zM20.2-5.5V-28h1.6v22.5zM4.2-24 21.8-28v5L4.2-19z" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('bg')} />
      <path d="M70-10 140 170H250zM320-10 120 170H230z" fill={ref('beam')} />
      <circle cx="196" cy="60" r="130" fill={ref('glow')} />
      <ellipse cx="190" cy="150" rx="150" ry="24" fill={ref('glow')} />
      <g fill="#FFE6EE" opacity=".14">
        {PETALS.map(([x, y, r]) => (
          <circle key={x} cx={(x! * 7) % 375} cy={y} r={r! * 5} />
        ))}
      </g>
      <circle cx="190" cy="40" r="52" fill={ref('glow')} />
      <circle cx="82" cy="56" r="22" fill={ref('glow')} />
      <circle cx="296" cy="42" r="24" fill={ref('glow')} />
      {use('note', 'translate(82 66) rotate(-12) scale(1.2)', 'n1')}
      {use('notes', 'translate(284 54) rotate(8) scale(1.1)', 'n2')}
      {use('note', 'translate(330 108) rotate(14) scale(.8)', 'n3')}
      {use('notes', 'translate(36 112) rotate(-10) scale(.75)', 'n4')}
      <g transform="translate(202 72) rotate(-18)">
        <path d="M-15 2-8 76Q0 80 8 76L15 2z" fill={ref('body')} />
        <path d="M-6.5 8-3.5 72" stroke="#fff" strokeOpacity=".7" strokeWidth="1.4" strokeLinecap="round" />
        <circle cy="22" r="2.2" fill="#FF6F9C" />
        <path d="M-18-10h36l-3 12h-30z" fill={ref('ring')} />
        <circle cy="-34" r="26" fill={ref('head')} />
        <path d={MESH} clipPath={ref('ball')} stroke="#3E4A56" strokeOpacity=".45" strokeWidth=".6" />
        <circle cy="-34" r="25.4" fill="none" stroke="#4B5866" strokeWidth="1.2" />
        <path d="M-22-20a26 26 0 0 0 44 0" fill="none" stroke="#fff" strokeOpacity=".4" strokeWidth="1.2" />
        <ellipse cx="-9" cy="-47" rx="9" ry="5.5" fill="#fff" opacity=".65" transform="rotate(-35 -9 -47)" />
      </g>
      <path
        d="M120 150C150 140 150 112 174 104S214 92 226 76S244 50 258 34M198 96c10 4 20 2 28-4M166 104c-4-8-2-16 4-22"
        fill="none"
        stroke="#5A2E22"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      {BLOOMS.map(([x, y, s, a]) => use('bloom', `translate(${x} ${y}) rotate(${a}) scale(${s})`, x!))}
      {PETALS.map(([x, y, s, a]) => use('petal', `translate(${x} ${y}) rotate(${a}) scale(${s})`, x!))}
      <rect y="128" width="375" height="72" fill={ref('fade')} />
      {[
        [118, 30, 5],
        [262, 96, 4],
        [60, 24, 3],
        [340, 30, 3.5],
        [224, 14, 3],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
