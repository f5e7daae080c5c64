import { useId } from 'react';

const BLUE = '#0F4C8A';
const FLAG_COLOURS = ['#E0243A', '#FFD23F', '#fff', '#35C46A'];
/** Pennants along the string from (-5,6) sagging to y 25 at the middle and up to (380,6). */
const FLAGS = Array.from({ length: 15 }, (_, i) => {
  const t = 0.03 + i * 0.067;
  return [-5 + 385 * t, 6 + 76 * t * (1 - t)];
});
/** Balloons tied to the suitcase: x, y, colour. */
const BALLOONS: [number, number, string][] = [
  [216, 70, '#fff'],
  [262, 68, '#FFD23F'],
  [238, 46, '#E0243A'],
];

/** May Day holiday: a big sun, pennants, balloons tied to a suitcase on the hills, a paper plane off on a trip. */
export function MayDayHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string, color?: string) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} color={color} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#4DB4FF" />
          <stop offset=".55" stopColor="#2A80D8" />
          <stop offset="1" stopColor={BLUE} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={BLUE} stopOpacity="0" />
          <stop offset=".5" stopColor={BLUE} stopOpacity=".9" />
          <stop offset=".8" stopColor={BLUE} />
        </linearGradient>
        <radialGradient id={`${id}-halo`}>
          <stop offset="0" stopColor="#FFF6C0" stopOpacity=".9" />
          <stop offset=".3" stopColor="#FFD23F" stopOpacity=".35" />
          <stop offset="1" stopColor="#FFD23F" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-rays`} r=".9">
          <stop offset=".3" stopColor="#FFE37A" stopOpacity=".9" />
          <stop offset="1" stopColor="#FFE37A" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-sun`} fx=".38" fy=".35">
          <stop offset="0" stopColor="#FFFCE6" />
          <stop offset=".55" stopColor="#FFD23F" />
          <stop offset="1" stopColor="#FF9F1C" />
        </radialGradient>
        <linearGradient id={`${id}-puff`} x2="0" y2="1">
          <stop offset=".3" stopColor="#fff" />
          <stop offset="1" stopColor="#CFE6FF" />
        </linearGradient>
        <linearGradient id={`${id}-far`} x2="0" y2="1">
          <stop offset="0" stopColor="#9BE58F" />
          <stop offset=".3" stopColor="#4DB46E" />
          <stop offset=".7" stopColor="#1E6E78" />
        </linearGradient>
        <linearGradient id={`${id}-near`} x2="0" y2="1">
          <stop offset="0" stopColor="#6ED66F" />
          <stop offset=".35" stopColor="#23854D" />
          <stop offset=".7" stopColor="#135C6E" />
        </linearGradient>
        <linearGradient id={`${id}-road`} x2="0" y2="1">
          <stop offset="0" stopColor="#F6E3B0" stopOpacity=".9" />
          <stop offset="1" stopColor="#F6E3B0" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-case`} x2="0" y2="1">
          <stop offset="0" stopColor="#FF6A66" />
          <stop offset=".5" stopColor="#E0243A" />
          <stop offset="1" stopColor="#A8142A" />
        </linearGradient>
        <radialGradient id={`${id}-gloss`} fx=".3" fy=".25">
          <stop offset="0" stopColor="#fff" stopOpacity=".7" />
          <stop offset=".45" stopColor="#fff" stopOpacity="0" />
          <stop offset=".8" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity=".28" />
        </radialGradient>
        <g id={`${id}-cloud`} fill={ref('puff')}>
          <circle cx="-13" r="10" />
          <circle cy="-6" r="14" />
          <circle cx="15" cy="-1" r="10" />
          <rect x="-24" y="-2" width="50" height="12" rx="6" />
        </g>
        <g id={`${id}-balloon`}>
          <path d="M-3 18.5 0 15l3 3.5z" fill="currentColor" />
          <ellipse rx="14" ry="17" fill="currentColor" />
          <ellipse rx="14" ry="17" fill={ref('gloss')} />
          <ellipse cx="-6" cy="-7" rx="2.6" ry="5" fill="#fff" opacity=".85" transform="rotate(30 -6 -7)" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('sky')} />
      <circle cx="86" cy="62" r="120" fill={ref('halo')} />
      <circle
        cx="86"
        cy="62"
        r="44"
        fill="none"
        stroke={ref('rays')}
        strokeWidth="30"
        strokeDasharray={`${(2 * Math.PI * 44) / 36} ${(2 * Math.PI * 44) / 36}`}
      />
      <circle cx="86" cy="62" r="29" fill={ref('sun')} />
      <path d="M68 48a22 22 0 0 1 14-10" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".8" />
      {use('cloud', 'translate(306 34)', 'c1')}
      {use('cloud', 'translate(150 28) scale(.6)', 'c2')}
      {use('cloud', 'translate(350 96) scale(.8)', 'c3')}
      {use('cloud', 'translate(22 112) scale(.7)', 'c4')}
      <path d="M-5 6Q188 44 380 6" fill="none" stroke="#fff" strokeOpacity=".8" />
      {FLAGS.map(([x, y], i) => (
        <path key={x} d={`M${x! - 8} ${y}h16l-8 15z`} fill={FLAG_COLOURS[i % 4]} />
      ))}
      <path d={FLAGS.map(([x, y]) => `M${x} ${y}h8l-8 15z`).join('')} fill="#0B2A55" opacity=".16" />
      <path d="M330 74C300 86 276 70 250 80" fill="none" stroke="#fff" strokeOpacity=".7" strokeDasharray="3 4" />
      <path d="M352 60 330 74l6 2 2 6 5-5z" fill="#fff" />
      <path d="M352 60 336 76l2 6z" fill="#C9DDF2" />
      <path d="M0 118C50 96 110 104 160 116S270 100 375 108V200H0z" fill={ref('far')} />
      <g fill="#2E8F55">
        <circle cx="36" cy="106" r="7" />
        <circle cx="50" cy="104" r="5" />
        <circle cx="300" cy="104" r="6" />
      </g>
      <path d="M0 146C60 118 140 124 200 138S320 122 375 130V200H0z" fill={ref('near')} />
      <path d="M250 170C268 150 300 136 298 124L303 124C312 140 294 158 288 170z" fill={ref('road')} />
      <path
        d="M20 140h0M34 134h0M58 130h0M100 128h0M120 132h0M232 132h0M252 128h0M330 128h0M350 132h0M90 136h0"
        stroke="#FFF4B0"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M176 80C190 84 206 90 214 89M176 80C210 92 244 90 258 86M176 80C204 76 224 70 236 65"
        fill="none"
        stroke="#fff"
        strokeOpacity=".85"
        strokeWidth=".9"
      />
      {BALLOONS.map(([x, y, c]) => use('balloon', `translate(${x} ${y})`, x, c))}
      <g transform="translate(176 108) rotate(-4) scale(1.1)">
        <ellipse cx="4" cy="24" rx="30" ry="4" fill="#0B3A2A" opacity=".35" />
        <path d="M-9-19v-7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v7" fill="none" stroke="#5A2A1A" strokeWidth="3" />
        <rect x="-25" y="-19" width="50" height="38" rx="6" fill={ref('case')} />
        <path d="M-12-19v38M12-19v38" stroke="#9E1026" strokeOpacity=".5" strokeWidth="2" />
        <rect x="-25" y="-3" width="50" height="6" fill="#FFD23F" />
        <circle cx="-15" cy="-10" r="4.5" fill="#fff" />
        <rect x="8" y="6" width="11" height="8" rx="1.5" fill="#35C46A" transform="rotate(-12 13 10)" />
        <path d="M-20-15h14" stroke="#fff" strokeOpacity=".6" strokeWidth="2" strokeLinecap="round" />
        <path d="M-25-13v-6h6M25-13v-6h-6M-25 13v6h6M25 13v6h-6" fill="none" stroke="#7A0E1E" strokeWidth="2.4" />
        <path d="M6-26 16-14" stroke="#5A2A1A" />
        <rect x="12" y="-16" width="9" height="13" rx="2" fill="#FFD23F" transform="rotate(-20 16 -10)" />
        <circle cx="-17" cy="21" r="3" fill="#2A2A3A" />
        <circle cx="17" cy="21" r="3" fill="#2A2A3A" />
      </g>
      <rect y="128" width="375" height="72" fill={ref('fade')} />
      {[
        [128, 76, 4],
        [276, 90, 3.5],
        [200, 20, 3],
        [16, 40, 3],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
