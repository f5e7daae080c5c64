import { useId } from 'react';

/** Five-pointed stars, each [x, y, R], as one path. */
const stars = (...at: number[][]) =>
  at
    .map(
      ([x = 0, y = 0, R = 6]) =>
        `M${Array.from({ length: 10 }, (_, i) => {
          const l = i % 2 ? R * 0.45 : R;
          const a = (i * Math.PI) / 5;
          return `${(x + l * Math.sin(a)).toFixed(1)} ${(y - l * Math.cos(a)).toFixed(1)}`;
        }).join('L')}z`,
    )
    .join('');

/** Four-pointed glints, each [x, y, r], as one path. */
const glints = (...at: number[][]) =>
  at
    .map(
      ([x = 0, y = 0, r = 4]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join('');

/** Sixteen rays out of the trophy, every other one lit. */
const RAYS = Array.from({ length: 16 }, (_, i) => {
  const a = (i * Math.PI) / 8;
  const p = (b: number) => `${(187 + 240 * Math.cos(b)).toFixed(0)} ${(64 + 240 * Math.sin(b)).toFixed(0)}`;
  return `M187 64L${p(a)}L${p(a + 0.12)}z`;
}).join('');

/** Father's Day (8 August): a gold trophy in a burst of light, a striped necktie, a gift box, stars. Canvas #10233F. */
export function FathersDayHero() {
  const id = useId();
  const u = (name: string) => `url(#${id}-${name})`;
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#1F477E" />
          <stop offset="1" stopColor="#10233F" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#FFD88A" stopOpacity=".8" />
          <stop offset="1" stopColor="#F2A93B" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2=".4">
          <stop offset="0" stopColor="#FFF4C4" />
          <stop offset=".45" stopColor="#F7BF4A" />
          <stop offset="1" stopColor="#A8600E" />
        </linearGradient>
        <linearGradient id={`${id}-tie`} x1="0" x2="1">
          <stop offset="0" stopColor="#5B9BFF" />
          <stop offset="1" stopColor="#1D3F8F" />
        </linearGradient>
        <linearGradient id={`${id}-box`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FF7A6B" />
          <stop offset="1" stopColor="#B8232F" />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor="#10233F" stopOpacity="0" />
          <stop offset=".65" stopColor="#10233F" />
        </linearGradient>
        <clipPath id={`${id}-tieClip`}>
          <path d="M-9 0h18l8 62-17 18-17-18z" />
        </clipPath>
      </defs>
      <rect width="375" height="200" fill={u('sky')} />
      <path d={RAYS} fill="#FFE3A3" opacity=".08" />
      <circle cx="187" cy="64" r="96" fill={u('glow')} />
      <path
        d={stars([30, 30, 5], [70, 14, 3], [350, 24, 6], [322, 56, 3], [120, 20, 4], [254, 16, 4], [20, 96, 3])}
        fill="#F2A93B"
        opacity=".85"
      />
      <g transform="translate(92 50) rotate(-14)">
        <g clipPath={u('tieClip')}>
          <rect x="-20" y="0" width="40" height="82" fill={u('tie')} />
          <path
            d="M-30 20l60-24M-30 40l60-24M-30 60l60-24M-30 80l60-24M-30 100l60-24"
            stroke="#F2A93B"
            strokeWidth="4"
          />
          <path d="M-30 26l60-24M-30 46l60-24M-30 66l60-24M-30 86l60-24" stroke="#FFE3A3" strokeWidth="1" />
        </g>
        <path d="M-9 0h18l8 62-17 18-17-18z" fill="none" stroke="#0E2454" strokeWidth="1.5" />
        <path d="M-10-8h20l-3 12h-14z" fill={u('tie')} stroke="#0E2454" strokeWidth="1.5" />
        <path d="M-5 10l-4 46" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".45" />
        <rect x="-15" y="26" width="30" height="5" rx="2.5" fill={u('gold')} stroke="#7A4A12" strokeWidth=".8" />
      </g>
      <g transform="translate(187 0)">
        <path d="M-30 22c-22 0-22 34 6 34M30 22c22 0 22 34-6 34" fill="none" stroke={u('gold')} strokeWidth="7" />
        <path d="M-34 14h68v8c0 34-16 48-34 50c-18-2-34-16-34-50z" fill={u('gold')} />
        <ellipse cy="14" rx="34" ry="6" fill="#FFE9A8" />
        <ellipse cy="15" rx="29" ry="3.5" fill="#B8701A" />
        <path
          d="M-24 26c0 20 6 32 14 38"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
          opacity=".6"
        />
        <path d={stars([0, 38, 11])} fill="#FFF4C4" stroke="#C9831E" strokeWidth="1.5" />
        <path d="M-6 72h12l4 18h-20z" fill={u('gold')} />
        <path d="M-22 90h44l4 12h-52z" fill="#7A4A12" />
        <path d="M-26 102h52v12h-52z" fill="#5A3410" />
        <path d="M-12 104h24v7h-24z" fill={u('gold')} />
        <path d="M-26 102h52" stroke="#C9831E" strokeWidth="1.5" />
      </g>
      <g transform="translate(286 84) rotate(8)">
        <path d="M-28-4h56v40h-56z" fill={u('box')} />
        <path d="M-32-16h64v14h-64z" fill="#FF8E7E" />
        <path d="M-32-2h64v4h-64z" fill="#8E1622" opacity=".5" />
        <path d="M-6-16h12v52h-12z" fill={u('gold')} />
        <path d="M0-16c-10-20-32-16-22-2zM0-16c10-20 32-16 22-2z" fill={u('gold')} stroke="#A8600E" strokeWidth="1.2" />
        <circle cy="-16" r="5" fill="#F7BF4A" stroke="#A8600E" strokeWidth="1.2" />
        <path d="M-24 2v28" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".4" />
      </g>
      <path
        d={stars([240, 40, 8], [140, 104, 5], [58, 116, 4], [336, 118, 5], [226, 114, 3])}
        fill="#FFD76A"
        stroke="#fff"
        strokeWidth=".8"
      />
      <path d={glints([162, 20, 6], [214, 60, 5], [44, 62, 4], [310, 34, 5], [262, 128, 4])} fill="#fff" />
      <rect y="112" width="375" height="88" fill={u('fade')} />
    </svg>
  );
}
