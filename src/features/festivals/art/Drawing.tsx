import { useId } from 'react';
import { px } from '../../../ui/px';
import type { Part } from './giftPaint';

// The festival drawings' renderer (gifts and rewards): a drawing is a list of paths on a 64-unit square, lit from the
// top left; a paint named here is that gradient of the instance (ids carry useId: a page shows many copies).

/** Stops spread evenly, from the top left to the bottom right; `r`: from the centre out. */
const GRADIENTS: Record<string, string> = {
  gold: '#fff6c4 #ffc83d #b8700c',
  red: '#ff9a8a #e8213a #8e0b1f',
  pink: '#ffd0e4 #ff5c9a #b8195e',
  silver: '#fff #c8d4f0 #6a7bae',
  blue: '#a8e6ff #3a8bf0 #1c3a9c',
  violet: '#dccfff #7b5cff #3a1fa8',
  green: '#c8ffb0 #3cc45a #12703a',
  brown: '#e8b07a #a8652e #5a2e10',
  cream: '#fff #fff0dc #f0c49a',
  ink: '#5b6fd8 #1e1a52 #0c0a24',
  gem: '#fff #7fe3ff #2a7bc8',
  flame: 'r#fff8c0 #ffb020 #ff5a1a',
  halo: 'r#fff3b8cc #fff3b800',
  light: 'r#fff #bff4ff #5cc8ff00',
};

function Gradient({ id, spec }: { id: string; spec: string }) {
  const radial = spec.startsWith('r');
  const stops = spec
    .replace(/^r/, '')
    .split(' ')
    .map((color, i, all) => <stop key={color} offset={i / (all.length - 1)} stopColor={color} />);
  return radial ? (
    <radialGradient id={id}>{stops}</radialGradient>
  ) : (
    <linearGradient id={id} x1=".2" y1="0" x2=".8" y2="1">
      {stops}
    </linearGradient>
  );
}

/** Paths of a drawing, with only the gradients it paints with (a panel of eighteen gifts is not 18 × 14 gradients). */
export function Drawing({ parts, size }: { parts: readonly Part[]; size: number }) {
  const id = useId();
  const isGradient = (paint?: string): paint is string => paint !== undefined && Object.hasOwn(GRADIENTS, paint);
  const used = new Set(parts.flatMap(([, fill, stroke]) => [fill, stroke].filter(isGradient)));
  const paint = (p?: string) => (isGradient(p) ? `url(#${id}-${p})` : p || 'none');
  return (
    <svg
      viewBox="0 0 64 64"
      width={px(size)}
      height={px(size)}
      aria-hidden="true"
      focusable="false"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        {[...used].map((name) => (
          <Gradient key={name} id={`${id}-${name}`} spec={GRADIENTS[name] ?? ''} />
        ))}
      </defs>
      {parts.map(([d, fill, stroke, width = 1, transform], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawing's parts are fixed
        <path key={i} d={d} fill={paint(fill)} stroke={paint(stroke)} strokeWidth={width} transform={transform} />
      ))}
    </svg>
  );
}
