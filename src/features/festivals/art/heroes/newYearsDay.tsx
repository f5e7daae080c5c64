import { useId } from 'react';

const NIGHT = '#0B0F2E';
/** Burst colours: gold, magenta, cyan. */
const COLOURS = ['#FFD36B', '#FF5AD9', '#4FE6FF'];
/** Three big bursts: x, y, radius, colour. */
const BURSTS: [number, number, number, number][] = [
  [86, 62, 40, 1],
  [292, 52, 42, 2],
  [190, 56, 54, 0],
];
/** Small late bursts. */
const SMALL: [number, number, number, number][] = [
  [30, 24, 14, 2],
  [355, 108, 12, 1],
  [140, 16, 11, 2],
  [234, 118, 10, 0],
];
/** Far and near skylines: building widths and heights from the bottom edge. */
const FAR = [
  18, 60, 12, 74, 22, 52, 10, 86, 26, 64, 16, 78, 30, 56, 14, 92, 24, 68, 18, 54, 12, 82, 28, 62, 20, 72, 16, 58, 24,
  80, 14, 66, 26, 54, 20, 88, 14, 62, 18, 76,
];
const NEAR = [
  14, 46, 20, 58, 10, 40, 24, 66, 16, 50, 22, 62, 12, 44, 26, 56, 18, 70, 20, 48, 14, 60, 24, 42, 22, 64, 18, 50, 26,
  58, 12, 44, 22, 62, 20, 48, 16, 52, 20, 60,
];

/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};

function skyline(sizes: number[]) {
  let d = 'M0 200';
  for (let i = 0; i < sizes.length; i += 2) d += `V${200 - sizes[i + 1]!}h${sizes[i]!}`;
  return `${d}H375V200z`;
}

function windows(sizes: number[]) {
  let d = '';
  let x = 0;
  for (let i = 0; i < sizes.length; i += 2) {
    const w = sizes[i]!;
    for (let y = 206 - sizes[i + 1]!; y < 190; y += 6)
      for (let wx = x + 3; wx < x + w - 2; wx += 4) if (rnd(wx * 31 + y) < 0.34) d += `M${wx} ${y}h1.4`;
    x += w;
  }
  return d;
}

const STARS = Array.from(
  { length: 44 },
  (_, i) => `M${(i * i * 29 + i * 83) % 375} ${(i * i * 13 + i * 41) % 120}h0`,
).join('');

/** Falling glitter under a burst: angle and distance in radii. */
const GLITTER = Array.from({ length: 14 }, (_, i): [number, number] => [i * 2.4, 1.05 + rnd(i) * 0.45]);

/** Taipei-101-like tower: a base, six flared storeys, a crown and a mast. */
const TOWER = `M255 200V146h14v54z${[0, 1, 2, 3, 4, 5].map((k) => `M255 ${146 - k * 9}l-3-9h20l-3 9z`).join('')}M257 92h10v-5h-10zM261 87V70h2v17z`;

