import { useId } from 'react';

const INDIGO = '#141B4D';
/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
/** Stars thick along the milky way (it runs up to the right at 22°), thin elsewhere. */
const BAND = Array.from({ length: 110 }, (_, i) => {
  const t = (rnd(i) - 0.5) * 480;
  const n = (rnd(i + 300) - 0.5) * (rnd(i + 600) * 70);
  return `M${(188 + t * 0.93 + n * 0.37).toFixed(1)} ${(84 - t * 0.37 + n * 0.93).toFixed(1)}h0`;
}).join('');
const STARS = Array.from(
  { length: 26 },
  (_, i) => `M${(i * i * 31 + i * 67) % 375} ${(i * i * 17 + i * 29) % 140}h0`,
).join('');
/**
 * Ten magpies along the arch from (30,128) over (188,70) to (345,128); the halves fly to meet in the middle. Drawn from
 * the middle outwards, so each bird's head lies over the tail of the one ahead.
 */
const BIRDS = [4, 5, 3, 6, 2, 7, 1, 8, 0, 9].map((i) => {
  const t = (i + 0.5) / 10;
  const angle = (Math.atan2(-232 * (1 - 2 * t), 315) * 180) / Math.PI;
  return `translate(${30 + 315 * t} ${128 - 232 * t * (1 - t)}) rotate(${angle.toFixed(1)}) scale(${i < 5 ? 1 : -1} 1)`;
});
/** Two banks of cloud under the bridge: x, y, radius. */
const bank = (y: number, seed: number) =>
  Array.from({ length: 17 }, (_, i) => [i * 24 - 8, y + rnd(i + seed) * 14, 10 + rnd(i * 3 + seed + 50) * 18]);
const CLOUDS = [
  [bank(138, 3), '#7F8CF0', '#262F82'],
  [bank(152, 9), '#5A67D6', '#1A2266'],
] as const;

