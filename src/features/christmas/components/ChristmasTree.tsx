import { useId } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import type { TreeState } from '../model';

export interface ChristmasTreeProps {
  state: TreeState;
  /** Bulbs switched on so far, 0..total. */
  lights: number;
  /** Bulbs on the tree (the event uses 10). */
  total: number;
  /** Accessible description of the picture, already translated, e.g. "Your tree: 3 of 10 lights on". */
  label: string;
  /** Index of the bulb that has just come on (plays a pop), or null. */
  justLit?: number | null;
  className?: string;
}

// Transform and opacity only. The implicit `to` is the element's own state: screenshots freeze there.
const twinkle = keyframes`50% { opacity: 0.25; }`;
const spin = keyframes`to { transform: rotate(1turn); }`;
const fall = keyframes`from { transform: translateY(-40px); opacity: 0; } 30% { opacity: 1; }`;
const pop = keyframes`from { transform: scale(0.4); }`;

const Root = styled.div`
  position: relative;
  width: 100%;
  max-width: ${px(300)};
  margin: 0 auto;
  svg { display: block; width: 100%; height: auto; }
  /* On the <svg> (CSS filters on SVG children are patchy in WebKit); static, so cheap. */
  &[data-state='locked'] > svg:first-child { filter: grayscale(0.85) brightness(0.6); }
  [data-lock] { position: absolute; top: 40%; left: 37%; width: 26%; filter: drop-shadow(0 0 ${px(10)} #ffc850b0); }
  .ray, .fl, .pop { transform-box: fill-box; transform-origin: center; will-change: transform; }
  .tw { animation: ${twinkle} 1.8s ease-in-out infinite; }
  .ray { animation: ${spin} 14s linear infinite; }
  .fl { animation: ${fall} 6s linear infinite; }
  .pop { animation: ${pop} 300ms cubic-bezier(0.3, 1.6, 0.5, 1) both; }
  ${whenReducedMotion(css`
    .tw, .ray, .fl, .pop { animation: none; }
  `)}
`;

/** Fir tiers, bottom first: top y, bottom y, half width, scallops. */
const TIERS = [
  [140, 244, 108, 5],
  [86, 180, 84, 4],
  [30, 120, 54, 3],
] as const;
/** Garland swags, bottom first, as quadratic curves: start, control, end. */
const SWAGS = [
  [82, 204, 150, 248, 222, 212],
  [206, 148, 150, 186, 92, 158],
  [108, 96, 150, 128, 194, 90],
] as const;
const LEN = SWAGS.map(([a, b, , , e, f]) => Math.hypot(e - a, f - b));
const BULB = ['#ffd23f', '#ff4d5e', '#ff7ad9', '#4de8ff'];
const BAUBLES = [
  [102, 198, '#e8304a'],
  [198, 196, '#3b82f6'],
  [170, 140, '#a855f7'],
  [124, 130, '#f5b82e'],
  [150, 68, '#e8304a'],
  [150, 206, '#f5b82e'],
] as const;
/** x, y, width, height, paper, ribbon. */
const GIFTS = [
  [84, 246, 40, 32, '#e8304a', '#ffd56b'],
  [176, 252, 36, 28, '#2f6fe0', '#fff'],
  [122, 262, 26, 22, '#a855f7', '#ffd56b'],
] as const;
/** Snowflakes: x, y, radius. */
const FLAKES = [
  [30, 40, 2.5],
  [262, 60, 2],
  [58, 130, 1.6],
  [252, 150, 2.4],
  [22, 210, 1.8],
  [282, 228, 2],
  [212, 14, 1.6],
] as const;

const garland = SWAGS.map(([a, b, c, d, e, f]) => `M${a} ${b}Q${c} ${d} ${e} ${f}`).join('');

const stops = (...colors: string[]) =>
  colors.map((c, i) => <stop key={i} offset={i / (colors.length - 1)} stopColor={c} />);

/** Scalloped tier outline and its snow-dusted lower edge. */
function tier(top: number, bottom: number, hw: number, n: number) {
  const edge = `M${150 + hw} ${bottom}${`q${-hw / n} 14 ${(-2 * hw) / n} 0`.repeat(n)}`;
  return [`M150 ${top}L${edge.slice(1)}Z`, edge];
}

/** Where bulb i of `total` hangs: spread evenly along the swags (by chord), bottom to top. */
function bulbAt(i: number, total: number) {
  let s = ((i + 0.5) / total) * LEN.reduce((x, y) => x + y);
  let k = 0;
  while (k < SWAGS.length - 1 && s > LEN[k]!) s -= LEN[k++]!;
  const [a, b, c, d, e, f] = SWAGS[k]!;
  const t = Math.min(s / LEN[k]!, 1);
  const m = 1 - t;
  return [m * m * a + 2 * m * t * c + t * t * e, m * m * b + 2 * m * t * d + t * t * f] as const;
}

