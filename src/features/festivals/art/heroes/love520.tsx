import { useId } from 'react';

const WINE = '#5A0A2C';
const PINKS = ['#FF4F8B', '#FF86AE', '#F2A58E', '#D61C68'];
/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
/** The wall: staggered rows of hearts, dim and small at the back. */
const WALL = Array.from({ length: 40 }, (_, i) => {
  const row = Math.floor(i / 10);
  return [(i % 10) * 40 + (row % 2) * 20, 14 + row * 32, 0.9 + rnd(i) * 0.6, i];
});
/** Big glossy hearts in front of the wall: x, y, scale, turn, colour. */
const FRONT = [
  [44, 58, 2.4, -14, 0],
  [334, 52, 2.6, 12, 2],
  [96, 22, 1.3, -8, 1],
  [290, 112, 1.5, 16, 0],
  [70, 112, 1.6, -6, 3],
  [262, 24, 1.1, 10, 1],
];

/** 520 confession day: a wall of glossy hearts, a love letter sealed with a heart, a red rose. */
export function Love520Hero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string, color?: string, opacity?: number) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} color={color} opacity={opacity} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-bg`} x2="0" y2="1">
          <stop offset="0" stopColor="#A8184E" />
          <stop offset=".55" stopColor="#7A1040" />
          <stop offset="1" stopColor={WINE} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={WINE} stopOpacity="0" />
          <stop offset=".5" stopColor={WINE} stopOpacity=".9" />
          <stop offset=".8" stopColor={WINE} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#FFC2D6" stopOpacity=".6" />
          <stop offset=".4" stopColor="#FF4F8B" stopOpacity=".25" />
          <stop offset="1" stopColor="#FF4F8B" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-gloss`} fx=".3" fy=".2">
          <stop offset="0" stopColor="#fff" stopOpacity=".75" />
          <stop offset=".45" stopColor="#fff" stopOpacity="0" />
          <stop offset=".75" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity=".3" />
        </radialGradient>
        <linearGradient id={`${id}-paper`} x2="0" y2="1">
          <stop offset="0" stopColor="#FFF7F9" />
          <stop offset="1" stopColor="#FFD3DF" />
        </linearGradient>
        <linearGradient id={`${id}-flap`} x2="0" y2="1">
          <stop offset="0" stopColor="#FFE6EC" />
          <stop offset="1" stopColor="#F5B4C6" />
        </linearGradient>
        <radialGradient id={`${id}-wax`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#FF6A7E" />
          <stop offset=".6" stopColor="#D0102E" />
          <stop offset="1" stopColor="#7E0820" />
        </radialGradient>
        <linearGradient id={`${id}-bloom`} x2="0" y2="1">
          <stop offset="0" stopColor="#FF5A72" />
          <stop offset="1" stopColor="#8A0A24" />
        </linearGradient>
        <linearGradient id={`${id}-stem`} x2="0" y2="1">
          <stop offset="0" stopColor="#5FBF7F" />
          <stop offset="1" stopColor="#1F6B45" />
        </linearGradient>
        <g id={`${id}-heart`}>
          <path id={`${id}-h`} d="M0 8C-10 1-12-6-7-9C-4-11-1-9 0-6C1-9 4-11 7-9C12-6 10 1 0 8z" fill="currentColor" />
          <use href={`#${id}-h`} fill={ref('gloss')} />
          <ellipse cx="-5.5" cy="-5.5" rx="1.6" ry="2.6" fill="#fff" opacity=".85" transform="rotate(40 -5.5 -5.5)" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('bg')} />
      {WALL.map(([x, y, s, i]) =>
        use('heart', `translate(${x} ${y}) scale(${s})`, i!, PINKS[i! % 4], 0.22 + rnd(i! + 7) * 0.28),
      )}
      <circle cx="188" cy="84" r="140" fill={ref('glow')} />
      {FRONT.map(([x, y, s, a, c]) => use('heart', `translate(${x} ${y}) rotate(${a}) scale(${s})`, x!, PINKS[c!]))}
      <g transform="translate(182 80) rotate(-6) scale(1.15)">
        <rect x="-47" y="-27" width="100" height="64" rx="6" fill="#3A0418" opacity=".35" />
        <rect x="-50" y="-32" width="100" height="64" rx="5" fill={ref('paper')} stroke="#E8A48F" strokeWidth="1.6" />
        <path d="M-49 31-8 2M49 31 8 2" stroke="#EFB0C0" strokeWidth="1.2" />
        <path d="M-49-31 0 8l49-39z" fill={ref('flap')} stroke="#E8A48F" strokeWidth="1.4" strokeLinejoin="round" />
        <path d="M-42-26-8-2" stroke="#fff" strokeOpacity=".8" strokeWidth="2" strokeLinecap="round" />
        <path d="M-13 6C-13-4-4-8 2-6C10-9 16 0 12 8C10 16 0 18-6 15C-12 13-13 10-13 6z" fill={ref('wax')} />
        {use('heart', 'translate(0 4) scale(.8)', 'seal', '#E0243A')}
      </g>
      <path d="M248 112Q220 122 198 138" fill="none" stroke={ref('stem')} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M222 124C216 112 228 106 236 112C234 120 228 124 222 124zM210 132C200 130 198 122 206 118C212 122 212 128 210 132z"
        fill={ref('stem')}
      />
      <g transform="translate(258 104) rotate(-30) scale(1.85)">
        <path d="M-11 1C-13-7-6-12 0-10C6-12 13-7 11 1C9 6 5 9 0 9C-5 9-9 6-11 1z" fill={ref('bloom')} />
        <path d="M-7-2C-7-9 7-9 7-2C7 2 3 4 0 4C-3 4-7 2-7-2z" fill={ref('wax')} />
        <path d="M-3.5-4C-2-7 3-7 3.5-4C4-1 0 0-1.5-2.5C-2.5-4 0-5 1-4" fill="none" stroke="#7E0820" />
        <path d="M-11 0C-11 7-5 11 1 11C-3 8-5 3-4-1C-7 0-9 0-11 0z" fill="#C8102E" />
        <path d="M11-1C12 6 6 11-1 11C4 8 6 3 5-2C8-1 10-1 11-1z" fill="#FF5A72" />
        <path d="M-10.5 1C-9 5-6 8-2 9M10.5 0C10 4 7 8 3 9.5" fill="none" stroke="#FFC2CC" strokeOpacity=".7" />
      </g>
      <rect y="128" width="375" height="72" fill={ref('fade')} />
      {[
        [150, 40, 4],
        [232, 48, 5],
        [14, 90, 3],
        [360, 96, 3.5],
        [128, 118, 3],
        [196, 16, 3],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
