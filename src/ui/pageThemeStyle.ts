import type { CSSProperties } from 'react';
import type { PageTheme, PageThemeColours } from './pageTheme';

/** A theme with the variables it sets (what the frame and the overlays apply). */
export const withStyle = (theme: PageThemeColours): PageTheme => ({ ...theme, style: pageThemeStyle(theme) });

/** The CSS variables a theme sets on the page's column and on each overlay's root. */
export function pageThemeStyle(theme: PageThemeColours): CSSProperties {
  return {
    '--color-canvas': theme.canvas,
    '--color-surface': theme.panel,
    '--color-text': theme.text,
    '--color-textMuted': theme.textMuted,
    '--color-textFaint': theme.textFaint,
    '--color-line': theme.line,
    '--color-accent': theme.accent,
    '--color-accentStrong': theme.accentStrong,
    '--color-accentGradient': theme.accentGradient,
    '--color-accentSoft': theme.accentSoft,
    '--color-skeleton': theme.skeleton,
    '--color-skeletonShine': theme.skeletonShine,
    '--focus-ring': theme.focusRing,
    // A disabled button on a night theme: a frost with the muted text (a light theme keeps the button's own).
    ...(theme.dark && {
      '--color-disabledSurface': 'rgba(255, 255, 255, 0.14)',
      '--color-disabledText': theme.textMuted,
    }),
    // A Card (ui/Card) is a panel of the page's theme, not the app's white card (surfaces.ts `panelSurface`).
    '--panel': theme.panel,
    '--panel-text': theme.text,
    '--panel-textMuted': theme.textMuted,
    '--panel-textFaint': theme.textFaint,
    '--panel-line': theme.line,
    '--theme-bar': theme.bar,
    '--theme-barLine': 'transparent',
    '--theme-barText': theme.barText,
    '--theme-barAccent': theme.barAccent,
    '--theme-festivalPanel': theme.festivalPanel,
    color: theme.text,
    colorScheme: theme.dark ? 'dark' : 'light',
  } as CSSProperties;
}
