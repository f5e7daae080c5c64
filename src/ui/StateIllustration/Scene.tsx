import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The state illustrations' one style (issue 30): solid fills without outlines, light from the top-left (a white
 * sheen on a shape's upper-left, a darker shade on its lower-right), round-capped strokes only for what is a line
 * (arcs, handles, a route), a soft disc behind and a shadow on the floor. Colours are the theme's: the accent, its
 * soft tint for the disc, `currentColor` for the shadow, and a complement (`SECOND`): gold beside the app's rose or a
 * board's blue, a bright rose on a dark page theme, whose accent is the gold (`color-scheme: dark`, ui/pageTheme).
 * Browsers without `light-dark()` keep the gold. Paper is white on every theme; coins are always gold.
 */
export const ACCENT = 'var(--color-accent)';
export const ACCENT_STRONG = 'var(--color-accentStrong)';
export const SECOND = 'var(--art-second)';
export const GOLD = 'var(--color-gold)';
export const GOLD_STRONG = 'var(--color-goldStrong)';

/** A four-pointed sparkle centred on (x, y) with radius r, as path data. */
export const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;

export interface ArtProps {
  /** Width in CSS pixels (the height is 4/5 of it); a wrapper may size the svg with CSS instead. */
  size?: number;
}

const Svg = styled.svg`
  --art-second: var(--color-gold);
  @supports (color: light-dark(#000, #fff)) {
    --art-second: light-dark(#f6c453, #ff6b8b);
  }
`;

/** The frame every state illustration shares: the soft disc, the shadow on the floor, two sparkles. Decorative. */
export function Scene({ size = 168, children }: ArtProps & { children: ReactNode }) {
  return (
    <Svg width={size} height={size * 0.8} viewBox="0 0 200 160" fill="none" aria-hidden="true" focusable="false">
      <circle cx="100" cy="78" r="66" fill="var(--color-accentSoft)" />
      <ellipse cx="100" cy="141" rx="52" ry="5" fill="currentColor" opacity=".1" />
      <path d={`${sparkle(40, 40, 7)}${sparkle(164, 96, 5)}`} fill={GOLD} />
      {children}
    </Svg>
  );
}
