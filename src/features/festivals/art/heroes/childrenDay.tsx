import { useId } from 'react';

const SKY = '#1E5FD0';
const RED = '#FF4D5E';
const YELLOW = '#FFD23B';
const GREEN = '#3FD065';
const BLUE = '#3FB6FF';
/** Rainbow bands from the outside in. */
const RAINBOW = [RED, '#FF9F2E', YELLOW, GREEN, BLUE, '#9B6BFF'];
/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
/** Candy confetti: x, y, colour. */
const DOTS = Array.from({ length: 18 }, (_, i) => [rnd(i) * 375, rnd(i + 20) * 120, i % 4]);
/** Toy blocks: x, y, colour, and the white shape on each. */
const BLOCKS: [number, number, string, string][] = [
  [140, 122, RED, 'M0-6l1.8 3.8 4.2.5-3.1 2.9.8 4.2L0 3.4-3.7 5.4l.8-4.2-3.1-2.9 4.2-.5z'],
  [165, 122, GREEN, 'M-5 5 0-6l5 11z'],
  [152, 98, BLUE, 'M0-5.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 1 0 0-11z'],
];

/** Children's Day: a rainbow, a kite held by a teddy, balloons, toy blocks, candy confetti. */
export function ChildrenDayHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string, color?: string) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} color={color} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#8FD0FF" />
          <stop offset=".55" stopColor="#4A93F0" />
          <stop offset="1" stopColor={SKY} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={SKY} stopOpacity="0" />
          <stop offset=".5" stopColor={SKY} stopOpacity=".9" />
          <stop offset=".8" stopColor={SKY} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#fff" stopOpacity=".7" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-gloss`} fx=".3" fy=".25">
          <stop offset="0" stopColor="#fff" stopOpacity=".7" />
          <stop offset=".45" stopColor="#fff" stopOpacity="0" />
          <stop offset=".8" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity=".25" />
        </radialGradient>
        <radialGradient id={`${id}-fur`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#E0A06A" />
          <stop offset=".6" stopColor="#B06A35" />
          <stop offset="1" stopColor="#7A4420" />
        </radialGradient>
        <linearGradient id={`${id}-puff`} x2="0" y2="1">
          <stop offset=".3" stopColor="#fff" />
          <stop offset="1" stopColor="#CFE6FF" />
        </linearGradient>
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
        <g id={`${id}-block`}>
          <path d="M-11-11h22v22h-22zM-11-11l6-6h22l-6 6zM11-11l6-6v22l-6 6z" fill="currentColor" />
          <path d="M-11-11l6-6h22l-6 6z" fill="#fff" opacity=".4" />
          <path d="M11-11l6-6v22l-6 6z" fill="#000" opacity=".2" />
          <path d="M-9.5-9v18" stroke="#fff" strokeOpacity=".45" strokeWidth="1.4" strokeLinecap="round" />
        </g>
        <g id={`${id}-bow`}>
          <path d="M0 0-5-3v6zM0 0l5-3v6z" fill="currentColor" />
          <circle r="1.4" fill="currentColor" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('sky')} />
      <circle cx="188" cy="80" r="130" fill={ref('glow')} opacity=".5" />
      <g fill="none" strokeWidth="8.4">
        {RAINBOW.map((c, i) => {
          const r = 128 - i * 8;
          return <path key={c} d={`M${188 - r} 134V130A${r} ${r} 0 0 1 ${188 + r} 130V134`} stroke={c} />;
        })}
        <path d="M63 130A125 125 0 0 1 313 130" stroke="#fff" strokeOpacity=".4" strokeWidth="1.6" />
      </g>
      {DOTS.map(([x, y, c]) => (
        <rect
          key={x}
          x={x}
          y={y}
          width="3.5"
          height="7"
          rx="1.5"
          fill={[RED, YELLOW, GREEN, '#fff'][c!]}
          transform={`rotate(${x! % 90} ${x} ${y})`}
        />
      ))}
      {use('cloud', 'translate(80 122) scale(1.3)', 'c1')}
      {use('cloud', 'translate(298 122) scale(-1.3 1.3)', 'c2')}
      {use('cloud', 'translate(250 20) scale(.6)', 'c3')}
      <path d="M22 108C24 96 30 92 30 84M40 104C44 92 50 86 52 76M30 84" fill="none" stroke="#fff" strokeWidth=".9" />
      {use('balloon', 'translate(52 58)', 'b1', RED)}
      {use('balloon', 'translate(28 66) scale(.85)', 'b2', YELLOW)}
      <path d="M240 100C280 90 300 80 332 60" fill="none" stroke="#fff" strokeOpacity=".9" strokeWidth=".9" />
      <g transform="translate(336 40) rotate(-14)">
        <path d="M0 26c-6 8 6 14 0 22s-10 12-14 18" fill="none" stroke="#fff" strokeWidth=".9" />
        {use('bow', 'translate(1 36)', 'k1', YELLOW)}
        {use('bow', 'translate(-2 50)', 'k2', RED)}
        {use('bow', 'translate(-11 62)', 'k3', GREEN)}
        <path d="M0-22-16 0H0z" fill={RED} />
        <path d="M0-22 16 0H0z" fill={YELLOW} />
        <path d="M16 0 0 26V0z" fill={BLUE} />
        <path d="M-16 0 0 26V0z" fill={GREEN} />
        <path d="M0-22-16 0 0 26 16 0z" fill={ref('gloss')} />
        <path d="M0-22V26M-16 0h32" stroke="#8A5A2B" strokeWidth="1" />
      </g>
      {BLOCKS.map(([x, y, c, shape]) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          {use('block', 'scale(1.1)', 'b', c)}
          <path d={shape} fill="#fff" />
        </g>
      ))}
      <g transform="translate(222 112)">
        <ellipse cy="22" rx="24" ry="4" fill="#0B3A8A" opacity=".3" />
        <circle cx="-11" cy="-30" r="6" fill={ref('fur')} />
        <circle cx="11" cy="-30" r="6" fill={ref('fur')} />
        <circle cx="-11" cy="-30" r="3" fill="#F2C08A" />
        <circle cx="11" cy="-30" r="3" fill="#F2C08A" />
        <ellipse cx="-13" rx="5" ry="8" fill={ref('fur')} transform="rotate(30 -13 0)" />
        <ellipse cy="4" rx="13" ry="14" fill={ref('fur')} />
        <ellipse cy="6" rx="8" ry="9" fill="#F5D3A8" />
        <ellipse cx="15" cy="-6" rx="5" ry="8" fill={ref('fur')} transform="rotate(-40 15 -6)" />
        <ellipse cx="-8" cy="16" rx="7" ry="6" fill={ref('fur')} />
        <ellipse cx="8" cy="16" rx="7" ry="6" fill={ref('fur')} />
        <ellipse cx="-8" cy="17" rx="3.5" ry="3" fill="#F5D3A8" />
        <ellipse cx="8" cy="17" rx="3.5" ry="3" fill="#F5D3A8" />
        <circle cy="-20" r="14" fill={ref('fur')} />
        <ellipse cy="-15" rx="6.5" ry="5" fill="#F5D3A8" />
        <ellipse cy="-17" rx="2.4" ry="1.8" fill="#3A2010" />
        <path d="M-2-13q2 2 4 0" fill="none" stroke="#3A2010" strokeWidth=".8" />
        <path d="M-5.5-23h0M5.5-23h0" stroke="#2A160A" strokeWidth="3.6" strokeLinecap="round" />
        <path d="M-6-23.8h0M5-23.8h0" stroke="#fff" strokeWidth="1" strokeLinecap="round" />
        <path d="M-6-26a3 3 0 0 1 4-2" fill="none" stroke="#fff" strokeOpacity=".5" strokeLinecap="round" />
        {use('bow', 'translate(0 -6) scale(1.1)', 'tie', RED)}
      </g>
      <rect y="130" width="375" height="70" fill={ref('fade')} />
      {[
        [120, 40, 4],
        [262, 62, 5],
        [200, 30, 3],
        [90, 100, 3.5],
        [300, 110, 3],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
