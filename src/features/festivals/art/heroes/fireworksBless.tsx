import { useId } from 'react';

const VIOLET = '#1A0B3D';
/** Sky lanterns: x, y, scale, opacity (far ones small and dim). */
const LANTERNS = [
  [196, 18, 0.45, 0.6],
  [112, 24, 0.6, 0.7],
  [40, 52, 0.8, 0.85],
  [270, 74, 0.7, 0.8],
  [16, 118, 0.5, 0.6],
  [342, 104, 0.9, 0.9],
  [86, 100, 1.15, 0.95],
  [228, 92, 1.35, 1],
  [152, 62, 2, 1],
];
/** Blessing cards: x, y, tilt, red or gold. */
const CARDS = [
  [152, 112, 6, 0],
  [52, 78, -16, 1],
  [292, 110, 14, 0],
];
/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
/** Two banks of cloud along the bottom: x, y, radius. */
const bank = (y: number, seed: number) =>
  Array.from({ length: 17 }, (_, i) => [i * 24 - 8, y + rnd(i + seed) * 14, 10 + rnd(i * 3 + seed + 50) * 18]);
const CLOUDS = [
  [bank(124, 0), '#B07CF5', '#3A1A78'],
  [bank(142, 7), '#8E5BD8', '#2A1258'],
] as const;
const STARS = Array.from(
  { length: 36 },
  (_, i) => `M${(i * i * 31 + i * 67) % 375} ${(i * i * 17 + i * 29) % 130}h0`,
).join('');

/** New Year blessings wall: sky lanterns rising through a violet night, one firework, blessing cards on the wind. */
export function FireworksBlessHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number, opacity?: number) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} opacity={opacity} />
  );
  const burst = 2 * Math.PI * 20;
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#40177E" />
          <stop offset=".55" stopColor="#26104F" />
          <stop offset="1" stopColor={VIOLET} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={VIOLET} stopOpacity="0" />
          <stop offset=".55" stopColor={VIOLET} stopOpacity=".9" />
          <stop offset=".8" stopColor={VIOLET} />
        </linearGradient>
        <linearGradient id={`${id}-body`} x2="0" y2="1">
          <stop offset="0" stopColor="#B8330F" />
          <stop offset=".45" stopColor="#FF7A2A" />
          <stop offset=".8" stopColor="#FFB347" />
          <stop offset="1" stopColor="#FFE7A0" />
        </linearGradient>
        <radialGradient id={`${id}-halo`}>
          <stop offset="0" stopColor="#FF9A3C" stopOpacity=".6" />
          <stop offset=".4" stopColor="#FF9A3C" stopOpacity=".2" />
          <stop offset="1" stopColor="#FF9A3C" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-fire`}>
          <stop offset="0" stopColor="#FFF8D0" />
          <stop offset="1" stopColor="#FFC65A" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-ray`} r=".9">
          <stop offset=".15" stopColor="#fff" stopOpacity="0" />
          <stop offset=".5" stopColor="#FF7AC8" stopOpacity=".7" />
          <stop offset=".85" stopColor="#FFD36B" />
          <stop offset="1" stopColor="#fff" />
        </radialGradient>
        <radialGradient id={`${id}-pink`}>
          <stop offset="0" stopColor="#FF7AC8" stopOpacity=".45" />
          <stop offset="1" stopColor="#FF7AC8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-red`} x2="1" y2="1">
          <stop offset="0" stopColor="#FF5A5F" />
          <stop offset="1" stopColor="#B3122A" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x2="1" y2="1">
          <stop offset="0" stopColor="#FFF1B8" />
          <stop offset=".5" stopColor="#FFD36B" />
          <stop offset="1" stopColor="#D99A26" />
        </linearGradient>
        <g id={`${id}-lantern`}>
          <circle r="36" fill={ref('halo')} />
          <path d="M-10-14Q0-17 10-14L7 12Q0 14-7 12z" fill={ref('body')} />
          <ellipse cy="5" rx="6.5" ry="8" fill={ref('fire')} />
          <path d="M-4-15.5-3 13M4-15.5 3 13" stroke="#A8320C" strokeOpacity=".4" strokeWidth=".8" />
          <path d="M-7.5-12.5-5.5 10" stroke="#FFE0B0" strokeOpacity=".55" strokeWidth="1.4" strokeLinecap="round" />
          <path d="M-7 12Q0 14 7 12v2Q0 16-7 14z" fill="#7A2408" />
          <ellipse cy="17" rx="1.8" ry="2.8" fill="#FFF3B0" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('sky')} />
      <circle cx="150" cy="70" r="150" fill={ref('halo')} opacity=".5" />
      <path d={STARS} stroke="#fff" strokeOpacity=".55" strokeWidth="1.2" strokeLinecap="round" />
      <g transform="translate(316 46) scale(1.15)">
        <circle r="64" fill={ref('pink')} />
        <circle
          r="20"
          fill="none"
          stroke={ref('ray')}
          strokeWidth="30"
          strokeDasharray={`${burst * 0.005} ${burst * 0.037}`}
        />
        <circle
          r="36"
          fill="none"
          stroke="#FFD36B"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeDasharray={`0 ${(2 * Math.PI * 36) / 28}`}
        />
        <circle
          r="42"
          fill="none"
          stroke="#FF9AD5"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeDasharray={`0 ${(2 * Math.PI * 42) / 28}`}
          transform="rotate(6)"
        />
        <circle r="9" fill={ref('fire')} />
      </g>
      {CLOUDS.map(([circles, rim, body]) =>
        [rim, body].map((fill, lit) => (
          <g key={fill} fill={fill} opacity={lit ? 1 : 0.7}>
            {circles.map(([x, y, r]) => (
              <circle key={x} cx={x} cy={y! + lit * 2} r={r} />
            ))}
          </g>
        )),
      )}
      {LANTERNS.map(([x, y, s, o], i) => use('lantern', `translate(${x} ${y}) scale(${s})`, i, o))}
      <path d="M152 96v9" stroke="#FFD36B" strokeWidth=".8" />
      {CARDS.map(([x, y, r, gold]) => (
        <g key={x} transform={`translate(${x} ${y}) rotate(${r})`}>
          <path
            d="M0-8c-4-6-10-6-12-2M0-8c4-6 10-4 11 2"
            fill="none"
            stroke={gold ? '#FF5A5F' : '#FFD36B'}
            strokeWidth="1.4"
            strokeLinecap="round"
          />
          <rect x="-8" y="-8" width="16" height="22" rx="2.5" fill={ref(gold ? 'gold' : 'red')} />
          <rect x="-5.5" y="-5.5" width="11" height="17" rx="1" fill="none" stroke={gold ? '#B3122A' : '#FFD36B'} />
          <path d="M0-1l3.5 4-3.5 4-3.5-4z" fill={gold ? '#D81E3A' : '#FFD36B'} />
          <circle cy="-5" r="1.3" fill="#fff" opacity=".8" />
        </g>
      ))}
      <rect y="124" width="375" height="76" fill={ref('fade')} />
      {[
        [300, 100, 4],
        [24, 20, 4],
        [204, 60, 5],
        [360, 12, 3],
        [120, 90, 3],
        [250, 20, 3.5],
      ].map(([x, y, s], i) => use('spark', `translate(${x} ${y}) scale(${s})`, i))}
    </svg>
  );
}
