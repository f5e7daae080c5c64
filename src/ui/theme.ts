import { motion, radii, semanticColors, shadows, space, typeScale, zLayers } from './tokens';

/**
 * The typed theme. Colour values are CSS variable references, so a themed subtree
 * (a campaign skin) only overrides variables; the raw values live in tokens.ts.
 */
const colorVars = Object.fromEntries(Object.keys(semanticColors).map((name) => [name, `var(--color-${name})`])) as {
  [K in keyof typeof semanticColors]: string;
};

export const theme = {
  color: colorVars,
  typeScale,
  space,
  radii,
  shadows,
  z: zLayers,
  motion,
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}
