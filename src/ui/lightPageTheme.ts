import type { PageTheme, PageThemeColours } from './pageTheme';
import { withStyle } from './pageThemeStyle';
import { semanticColors } from './tokens';

/**
 * A coloured hero over the app's light cards (a rating, a task board): the bar takes the hero's colour with white
 * text; panels, sheets and dialogs stay the app's white with ink text.
 */
export function lightPageTheme(theme: Pick<PageThemeColours, 'name' | 'bar'> & Partial<PageThemeColours>): PageTheme {
  return withStyle({
    dark: false,
    barText: '#FFFFFF',
    barAccent: '#FFF3C4',
    canvas: semanticColors.canvas,
    panel: semanticColors.surface,
    festivalPanel: 'linear-gradient(180deg, #FFF4D6 0%, #FFFFFF 42%)',
    line: semanticColors.line,
    text: semanticColors.text,
    textMuted: semanticColors.textMuted,
    textFaint: semanticColors.textFaint,
    accent: semanticColors.accent,
    accentStrong: semanticColors.accentStrong,
    accentGradient: semanticColors.accentGradient,
    accentSoft: semanticColors.accentSoft,
    focusRing: semanticColors.focusRing,
    skeleton: semanticColors.skeleton,
    skeletonShine: semanticColors.skeletonShine,
    ...theme,
  });
}
