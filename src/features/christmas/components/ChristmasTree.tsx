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
  colors.map((c, i) => <stop key={c} offset={i / (colors.length - 1)} stopColor={c} />);

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

/** The event's Christmas tree: its bulbs light up along the garland, bottom to top. */
export function ChristmasTree({ state, lights, total, label, justLit = null, className }: ChristmasTreeProps) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const lit = state === 'lit';
  const on = state === 'locked' ? 0 : lit ? total : Math.max(0, Math.min(total, lights));
  const u = (n: string) => `url(#${id}${n})`;
  return (
    <Root role="img" aria-label={label} data-lights={lights} data-state={state} className={className}>
      <svg viewBox="0 -14 300 314" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id={`${id}h`}>{stops('#ffd87380', '#5b7bff2e', '#5b7bff00')}</radialGradient>
          <linearGradient id={`${id}f`} x2="1">
            {stops('#6fe08a', '#1f9a4a', '#0b5a2b')}
          </linearGradient>
          <linearGradient id={`${id}s`} y2="1">
            {stops('#fff7c2', '#ffc93c', '#e08a00')}
          </linearGradient>
          {BULB.map((c, i) => (
            <radialGradient key={c} id={`${id}g${i}`}>
              {stops(`${c}e6`, `${c}00`)}
            </radialGradient>
          ))}
        </defs>
        <circle cx="150" cy="140" r="150" fill={u('h')} opacity={lit ? 1 : 0.6} />
        <path d="M0 300V284Q40 266 150 266T300 284V300Z" fill="#e9f1ff" />
        <ellipse cx="150" cy="272" rx="84" ry="7" fill="#9fb3dd" opacity=".6" />
        <path d="M140 236h20v38h-20z" fill="#7a4524" />
        {TIERS.map(([t, b, w, n]) => {
          const [outline, edge] = tier(t, b, w, n);
          return (
            <g key={t}>
              <path d={outline} fill="#063a1c" opacity=".55" transform="translate(0 6)" />
              <path d={outline} fill={u('f')} />
              <path d={edge} fill="none" stroke="#f2f8ff" strokeWidth="3" strokeLinecap="round" opacity=".85" />
            </g>
          );
        })}
        {BAUBLES.map(([x, y, c]) => (
          <g key={x * y}>
            <circle cx={x} cy={y} r="6.5" fill={c} />
            <circle cx={x - 2} cy={y - 2} r="2" fill="#fff" opacity=".7" />
          </g>
        ))}
        <path d={garland} fill="none" stroke="#ffd56b" strokeWidth="3.5" strokeLinecap="round" />
        <path d={garland} fill="none" stroke="#fffbe0" strokeWidth="1.6" strokeDasharray="1 6" strokeLinecap="round" />
        {Array.from({ length: total }, (_, i) => {
          const [x, y] = bulbAt(i, total);
          const isOn = i < on;
          return (
            <g key={i} data-on={isOn || undefined} className={isOn && i === justLit ? 'pop' : undefined}>
              {isOn && (
                <circle
                  cx={x}
                  cy={y + 6}
                  r="17"
                  fill={u(`g${i % 4}`)}
                  className={lit ? 'tw' : undefined}
                  style={lit ? { animationDelay: `${-i * 0.37}s` } : undefined}
                />
              )}
              <rect x={x - 2} y={y - 1} width="4" height="3" fill="#c9a24a" />
              <circle
                cx={x}
                cy={y + 6}
                r="5"
                fill={isOn ? BULB[i % 4] : '#353d52'}
                stroke={isOn ? '#fff6' : '#5b6580'}
              />
              <circle cx={x - 1.6} cy={y + 4.4} r="1.5" fill="#fff" opacity={isOn ? 0.9 : 0.35} />
            </g>
          );
        })}
        {GIFTS.map(([x, y, w, h, c, r]) => (
          <g key={x}>
            <rect x={x} y={y + 5} width={w} height={h - 5} fill={c} />
            <rect x={x - 2} y={y} width={w + 4} height="8" rx="1.5" fill={c} />
            <rect x={x - 2} y={y} width={w + 4} height="8" rx="1.5" fill="#fff" opacity=".2" />
            <path d={`M${x + w / 2 - 3} ${y}h6v${h}h-6zM${x + w / 2} ${y}c-9-9-15 1 0 0c9-9 15 1 0 0`} fill={r} />
          </g>
        ))}
        {lit && (
          <>
            <circle cx="150" cy="28" r="42" fill={u('g0')} />
            <path className="ray" data-rays="" d={`M${star(44, 3, 12).replaceAll(' ', 'L')}Z`} fill={u('g0')} />
          </>
        )}
        <polygon points={star(21, 8.5, 5)} fill={u('s')} stroke="#b86a00" opacity={lit ? 1 : 0.5} />
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
