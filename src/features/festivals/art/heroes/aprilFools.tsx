import { useId } from 'react';

const PURPLE = '#2B0F4A';
const LIME = '#B8FF3C';
const ORANGE = '#FF8A1F';
const CONFETTI_COLOURS = [LIME, ORANGE, '#FF4FB8', '#3DE0FF', '#FFE14D'];
/** A repeatable scatter in [0, 1). */
const rnd = (i: number) => {
  const x = Math.sin(i * 12.9898 + 4.1414) * 43758.5453;
  return x - Math.floor(x);
};
const CONFETTI = Array.from({ length: 30 }, (_, i) => [rnd(i) * 375, rnd(i + 31) * 136, rnd(i + 62) * 180, i % 5]);
/** The comic burst behind the glove: sixteen points. */
const BURST = `M${Array.from({ length: 32 }, (_, i) => {
  const r = i % 2 ? 27 : 44 + (i % 4) * 3;
  const a = (i * Math.PI) / 16;
  return `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
}).join('L')}z`;
/** The spring from the glove's cuff (194,70) to the box (288,86): a coil of seven turns. */
const SPRING = `M${Array.from({ length: 85 }, (_, i) => {
  const u = i / 84;
  const t = u * Math.PI * 13;
  const along = u * 96 + Math.cos(t) * 4 - 4;
  const across = Math.sin(t) * 9;
  return `${(194 + along * 0.985 - across * 0.17).toFixed(1)} ${(70 + along * 0.17 + across * 0.985).toFixed(1)}`;
}).join('L')}`;
/** Diamonds along the jester's band. */
const DIAMONDS = [-20, -7, 6, 19].map((x) => `M${x} ${27 + (x * x) / 200}l4-4 4 4-4 4z`).join('');

/** April Fools' rooms: a jester's hat, a boxing glove springing out of a box, a comic burst, confetti. */
export function AprilFoolsHero() {
  const id = useId();
  const ref = (name: string) => `url(#${id}-${name})`;
  const use = (name: string, transform: string, key: number | string) => (
    <use key={key} href={`#${id}-${name}`} transform={transform} />
  );
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <defs>
        <linearGradient id={`${id}-bg`} x2="0" y2="1">
          <stop offset="0" stopColor="#6A23A8" />
          <stop offset=".55" stopColor="#431670" />
          <stop offset="1" stopColor={PURPLE} />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor={PURPLE} stopOpacity="0" />
          <stop offset=".5" stopColor={PURPLE} stopOpacity=".9" />
          <stop offset=".8" stopColor={PURPLE} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#FFB04A" stopOpacity=".55" />
          <stop offset=".4" stopColor="#C04AFF" stopOpacity=".2" />
          <stop offset="1" stopColor="#C04AFF" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-pow`}>
          <stop offset="0" stopColor="#FFF6B0" />
          <stop offset=".5" stopColor="#FFC53D" />
          <stop offset="1" stopColor={ORANGE} />
        </radialGradient>
        <linearGradient id={`${id}-glove`} x2="0" y2="1">
          <stop offset="0" stopColor="#FF6A5A" />
          <stop offset=".55" stopColor="#E8283A" />
          <stop offset="1" stopColor="#9A0E24" />
        </linearGradient>
        <linearGradient id={`${id}-lime`} x2="0" y2="1">
          <stop offset="0" stopColor="#E4FF9E" />
          <stop offset=".5" stopColor={LIME} />
          <stop offset="1" stopColor="#6FB80F" />
        </linearGradient>
        <linearGradient id={`${id}-orange`} x2="0" y2="1">
          <stop offset="0" stopColor="#FFC27A" />
          <stop offset=".5" stopColor={ORANGE} />
          <stop offset="1" stopColor="#C85A06" />
        </linearGradient>
        <linearGradient id={`${id}-violet`} x2="0" y2="1">
          <stop offset="0" stopColor="#C08CFF" />
          <stop offset=".5" stopColor="#8B3DFF" />
          <stop offset="1" stopColor="#5418B8" />
        </linearGradient>
        <linearGradient id={`${id}-steel`} x2="1" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="#9AA6B8" />
        </linearGradient>
        <radialGradient id={`${id}-brass`} fx=".35" fy=".3">
          <stop offset="0" stopColor="#FFFBE0" />
          <stop offset=".5" stopColor="#FFD23F" />
          <stop offset="1" stopColor="#B8780A" />
        </radialGradient>
        <g id={`${id}-bell`}>
          <circle r="5.5" fill={ref('brass')} />
          <path d="M-2.5 1.5h5" stroke="#7A4A06" strokeWidth="1.2" strokeLinecap="round" />
        </g>
        <path id={`${id}-spark`} d="M0-1Q.12-.12 1 0Q.12.12 0 1Q-.12.12-1 0Q-.12-.12 0-1z" fill="#fff" />
      </defs>
      <rect width="375" height="200" fill={ref('bg')} />
      <circle cx="180" cy="62" r="150" fill={ref('glow')} />
      <g transform="translate(158 54) rotate(8)">
        <circle
          r="56"
          fill="none"
          stroke="#fff"
          strokeOpacity=".5"
          strokeWidth="10"
          strokeDasharray={`1.5 ${(2 * Math.PI * 56) / 18 - 1.5}`}
        />
        <path d={BURST} fill={ref('pow')} stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </g>
      {CONFETTI.map(([x, y, a, c]) => (
        <rect
          key={x}
          x={x}
          y={y}
          width="3.5"
          height="7.5"
          rx="1"
          fill={CONFETTI_COLOURS[c!]}
          transform={`rotate(${a} ${x} ${y})`}
        />
      ))}
      <path
        d="M320 30q4-6 8 0t8 0 8 0M22 118q4-6 8 0t8 0 8 0M340 120q4-6 8 0t8 0"
        fill="none"
        stroke={LIME}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <g transform="translate(288 112)">
        <ellipse cx="6" cy="26" rx="44" ry="6" fill="#12041F" opacity=".45" />
        <path d="M-20-30h60l-8-30h-60z" fill={ref('orange')} stroke={LIME} strokeWidth="2" strokeLinejoin="round" />
        <path d="M-30-20l10-10h60l-10 10z" fill="#1E0838" />
        <path d="M30-20l10-10v42l-10 10z" fill="#4A1590" />
        <rect x="-30" y="-20" width="60" height="42" fill={ref('violet')} />
        <path d="M-30-20h60M-30 22h60" stroke={LIME} strokeWidth="3" />
        <path d="M-16 1l8-9 8 9-8 9zM8 1l8-9 8 9-8 9z" fill={ORANGE} />
        <path d="M-6 1l6-7 6 7-6 7z" fill={LIME} />
        <path d="M-27-16v34" stroke="#fff" strokeOpacity=".4" strokeWidth="2" strokeLinecap="round" />
        <path d="M38-4h6v-8" fill="none" stroke="#FFD23F" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="44" cy="-13" r="2.6" fill="#FF4FB8" />
      </g>
      <path d={SPRING} fill="none" stroke="#4A5468" strokeWidth="3.4" transform="translate(1 1.5)" />
      <path d={SPRING} fill="none" stroke={ref('steel')} strokeWidth="2.4" />
      <g transform="translate(164 56) rotate(22) scale(1.2)">
        <rect x="13" y="-11" width="15" height="22" rx="3" fill={ref('lime')} />
        <path d="M18-11v22M23-11v22" stroke="#6FB80F" strokeWidth="1.2" />
        <path
          d="M15-14C6-22-16-22-22-12C-27-4-25 10-16 15C-6 20 8 18 15 12z"
          fill={ref('glove')}
          stroke="#7A0818"
          strokeWidth="1"
        />
        <path
          d="M4 3C-6 1-12 8-8 13C-4 17 8 15 11 9"
          fill="#F0384A"
          stroke="#7A0818"
          strokeWidth="1"
          strokeLinejoin="round"
        />
        <path d="M-4 6C-2 6 2 7 4 9" fill="none" stroke="#FFB0A8" strokeOpacity=".8" strokeLinecap="round" />
        <path d="M-18-8C-14-3-14 3-18 8" fill="none" stroke="#7A0818" strokeOpacity=".5" strokeWidth="1.2" />
        <path d="M14-13V12" stroke="#fff" strokeOpacity=".7" strokeWidth="1.6" />
        <ellipse cx="-8" cy="-13" rx="7" ry="3" fill="#fff" opacity=".75" transform="rotate(-15 -8 -13)" />
      </g>
      <g transform="translate(66 76) rotate(-10) scale(.9)">
        <path d="M-30 18C-40-6-58-16-66 4C-52-4-30-2-6 14z" fill={ref('orange')} />
        <path d="M8 16C20-4 44-18 64 0C44-6 30 4 30 22z" fill={ref('lime')} />
        <path d="M-12 16C-14-10-4-34 16-40C4-24 6-4 12 16z" fill={ref('violet')} />
        <path d="M-32 20C-30 4-14-2 0-2S30 4 32 20z" fill={ref('violet')} />
        <path
          d="M-34 8C-42-4-54-8-62-2M-8 4C-8-14-2-28 12-37M14 8C26-4 42-10 58-4M-24 10C-20 4-12 1-4 1"
          fill="none"
          stroke="#fff"
          strokeOpacity=".55"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <path d="M-32 18Q0 28 32 18L30 31Q0 41-30 31z" fill={ref('lime')} />
        <path d={DIAMONDS} fill="#8B3DFF" />
        {use('bell', 'translate(16 -40)', 'b1')}
        {use('bell', 'translate(-66 4)', 'b2')}
        {use('bell', 'translate(64 0)', 'b3')}
      </g>
      <rect y="128" width="375" height="72" fill={ref('fade')} />
      {[
        [104, 14, 4],
        [226, 40, 5],
        [360, 70, 3.5],
        [20, 30, 3],
        [240, 126, 3],
      ].map(([x, y, s]) => use('spark', `translate(${x} ${y}) scale(${s})`, x!))}
    </svg>
  );
}