/** New Year's Day firework ranking: three big bursts over a night skyline, rockets still rising. */
export function NewYearsDayHero() {
  const id = useId();
  const ref = (name: string | number) => `url(#${id}-${name})`;
  const burst = ([x, y, r, c]: [number, number, number, number], key: number) => {
    const a = r * 0.55;
    const step = (2 * Math.PI * a) / 28;
    const tip = (2 * Math.PI * r) / 28;
    return (
      <g key={key} transform={`translate(${x} ${y})`}>
        <circle r={r * 1.7} fill={ref(`h${c}`)} />
        <circle
          r={a}
          fill="none"
          stroke={ref(`r${c}`)}
          strokeWidth={r * 0.8}
          strokeDasharray={`${step * 0.14} ${step * 0.86}`}
        />
        <circle
          r={r * 0.4}
          fill="none"
          stroke={ref(`r${c}`)}
          strokeWidth={r * 0.5}
          strokeDasharray={`${step * 0.1} ${step * 0.9}`}
          transform="rotate(6)"
        />
        <circle
          r={r}
          fill="none"
          stroke={COLOURS[c]}
          strokeWidth={r / 13}
          strokeLinecap="round"
          strokeDasharray={`0 ${tip}`}
          transform="rotate(.6)"
        />
        <circle
          r={r * 1.18}
          fill="none"
          stroke="#fff"
          strokeWidth={r / 24}
          strokeLinecap="round"
          strokeDasharray={`0 ${tip * 1.18}`}
          transform="rotate(7)"
        />
        <path
          d={GLITTER.map(([t, k]) => `M${Math.cos(t) * r * k} ${Math.sin(t) * r * k + r * 0.3}h0`).join('')}
          stroke={COLOURS[c]}
          strokeWidth={r / 22}
          strokeLinecap="round"
        />
        <circle r={r * 0.22} fill={ref('core')} />
      </g>
    );
  };
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#2B1A6B" />
          <stop offset=".6" stopColor="#151A52" />
          <stop offset="1" stopColor={NIGHT} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={NIGHT} stopOpacity="0" />
          <stop offset=".5" stopColor={NIGHT} stopOpacity=".85" />
          <stop offset=".8" stopColor={NIGHT} />
        </linearGradient>
        <linearGradient id={`${id}-trail`} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#FFE9A8" stopOpacity="0" />
          <stop offset="1" stopColor="#FFF4D6" />
        </linearGradient>
        <radialGradient id={`${id}-core`}>
          <stop offset=".2" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-haze`} cy=".8">
          <stop offset="0" stopColor="#E0409F" stopOpacity=".55" />
          <stop offset=".6" stopColor="#5B2CA8" stopOpacity=".25" />
          <stop offset="1" stopColor="#5B2CA8" stopOpacity="0" />
        </radialGradient>
        {COLOURS.map((c, i) => [
          <radialGradient key={`h${c}`} id={`${id}-h${i}`}>
            <stop offset="0" stopColor={c} stopOpacity=".5" />
            <stop offset=".45" stopColor={c} stopOpacity=".16" />
            <stop offset="1" stopColor={c} stopOpacity="0" />
          </radialGradient>,
          <radialGradient key={`r${c}`} id={`${id}-r${i}`} r=".86">
            <stop offset=".15" stopColor="#fff" stopOpacity="0" />
            <stop offset=".45" stopColor={c} stopOpacity=".6" />
            <stop offset=".85" stopColor={c} />
            <stop offset="1" stopColor="#fff" />
          </radialGradient>,
        ])}
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('sky')} />
      <path d={STARS} stroke="#fff" strokeOpacity=".6" strokeWidth="1.3" strokeLinecap="round" />
      <ellipse cx="188" cy="140" rx="240" ry="70" fill={ref('haze')} />
      {[
        'M96 150Q90 120 86 76',
        'M200 150Q210 110 190 74',
        'M300 150Q310 100 292 70',
        'M130 150Q126 122 134 96',
        'M236 150Q246 124 246 90',
      ].map((d, i) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke={ref('trail')}
          strokeWidth={i > 2 ? 1.6 : 1}
          strokeOpacity={i > 2 ? 1 : 0.5}
        />
      ))}
      <circle cx="134" cy="96" r="2.2" fill="#fff" />
      <circle cx="246" cy="90" r="2.2" fill="#fff" />
      {SMALL.map(burst)}
      {BURSTS.map(burst)}
      <path d={skyline(FAR)} fill="#241F66" stroke="#8F6BFF" strokeOpacity=".5" />
      <path d={windows(FAR)} stroke="#A9B8FF" strokeOpacity=".35" strokeWidth="1.6" />
      <path d={`${skyline(NEAR)}${TOWER}`} fill="#080A24" stroke="#C15BE0" strokeOpacity=".35" />
      <path d={windows(NEAR)} stroke="#FFD36B" strokeWidth="2" />
      <rect y="128" width="375" height="72" fill={ref('fade')} />
      {[
        [40, 98, 5],
        [160, 112, 4],
        [330, 18, 6],
        [226, 20, 3.5],
        [16, 70, 3],
      ].map(([x, y, s]) => (
        <use key={x} href={`#${id}-spark`} transform={`translate(${x} ${y}) scale(${s})`} />
      ))}
    </svg>
  );
}
