import { useId } from 'react';

/** Four-pointed glints, each [x, y, r], as one path. */
const glints = (...at: number[][]) =>
  at
    .map(
      ([x = 0, y = 0, r = 4]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join('');

/** A neon tube: a wide faint glow, the coloured tube and its white-hot core. */
function Neon({ d, color, width = 4 }: { d: string; color: string; width?: number }) {
  return (
    <g fill="none" strokeLinecap="round">
      <path d={d} stroke={color} strokeWidth={width * 5} opacity=".14" />
      <path d={d} stroke={color} strokeWidth={width * 2.4} opacity=".3" />
      <path d={d} stroke={color} strokeWidth={width} />
      <path d={d} stroke="#fff" strokeWidth={width / 3} opacity=".85" />
    </g>
  );
}

const ARCH = 'M52 150V88A135 72 0 0 1 323 88V150';
const INNER = 'M74 150V92A113 58 0 0 1 301 92V150';

/** The crowd before the stage: heads and shoulders every 26 units, some arms up holding glow sticks. */
const HEADS = [8, 34, 60, 86, 112, 138, 164, 190, 216, 242, 268, 294, 320, 346, 372];
const crowd = HEADS.map((x, i) => {
  const y = 154 + (i % 3) * 4;
  return `M${x - 15} 200v-10q0-${y > 158 ? 20 : 24} 15-24q15 0 15 24v10zM${x - 8} ${y}a8 9 0 1 0 16 0a8 9 0 1 0-16 0z`;
}).join('');
const ARMS = 'M36 160l-8-26M112 158l6-28M190 162l-4-30M268 160l10-26M344 160l-6-28';

/** The summer night party: a neon stage arch, a disco ball in its light beams, a glowing stage. Canvas #1B0B3A. */
export function SummerNightHero() {
  const id = useId();
  const u = (name: string) => `url(#${id}-${name})`;
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x2="0" y2="1">
          <stop offset="0" stopColor="#2C1066" />
          <stop offset=".55" stopColor="#3A1470" />
          <stop offset="1" stopColor="#1B0B3A" />
        </linearGradient>
        <linearGradient id={`${id}-cyan`} x2="0" y2="1">
          <stop offset="0" stopColor="#3DF5FF" stopOpacity=".55" />
          <stop offset="1" stopColor="#3DF5FF" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-pink`} x2="0" y2="1">
          <stop offset="0" stopColor="#FF4FD8" stopOpacity=".5" />
          <stop offset="1" stopColor="#FF4FD8" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={`${id}-ball`} cx=".35" cy=".3">
          <stop offset="0" stopColor="#FFFFFF" />
          <stop offset=".35" stopColor="#C9D4FF" />
          <stop offset=".8" stopColor="#6A58C8" />
          <stop offset="1" stopColor="#2E1E78" />
        </radialGradient>
        <radialGradient id={`${id}-floor`}>
          <stop offset="0" stopColor="#FF7BE5" stopOpacity=".75" />
          <stop offset=".5" stopColor="#7A3DFF" stopOpacity=".35" />
          <stop offset="1" stopColor="#7A3DFF" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-fade`} x2="0" y2="1">
          <stop offset="0" stopColor="#1B0B3A" stopOpacity="0" />
          <stop offset=".6" stopColor="#1B0B3A" />
        </linearGradient>
        <linearGradient id={`${id}-crowd`} x2="0" y1="140" y2="200" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#0B031E" />
          <stop offset="1" stopColor="#1B0B3A" />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <circle cx="187" cy="58" r="27" />
        </clipPath>
      </defs>
      <rect width="375" height="200" fill={u('sky')} />
      <path
        d="M24 20h1M96 10h1M300 14h1M352 34h1M14 70h1M360 84h1M130 24h1M250 20h1"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        opacity=".6"
      />
      <path d="M187 58L60 160h70zM187 58L245 160h70z" fill={u('cyan')} />
      <path d="M187 58L10 130v40zM187 58L170 160h40zM187 58L365 130v40z" fill={u('pink')} />
      <ellipse cx="187" cy="150" rx="150" ry="26" fill={u('floor')} />
      <path d="M40 146h295l-20 14H60z" fill="#2A0F5C" />
      <path d="M40 146h295" stroke="#FF8FE8" strokeWidth="2" />
      <Neon d={ARCH} color="#FF4FD8" width={5} />
      <Neon d={INNER} color="#3DF5FF" width={3.5} />
      <path d={ARCH} fill="none" stroke="#FFF3A8" strokeWidth="2.6" strokeLinecap="round" strokeDasharray="0 11" />
      <path d="M187 0V31" stroke="#C9D4FF" strokeWidth="1.5" />
      <circle cx="187" cy="58" r="36" fill="#B58CFF" opacity=".25" />
      <circle cx="187" cy="58" r="27" fill={u('ball')} />
      <g clipPath={u('clip')} stroke="#2E1E78" strokeWidth="1" fill="none" opacity=".55">
        <path d="M160 40h54M160 49h54M160 58h54M160 67h54M160 76h54" />
        <path d="M170 31q-6 27 0 54M180 31q-3 27 0 54M187 31v54M194 31q3 27 0 54M204 31q6 27 0 54" />
      </g>
      <path d="M171 42h8v8h-8zM181 33h6v7h-6zM194 60h7v7h-7z" fill="#fff" opacity=".75" />
      <path d="M180 68h7v8h-7z" fill="#3DF5FF" opacity=".7" />
      <path d="M200 44h6v7h-6z" fill="#FF8FE8" opacity=".7" />
      <path
        d={glints([175, 40, 8], [232, 30, 6], [140, 50, 5], [100, 110, 4], [280, 104, 5], [30, 44, 5], [346, 58, 4])}
        fill="#fff"
      />
      <path
        d="M120 128l6-3 1 6zM254 122l5 4-6 2zM90 70l5 2-4 4zM292 66l-2 6-4-4zM322 120l6 1-3 5zM58 112l-4 5-2-6z"
        fill="#FFE35C"
      />
      <path d="M150 120l4 4-5 2zM226 114l-1 6-5-3zM40 92l6-1-2 6zM338 96l-5-3 5-3z" fill="#3DF5FF" />
      <rect y="120" width="375" height="80" fill={u('fade')} />
      <path d={ARMS} stroke="#0E0524" strokeWidth="6" strokeLinecap="round" />
      <Neon d="M28 134l-3-10M186 132l-1-11M338 132l-2-11" color="#3DF5FF" width={2.5} />
      <Neon d="M118 130l2-11M278 134l4-10" color="#FF4FD8" width={2.5} />
      <path d={crowd} fill={u('crowd')} />
    </svg>
  );
}