const star = (r: number, inner: number, n: number) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const a = (i * Math.PI) / n;
    const l = i % 2 ? inner : r;
    return `${150 + l * Math.sin(a)},${28 - l * Math.cos(a)}`;
  }).join(' ');

/** Four-point glints round a lit tree: x, y, scale. */
const GLINTS = [
  [64, 74, 1],
  [236, 92, 0.8],
  [50, 196, 0.9],
  [252, 178, 1.1],
  [108, 36, 0.7],
  [198, 50, 0.8],
] as const;

/**
 * The event's Christmas tree: its bulbs light up along the garland, bottom to top. The tree warms with them: dark
 * under a night veil with grey glass bulbs and a dull star at first, each bulb that comes on glows with its halo and
 * lifts the veil a little, and once lit the star shines with turning rays, a warm glow surrounds the tree and glints
 * sparkle round it. Locked, it is grey and chained under a golden padlock. Light from the top left.
 */
export function ChristmasTree({ state, lights, total, label, justLit = null, className }: ChristmasTreeProps) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const lit = state === 'lit';
  const on = state === 'locked' ? 0 : lit ? total : Math.max(0, Math.min(total, lights));
  /** How far the tree has come alive, 0..1. */
  const warmth = lit ? 1 : on / total;
  const u = (n: string) => `url(#${id}${n})`;
  const tiers = TIERS.map(([t, b, w, n]) => tier(t, b, w, n));
  return (
    <Root role="img" aria-label={label} data-lights={lights} data-state={state} className={className}>
      <svg viewBox="0 -14 300 314" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id={`${id}c`}>{stops('#7d97ff3d', '#5b7bff00')}</radialGradient>
          <radialGradient id={`${id}h`}>{stops('#ffd27ad0', '#ff9a3d55', '#ff9a3d00')}</radialGradient>
          <linearGradient id={`${id}f`} x2="1">
            {stops('#6fe08a', '#1f9a4a', '#0b5a2b')}
          </linearGradient>
          <linearGradient id={`${id}s`} y2="1">
            {stops('#fffbe0', '#ffc93c', '#e08a00')}
          </linearGradient>
          <linearGradient id={`${id}d`} y2="1">
            {stops('#cfc4a6', '#8c7a55', '#4f4128')}
          </linearGradient>
          <radialGradient id={`${id}o`} cx=".35" cy=".3">
            {stops('#a9b1c4', '#4a5266', '#23283a')}
          </radialGradient>
          {BULB.map((c, i) => (
            <radialGradient key={`g${c}`} id={`${id}g${i}`}>
              {stops(`${c}f0`, `${c}55`, `${c}00`)}
            </radialGradient>
          ))}
          {BULB.map((c, i) => (
            <radialGradient key={`k${c}`} id={`${id}k${i}`} cx=".38" cy=".32">
              {stops('#fff', c, c)}
            </radialGradient>
          ))}
        </defs>
        <circle cx="150" cy="140" r="150" fill={u('c')} />
        <circle cx="150" cy="150" r="150" fill={u('h')} opacity={warmth} data-glow="" />
        <path d="M0 300V284Q40 266 150 266T300 284V300Z" fill="#e9f1ff" />
        <path d="M0 300V284Q40 266 150 266T300 284V300Z" fill="#1b2a5e" opacity={0.45 * (1 - warmth)} />
        <ellipse cx="150" cy="272" rx="84" ry="7" fill="#9fb3dd" opacity=".6" />
        <path d="M140 236h20v38h-20z" fill="#7a4524" />
        {tiers.map(([outline, edge]) => (
          <g key={outline}>
            <path d={outline} fill="#063a1c" opacity=".55" transform="translate(0 6)" />
            <path d={outline} fill={u('f')} />
            <path d={edge} fill="none" stroke="#f2f8ff" strokeWidth="3" strokeLinecap="round" opacity=".85" />
          </g>
        ))}
        {BAUBLES.map(([x, y, c]) => (
          <g key={x * y}>
            <circle cx={x} cy={y} r="6.5" fill={c} />
            <circle cx={x - 2} cy={y - 2} r="2" fill="#fff" opacity=".7" />
          </g>
        ))}
        <path d={garland} fill="none" stroke="#ffd56b" strokeWidth="3.5" strokeLinecap="round" />
        {/* the night on an unlit tree, lifting as its bulbs come on */}
        <path d={tiers.map(([outline]) => outline).join('')} fill="#050d2a" opacity={0.66 * (1 - warmth)} />
        <path
          d={garland}
          fill="none"
          stroke="#fffbe0"
          strokeWidth="1.6"
          strokeDasharray="1 6"
          strokeLinecap="round"
          opacity={warmth}
        />
        {Array.from({ length: total }, (_, i) => {
          const [x, y] = bulbAt(i, total);
          const isOn = i < on;
          return (
            <g key={i} data-on={isOn || undefined} className={isOn && i === justLit ? 'pop' : undefined}>
              {isOn && (
                <circle
                  cx={x}
                  cy={y + 7}
                  r="24"
                  fill={u(`g${i % 4}`)}
                  className={lit ? 'tw' : undefined}
                  style={lit ? { animationDelay: `${-i * 0.37}s` } : undefined}
                />
              )}
              <rect x={x - 2.2} y={y - 1} width="4.4" height="3.4" rx="1" fill="#c9a24a" />
              <ellipse
                cx={x}
                cy={y + 7}
                rx="4.4"
                ry="5.6"
                fill={isOn ? u(`k${i % 4}`) : u('o')}
                stroke={isOn ? '#fff8' : '#8a93a8'}
                strokeWidth=".8"
              />
              <ellipse cx={x - 1.5} cy={y + 4.6} rx="1.2" ry="1.8" fill="#fff" opacity={isOn ? 0.95 : 0.45} />
            </g>
          );
        })}
        <g opacity={0.55 + 0.45 * warmth}>
          {GIFTS.map(([x, y, w, h, c, r]) => (
            <g key={x}>
              <rect x={x} y={y + 5} width={w} height={h - 5} fill={c} />
              <rect x={x - 2} y={y} width={w + 4} height="8" rx="1.5" fill={c} />
              <rect x={x - 2} y={y} width={w + 4} height="8" rx="1.5" fill="#fff" opacity=".2" />
              <path d={`M${x + w / 2 - 3} ${y}h6v${h}h-6zM${x + w / 2} ${y}c-9-9-15 1 0 0c9-9 15 1 0 0`} fill={r} />
            </g>
          ))}
        </g>
        {lit && (
          <>
            <circle cx="150" cy="28" r="46" fill={u('g0')} />
            <path className="ray" data-rays="" d={`M${star(48, 3, 12).replaceAll(' ', 'L')}Z`} fill={u('g0')} />
          </>
        )}
        <polygon
          points={star(21, 8.5, 5)}
          fill={lit ? u('s') : u('d')}
          stroke={lit ? '#fff6c8' : '#3f331d'}
          strokeWidth={lit ? 1.5 : 1}
          data-star={lit ? 'shining' : 'dull'}
        />
        {lit && <polygon points={star(8, 3.4, 5)} fill="#fff" opacity=".9" />}
        {lit &&
          GLINTS.map(([x, y, k], i) => (
            <path
              key={x}
              className="tw"
              d="M0-7 1.4-1.4 7 0 1.4 1.4 0 7-1.4 1.4-7 0-1.4-1.4Z"
              transform={`translate(${x} ${y}) scale(${k})`}
              fill="#fff6d0"
              style={{ animationDelay: `${-i * 0.6}s` }}
            />
          ))}
        {FLAKES.map(([x, y, r], i) => (
          <circle
            key={x}
            className="fl"
            cx={x}
            cy={y}
            r={r}
            fill="#fff"
            opacity=".85"
            style={{ animationDuration: `${5 + (i % 4)}s`, animationDelay: `${-i * 1.7}s` }}
          />
        ))}
        {state === 'locked' && (
          <g fill="none" strokeLinecap="round" data-chains="">
            <path d="M46 56 254 244M254 56 46 244" stroke="#e3e7ef" strokeWidth="7" strokeDasharray="10 4" />
            <path d="M46 56 254 244M254 56 46 244" stroke="#5d6578" strokeWidth="2.4" strokeDasharray="6 8" />
          </g>
        )}
      </svg>
      {state === 'locked' && (
        <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-lock="">
          <circle cx="32" cy="32" r="30" fill={u('s')} stroke="#fff1b8" strokeWidth="3" />
          <path d="M23 30v-7a9 9 0 0 1 18 0v7" fill="none" stroke="#7a4a00" strokeWidth="5" />
          <rect x="17" y="28" width="30" height="21" rx="5" fill="#7a4a00" />
          <path d="M32 34a3.5 3.5 0 0 1 1.6 6.6l1 4.4h-5.2l1-4.4A3.5 3.5 0 0 1 32 34z" fill="#ffd56b" />
        </svg>
      )}
    </Root>
  );
}
