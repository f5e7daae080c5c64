import { useId } from 'react';

/** Four-pointed glints, each [x, y, r], as one path. */
const glints = (...at: number[][]) =>
  at
    .map(
      ([x = 0, y = 0, r = 4]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join('');

/** A wave line: a crest every 25 units from x = -25, at height y. */
const wave = (y: number, h: number) => `M-25 ${y}q12.5-${h} 25 0${'t25 0'.repeat(16)}`;

/** A palm frond: its rib arching out to the right, long leaflets hanging from it, shorter ones standing on it. */
const rib = (t: number) => [100 * t * (1 - t) + 110 * t * t, -36 * t * (1 - t) + 14 * t * t];
const FROND = (() => {
  const at = (t: number, dx: number, dy: number) => {
    const [x = 0, y = 0] = rib(t);
    return `${(x + dx).toFixed(0)} ${(y + dy).toFixed(0)}`;
  };
  const steps = Array.from({ length: 9 }, (_, i) => (i + 1) / 10);
  const below = steps.map((t) => `L${at(t - 0.05, 0, 2)}L${at(t, 8, 30 * (1 - t) + 6)}`);
  const above = steps.map((t) => `L${at(t + 0.05, 0, -1)}L${at(t, 10, -14 * (1 - t) - 4)}`);
  return `M0 0${above.join('')}L110 14${below.reverse().join('')}z`;
})();

/** The summer kickoff gift race: the sun setting into the waves, a surfboard, an ice lolly, palm leaves. Canvas #0A4F5C. */
export function SummerKickoffHero() {
  const id = useId();
  const u = (name: string) => `url(#${id}-${name})`;
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#0E8FA6" />
          <stop offset=".3" stopColor="#42C9C9" />
          <stop offset=".5" stopColor="#FFE0A1" />
          <stop offset=".52" stopColor="#3FCBD0" />
          <stop offset="1" stopColor="#0A4F5C" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset=".3" stopColor="#FFE9A8" />
          <stop offset="1" stopColor="#FFC061" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-sun`} cx=".4" cy=".35">
          <stop offset="0" stopColor="#FFFBE0" />
          <stop offset=".45" stopColor="#FFCE4F" />
          <stop offset="1" stopColor="#FF8A2B" />
        </radialGradient>
        <linearGradient id={`${id}-sea`} x2="0" y2="1">
          <stop offset="0" stopColor="#2FC3C8" />
          <stop offset="1" stopColor="#0A4F5C" />
        </linearGradient>
        <linearGradient id={`${id}-leaf`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5BE08A" />
          <stop offset="1" stopColor="#0B5E45" />
        </linearGradient>
        <linearGradient id={`${id}-board`} x1="0" x2="1">
          <stop offset="0" stopColor="#FFFFFF" />
          <stop offset="1" stopColor="#FFD9B0" />
        </linearGradient>
        <linearGradient id={`${id}-lolly`} x2="0" y2="1">
          <stop offset=".34" stopColor="#FF8A2B" />
          <stop offset=".34" stopColor="#FFF3D6" />
          <stop offset=".44" stopColor="#FFF3D6" />
          <stop offset=".44" stopColor="#FF5E8A" />
          <stop offset=".7" stopColor="#E8346B" />
          <stop offset=".7" stopColor="#FFD54A" />
        </linearGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor="#0A4F5C" stopOpacity="0" />
          <stop offset=".7" stopColor="#0A4F5C" />
        </linearGradient>
        <g id={`${id}-frond`}>
          <path d={FROND} />
          <path d="M0 0Q50-18 110 14" stroke="#C9FFB8" strokeWidth="1.6" fill="none" opacity=".7" />
        </g>
      </defs>
      <rect width="375" height="200" fill={u('sky')} />
      <circle cx="187" cy="92" r="92" fill={u('glow')} />
      <g fill="#FFF6D6" opacity=".35">
        <path d="M187 92L150-10h20zM187 92L220-10h18zM187 92L92 0l16-8zM187 92L280 0l-14-10zM187 92L60 50v-16zM187 92L314 50v-16z" />
      </g>
      <circle cx="187" cy="88" r="40" fill={u('sun')} />
      <path d={`${wave(101, 3)}V200H-25z`} fill={u('sea')} />
      <path
        d="M158 108h58M166 115h42M174 122h26M180 129h14"
        stroke="#FFD27A"
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".8"
      />
      <g transform="translate(300 84) rotate(22)">
        <path d="M0-62C20-40 18 40 0 60C-18 40-20-40 0-62z" fill={u('board')} stroke="#E66A1F" strokeWidth="2" />
        <path d="M-4-56C-1-30-1 30-4 56h8C1 30 1-30 4-56z" fill="#FF8A2B" />
        <path d="M-8-40C-6-10-6 10-8 40" stroke="#23B9C0" strokeWidth="3" fill="none" />
        <path d="M-9-44C-12-20-12 0-10 10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cy="-20" r="5" fill="#FFD54A" />
      </g>
      <path d={`${wave(124, 5)}V200H-25z`} fill="#23AEB6" transform="translate(-12 0)" />
      <path d={wave(124, 5)} fill="none" stroke="#E8FFFB" strokeWidth="2.5" opacity=".8" transform="translate(-12 0)" />
      <path
        d="M150 22q6-6 12 0q6-6 12 0M206 12q4-4 8 0q4-4 8 0"
        stroke="#0B5E6B"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <g transform="translate(78 64) rotate(-14)">
        <rect x="-4" y="24" width="8" height="26" rx="4" fill="#E0A764" />
        <rect x="-4" y="24" width="3" height="24" rx="1.5" fill="#F6CF98" />
        <path d="M-18 30V-14A18 18 0 0 1 9-30A8 8 0 0 0 18-19V30z" fill={u('lolly')} />
        <path
          d="M-12 24v-36a12 12 0 0 1 8-11"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
          opacity=".55"
        />
        <path d="M-18 28q4 6 8 0q5 9 10 0q4 5 8 0q4 6 10 0V30h-36z" fill="#FFD54A" />
        <circle cx="-8" cy="36" r="2.2" fill="#FFD54A" />
      </g>
      <g fill={u('leaf')}>
        <use href={`#${id}-frond`} transform="translate(-8 -2) rotate(16) scale(1.15)" />
        <use href={`#${id}-frond`} transform="translate(-10 4) rotate(50) scale(.95)" />
        <use href={`#${id}-frond`} transform="translate(383 -4) scale(-1.1 1.1) rotate(18)" />
        <use href={`#${id}-frond`} transform="translate(388 6) scale(-.85 .85) rotate(52)" />
      </g>
      <path
        d={glints([128, 40, 6], [246, 30, 5], [112, 104, 4], [262, 112, 5], [40, 92, 3], [340, 118, 3])}
        fill="#fff"
      />
      <rect y="104" width="375" height="96" fill={u('fade')} />
    </svg>
  );
}
