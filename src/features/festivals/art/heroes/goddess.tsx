import { useId } from 'react';

const PLUM = '#3D1240';
/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
/** Soft bokeh behind everything: x, y, radius. */
const BOKEH = Array.from({ length: 16 }, (_, i) => [rnd(i) * 375, rnd(i + 40) * 130, 3 + rnd(i + 80) * 9]);
/** The bloom: x, y, scale (the middle rose last, on top). */
const ROSES = [
  [112, 128, 1.15],
  [264, 128, 1.15],
  [150, 118, 1.6],
  [226, 118, 1.6],
  [188, 112, 2.1],
];
/** Leaves: x, y, angle. */
const LEAVES = [
  [120, 110, 200],
  [96, 124, 160],
  [256, 110, -20],
  [280, 124, 20],
  [168, 130, 130],
  [208, 130, 50],
];
/** Pearls along the tiara's band. */
const PEARLS = Array.from({ length: 12 }, (_, i) => {
  const x = -44 + i * 8;
  return `M${x} ${(19.5 + 6 * (1 - (x / 51) ** 2)).toFixed(1)}h0`;
}).join('');

/** Goddess festival: a jewelled tiara over a bloom of roses, satin ribbons, sparkles. */
export function GoddessHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-bg`} x2="0" y2="1">
          <stop offset="0" stopColor="#8E3384" />
          <stop offset=".55" stopColor="#5C1A5E" />
          <stop offset="1" stopColor={PLUM} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={PLUM} stopOpacity="0" />
          <stop offset=".5" stopColor={PLUM} stopOpacity=".9" />
          <stop offset=".8" stopColor={PLUM} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#FFE2A8" stopOpacity=".7" />
          <stop offset=".35" stopColor="#FF9CC8" stopOpacity=".3" />
          <stop offset="1" stopColor="#FF9CC8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x2="0" y2="1">
          <stop offset="0" stopColor="#FFF6CC" />
          <stop offset=".4" stopColor="#F6C453" />
          <stop offset=".8" stopColor="#C98A1E" />
          <stop offset="1" stopColor="#8A5A10" />
        </linearGradient>
        <radialGradient id={`${id}-gem`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#FFE0EE" />
          <stop offset=".45" stopColor="#FF4F8B" />
          <stop offset="1" stopColor="#8E0C44" />
        </radialGradient>
        <radialGradient id={`${id}-pearl`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="#E9A8C8" />
        </radialGradient>
        <radialGradient id={`${id}-cup`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#FFF0F6" />
          <stop offset=".5" stopColor="#FFAFCB" />
          <stop offset="1" stopColor="#E0558A" />
        </radialGradient>
        <linearGradient id={`${id}-petal`} x2="0" y2="1">
          <stop offset="0" stopColor="#FF9CC0" />
          <stop offset="1" stopColor="#B8306A" />
        </linearGradient>
        <linearGradient id={`${id}-green`} x2="0" y2="1">
          <stop offset="0" stopColor="#6FCF8F" />
          <stop offset="1" stopColor="#1F6B45" />
        </linearGradient>
        <linearGradient id={`${id}-satin`}>
          <stop offset="0" stopColor="#FFE1EC" />
          <stop offset=".5" stopColor="#FF9CC0" />
          <stop offset="1" stopColor="#D6457E" />
        </linearGradient>
        <g id={`${id}-rose`}>
          <path d="M-11 1C-13-7-6-12 0-10C6-12 13-7 11 1C9 6 5 9 0 9C-5 9-9 6-11 1z" fill={ref('petal')} />
          <path d="M-7-2C-7-9 7-9 7-2C7 2 3 4 0 4C-3 4-7 2-7-2z" fill={ref('cup')} />
          <path d="M-3.5-4C-2-7 3-7 3.5-4C4-1 0 0-1.5-2.5C-2.5-4 0-5 1-4" fill="none" stroke="#C23C6E" />
          <path d="M-11 0C-11 7-5 11 1 11C-3 8-5 3-4-1C-7 0-9 0-11 0z" fill="#F27AA6" />
          <path d="M11-1C12 6 6 11-1 11C4 8 6 3 5-2C8-1 10-1 11-1z" fill="#FFB3CC" />
          <path d="M-10.5 1C-9 5-6 8-2 9M10.5 0C10 4 7 8 3 9.5" fill="none" stroke="#fff" strokeOpacity=".6" />
        </g>
        <g id={`${id}-leaf`}>
          <path d="M0 0C6-6 16-6 22 0C16 6 6 6 0 0z" fill={ref('green')} />
          <path d="M2 0h17" stroke="#B6F0C8" strokeOpacity=".6" strokeWidth=".8" />
        </g>
        <g id={`${id}-ribbon`}>
          <path
            d="M134 64C108 56 96 86 66 84C48 83 38 92 16 90L24 97 14 104C38 108 50 100 66 100C98 102 106 76 134 80z"
            fill={ref('satin')}
          />
          <path
            d="M134 72C106 66 98 94 66 92C48 91 38 98 20 97"
            fill="none"
            stroke="#FFE6F0"
            strokeOpacity=".4"
            strokeWidth="3"
          />
          <path d="M134 64C108 56 96 86 66 84C48 83 38 92 16 90" fill="none" stroke="#fff" strokeOpacity=".7" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#FFF6D8" />
      </defs>
      <rect width="375" height="200" fill={ref('bg')} />
      <g fill="#FFC8DD" opacity=".16">
        {BOKEH.map(([x, y, r]) => (
          <circle key={x} cx={x} cy={y} r={r} />
        ))}
      </g>
      <circle cx="188" cy="70" r="150" fill={ref('glow')} />
      <circle
        cx="188"
        cy="50"
        r="45"
        fill="none"
        stroke="#FFE9B0"
        strokeOpacity=".18"
        strokeWidth="90"
        strokeDasharray={`${(2 * Math.PI * 45) / 64} ${(2 * Math.PI * 45) / 64}`}
      />
      {[0, 1].map((side) => (
        <g key={side} transform={side ? 'matrix(-1 0 0 1 375 0)' : undefined}>
          <use href={`#${id}-ribbon`} />
        </g>
      ))}
      {LEAVES.map(([x, y, a]) => use('leaf', `translate(${x} ${y}) rotate(${a})`, a!))}
      {ROSES.map(([x, y, s]) => use('rose', `translate(${x} ${y}) scale(${s})`, x!))}
      <g transform="translate(188 54) scale(1.18)">
        <path
          d="M-52 14-58-8Q-46 0-36 0L-28-24Q-20-6-10-4L0-38 10-4Q20-6 28-24L36 0Q46 0 58-8L52 14Q0 26-52 14z"
          fill={ref('gold')}
          stroke="#7A4A0C"
          strokeWidth=".8"
        />
        <path d="M-44 8Q-30-6-18 6Q0-12 18 6Q30-6 44 8" fill="none" stroke="#FFF3C0" strokeOpacity=".8" />
        <path
          d="M-52 10-55-3M-31-2-28-17M-7-6-1-29M-46 17Q-20 24 0 24"
          stroke="#fff"
          strokeOpacity=".75"
          strokeWidth="1.6"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M-52 14Q0 26 52 14L50 24Q0 36-50 24z" fill={ref('gold')} stroke="#7A4A0C" strokeWidth=".8" />
        <path d={PEARLS} stroke="#FFF6FA" strokeWidth="3" strokeLinecap="round" />
        <ellipse cy="-9" rx="7" ry="9" fill={ref('gem')} stroke="#FFE9A8" strokeWidth="1.6" />
        <ellipse cx="-2.5" cy="-13" rx="2" ry="3" fill="#fff" opacity=".85" />
        {[-24, 24].map((x) => (
          <circle key={x} cx={x} cy="5" r="4.2" fill={ref('gem')} stroke="#FFE9A8" />
        ))}
        {[
          [0, -38, 4.6],
          [-28, -24, 3.6],
          [28, -24, 3.6],
          [-58, -8, 3],
          [58, -8, 3],
        ].map(([x, y, r]) => (
          <circle key={x} cx={x} cy={y} r={r} fill={ref('pearl')} />
        ))}
      </g>
      <rect y="130" width="375" height="70" fill={ref('fade')} />
      {[
        [120, 36, 6],
        [262, 28, 5],
        [76, 66, 3.5],
        [306, 62, 4],
        [188, 9, 9],
        [24, 30, 3],
        [350, 24, 3.5],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