/** Qixi: a bridge of magpies across the milky way under a crescent moon, a lantern at each end. */
export function MagpieHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#2E2A86" />
          <stop offset=".55" stopColor="#1B2263" />
          <stop offset="1" stopColor={INDIGO} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={INDIGO} stopOpacity="0" />
          <stop offset=".5" stopColor={INDIGO} stopOpacity=".9" />
          <stop offset=".8" stopColor={INDIGO} />
        </linearGradient>
        <radialGradient id={`${id}-milk`}>
          <stop offset="0" stopColor="#F2EEFF" stopOpacity=".7" />
          <stop offset=".5" stopColor="#A99BFF" stopOpacity=".25" />
          <stop offset="1" stopColor="#A99BFF" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-pink`}>
          <stop offset="0" stopColor="#FF8FB8" stopOpacity=".55" />
          <stop offset="1" stopColor="#FF8FB8" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-moon`} fx=".35" fy=".35">
          <stop offset="0" stopColor="#FFFDF2" />
          <stop offset="1" stopColor="#FFE3A0" />
        </radialGradient>
        <radialGradient id={`${id}-halo`}>
          <stop offset="0" stopColor="#FFF3C8" stopOpacity=".4" />
          <stop offset="1" stopColor="#FFF3C8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-wing`} x1="1" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5A78FF" />
          <stop offset=".5" stopColor="#22307E" />
          <stop offset="1" stopColor="#0A0D26" />
        </linearGradient>
        <radialGradient id={`${id}-lamp`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#FFE6F0" />
          <stop offset=".5" stopColor="#FF8FB8" />
          <stop offset="1" stopColor="#C83C78" />
        </radialGradient>
        <mask id={`${id}-crescent`}>
          <circle cx="322" cy="36" r="19" fill="#fff" />
          <circle cx="331" cy="29" r="16" />
        </mask>
        <g id={`${id}-bird`}>
          <path d="M6-4C6-14 2-22-6-28C-5-20-4-14-2-5z" fill="#1B2270" />
          <path d="M-8 0-31 3.5-32 0-30-2.5-8-3z" fill={ref('wing')} />
          <path d="M-9-1C-6-6 6-7 11-5C13 0 8 4 0 4C-5 4-8 2-9-1z" fill="#0A0D26" />
          <ellipse cx="1.5" cy="1.6" rx="6" ry="2.2" fill="#F4F2FF" />
          <circle cx="11" cy="-4" r="4" fill="#0A0D26" />
          <path d="M14.5-5.2l5 1.6-5 1.2z" fill="#0A0D26" />
          <circle cx="12.4" cy="-4.8" r=".8" fill="#fff" />
          <path
            d="M3-4C0-14-6-22-17-27C-14-23-14-20-12-18C-15-17-14-14-12-12C-13-10-12-8-9-6z"
            fill={ref('wing')}
            stroke="#9FB0FF"
            strokeWidth=".5"
          />
          <path d="M0-6C-2-12-6-17-11-21" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </g>
        <g id={`${id}-lantern`}>
          <circle r="24" fill={ref('pink')} />
          <path d="M-4-12h8l-1 3h-6zM-4 9h8l-1 3h-6z" fill="#FFD36B" />
          <ellipse rx="8.5" ry="10" fill={ref('lamp')} />
          <ellipse rx="4" ry="10" fill="none" stroke="#fff" strokeOpacity=".45" strokeWidth=".7" />
          <path d="M0 12v8M-1.5 13l-1 7M1.5 13l1 7" stroke="#FFD36B" strokeWidth=".9" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('sky')} />
      <g transform="rotate(-22 188 84)">
        <ellipse cx="188" cy="84" rx="270" ry="44" fill={ref('milk')} />
        <ellipse cx="200" cy="80" rx="200" ry="14" fill={ref('milk')} />
        <ellipse cx="150" cy="92" rx="120" ry="20" fill={ref('pink')} opacity=".45" />
      </g>
      <path d={STARS} stroke="#fff" strokeOpacity=".5" strokeWidth="1.2" strokeLinecap="round" />
      <path d={BAND} stroke="#EDEBFF" strokeOpacity=".85" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="322" cy="36" r="48" fill={ref('halo')} />
      <circle cx="322" cy="36" r="19" fill={ref('moon')} mask={ref('crescent')} />
      <circle cx="188" cy="30" r="30" fill={ref('pink')} />
      <path
        d="M188 40c-10-7-12-14-6-18c4-2 6 0 6 2.5c0-2.5 2-4.5 6-2.5c6 4 4 11-6 18z"
        fill="#FF8FB8"
        stroke="#FFD6E6"
        strokeWidth="1"
      />
      <path
        d="M30 128Q188 12 345 128"
        fill="none"
        stroke="#FF8FB8"
        strokeOpacity=".3"
        strokeWidth="26"
        strokeLinecap="round"
      />
      <path
        d="M30 128Q188 12 345 128"
        fill="none"
        stroke="#FFE3EE"
        strokeOpacity=".55"
        strokeWidth="8"
        strokeLinecap="round"
      />
      {BIRDS.map((transform, i) => use('bird', `${transform} scale(1.05)`, i))}
      {CLOUDS.map(([circles, rim, body]) =>
        [rim, body].map((fill, lit) => (
          <g key={fill} fill={fill} opacity={lit ? 1 : 0.7}>
            {circles.map(([x, y, r]) => (
              <circle key={x} cx={x} cy={y! + lit * 2} r={r} />
            ))}
          </g>
        )),
      )}
      {use('lantern', 'translate(24 98) scale(1.25)', 'l')}
      {use('lantern', 'translate(351 98) scale(1.25)', 'r')}
      <rect y="128" width="375" height="72" fill={ref('fade')} />
      {[
        [70, 40, 4],
        [130, 22, 3],
        [250, 30, 5],
        [290, 92, 3],
        [100, 96, 3.5],
        [360, 66, 3],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
