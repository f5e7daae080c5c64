import { darkPageTheme } from '../../ui/darkPageTheme';

/**
 * A festival's colours (its hero's canvas continues into the page; art/heroes draws each one), each festival's in its
 * own module. All night palettes: festival pages are lit stages, and white text reads on every one
 * (app/pageThemes.test.ts).
 */
export const festivalTheme = (
  name: string,
  canvas: string,
  bar: string,
  panel: string,
  accent: string,
  accentStrong: string,
  gradient: string,
) => darkPageTheme({ name: `festival-${name}`, canvas, bar, panel, accent, accentStrong, accentGradient: gradient });
