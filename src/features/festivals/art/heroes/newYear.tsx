import { useId } from 'react';

const RED = '#7A0A14';
/** Plum blossoms on the branch: x, y, scale. */
const BLOSSOMS = [
  [10, 30, 0.6],
  [30, 15, 1],
  [62, 2, 0.8],
  [84, 26, 1.1],
  [86, 50, 0.7],
  [120, 21, 0.9],
  [128, 38, 0.7],
  [152, 18, 0.8],
];
/** Firecrackers down the right-hand string: y and side. */
const CRACKERS = [26, 44, 62, 80, 98, 116];

/** Lunar New Year: red lanterns, a plum branch, a gold ingot among coins, a string of firecrackers. */
export function NewYearHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-bg`} x2="0" y2="1">
          <stop offset="0" stopColor="#C4182C" />
          <stop offset=".5" stopColor="#9C1020" />
          <stop offset="1" stopColor={RED} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={RED} stopOpacity="0" />
          <stop offset=".5" stopColor={RED} stopOpacity=".9" />
          <stop offset=".8" stopColor={RED} />
        </linearGradient>
        <linearGradient id={`${id}-g`} x2="0" y2="1">
          <stop offset="0" stopColor="#FFF6C8" />
          <stop offset=".35" stopColor="#FFD36B" />
          <stop offset=".75" stopColor="#E09A22" />
          <stop offset="1" stopColor="#9A5A0A" />
        </linearGradient>
        <radialGradient id={`${id}-dome`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#FFFBE6" />
          <stop offset=".45" stopColor="#FFD36B" />
          <stop offset="1" stopColor="#C07A12" />
        </radialGradient>
        <radialGradient id={`${id}-lamp`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#FF9A7A" />
          <stop offset=".5" stopColor="#E0243A" />
          <stop offset="1" stopColor="#8E0A17" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#FFB04A" stopOpacity=".6" />
          <stop offset=".4" stopColor="#FF6A3A" stopOpacity=".22" />
          <stop offset="1" stopColor="#FF6A3A" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-rays`} r="1">
          <stop offset=".1" stopColor="#FFE6A0" stopOpacity=".4" />
          <stop offset="1" stopColor="#FFD36B" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-petal`}>
          <stop offset="0" stopColor="#fff" />
          <stop offset=".6" stopColor="#FFC2D1" />
          <stop offset="1" stopColor="#F36C8E" />
        </radialGradient>
        <linearGradient id={`${id}-tube`}>
          <stop offset="0" stopColor="#8E0A14" />
          <stop offset=".35" stopColor="#FF5A5A" />
          <stop offset=".7" stopColor="#E0243A" />
          <stop offset="1" stopColor="#7A0A14" />
        </linearGradient>
        <g id={`${id}-lantern`}>
          <circle r="46" fill={ref('glow')} />
          <ellipse rx="22" ry="18" fill={ref('lamp')} />
          <path d="M-10-21h20l-2 5H-8zM-3-24h6v3h-6zM-10 16h20l-2 5H-8z" fill={ref('g')} />
          <ellipse rx="10" ry="12" fill={ref('glow')} />
          <ellipse rx="13" ry="18" fill="none" stroke="#FFD36B" strokeOpacity=".4" strokeWidth=".8" />
          <ellipse rx="5" ry="18" fill="none" stroke="#FFD36B" strokeOpacity=".4" strokeWidth=".8" />
          <ellipse cx="-10" cy="-7" rx="4" ry="7" fill="#fff" opacity=".3" transform="rotate(25 -10 -7)" />
          <path d="M0 20v4M-3 25-5 40M0 25v16M3 25l2 15" stroke="#FFD36B" strokeWidth="1.4" />
          <circle cy="24" r="2.2" fill="#FFD36B" />
        </g>
        <g id={`${id}-coin`}>
          <circle r="12" fill={ref('g')} stroke="#B8760F" />
          <circle r="8.6" fill="none" stroke="#FFF1B0" strokeOpacity=".7" strokeWidth=".8" />
          <rect x="-3.2" y="-3.2" width="6.4" height="6.4" fill="#8E1B12" />
          <path d="M-8-4a9 9 0 0 1 7-5.5" fill="none" stroke="#fff" strokeWidth="1.3" strokeLinecap="round" />
        </g>
        <g id={`${id}-bloom`}>
          {[0, 72, 144, 216, 288].map((a) => (
            <circle key={a} cy="-3.8" r="3.8" fill={ref('petal')} transform={`rotate(${a})`} />
          ))}
          <circle r="1.8" fill="#FFE48A" />
          <path d="M0-3h0M2.8-1h0M1.8 2.4h0M-1.8 2.4h0M-2.8-1h0" stroke="#C2185B" strokeLinecap="round" />
        </g>
        <g id={`${id}-cracker`}>
          <rect x="-4" y="-9" width="8" height="18" rx="2" fill={ref('tube')} />
          <path d="M-4-7h8M-4 6h8" stroke="#FFD36B" strokeWidth="2.4" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#FFF1B0" />
      </defs>
      <rect width="375" height="200" fill={ref('bg')} />
      <circle cx="188" cy="96" r="130" fill={ref('glow')} />
      <circle
        cx="188"
        cy="96"
        r="60"
        fill="none"
        stroke={ref('rays')}
        strokeWidth="120"
        strokeDasharray={`${(2 * Math.PI * 60) / 48} ${(2 * Math.PI * 60) / 48}`}
      />
      <path d="M52 0v38M300 0v30" stroke="#FFD36B" strokeWidth="1.2" />
      {use('lantern', 'translate(52 60) scale(1.05)', 'l')}
      {use('lantern', 'translate(300 52) scale(1.25)', 'r')}
      <path
        d="M-4 22Q40 6 82 26T156 18M40 14q10-12 24-14M100 30q14 10 28 8M82 26q-6 14 4 24"
        fill="none"
        stroke="#3A0E0A"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {BLOSSOMS.map(([x, y, s]) => use('bloom', `translate(${x} ${y}) scale(${s})`, x!))}
      <path d="M352 0Q356 40 350 80T352 134" fill="none" stroke="#FFD36B" strokeWidth="1.2" />
      <path d="M348 10h8l-4 8z" fill="#FFD36B" />
      {CRACKERS.map((y, i) =>
        use('cracker', `translate(${i % 2 ? 358 : 345} ${y}) rotate(${i % 2 ? -40 : 40}) scale(1.3)`, y),
      )}
      <circle cx="352" cy="134" r="26" fill={ref('glow')} />
      {use('spark', 'translate(352 134) scale(11)', 'bang')}
      {use('coin', 'translate(138 98) rotate(-20)', 'c1')}
      {use('coin', 'translate(238 94) rotate(18) scale(1.1)', 'c2')}
      <g transform="translate(188 106) scale(1.18)">
        <ellipse cy="26" rx="54" ry="7" fill="#3A0208" opacity=".45" />
        <path d="M-46-12Q0-4 46-12Q30 4 0 4Q-30 4-46-12z" fill="#A8620E" />
        <ellipse cy="-6" rx="22" ry="19" fill={ref('dome')} />
        <ellipse cx="-7" cy="-15" rx="6" ry="4" fill="#fff" opacity=".7" transform="rotate(-25 -7 -15)" />
        <path d="M-46-12Q-30 4 0 4Q30 4 46-12Q44 22 0 24Q-44 22-46-12z" fill={ref('g')} />
        <path
          d="M-42-8Q-28 6 0 6.5"
          fill="none"
          stroke="#fff"
          strokeOpacity=".75"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </g>
      {use('coin', 'translate(118 126) scale(1 .5)', 'c3')}
      {use('coin', 'translate(258 124) scale(1.05 .52)', 'c4')}
      <rect y="128" width="375" height="72" fill={ref('fade')} />
      {[
        [112, 76, 4],
        [262, 84, 5],
        [196, 58, 3],
        [20, 100, 3],
        [230, 24, 4],
        [160, 130, 3],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
