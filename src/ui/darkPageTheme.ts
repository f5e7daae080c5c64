import type { PageTheme, PageThemeColours } from './pageTheme';
import { withStyle } from './pageThemeStyle';

/**
 * The dark themes share their text and lines (white, a lilac mist and a faint one, as the game stages always had);
 * an area names its own colours. `accent`'s text on the panel must stay ≥ 4.5:1 — tokens.test.ts checks it.
 */
export function darkPageTheme(
  theme: Pick<PageThemeColours, 'name' | 'canvas' | 'bar' | 'panel' | 'accent' | 'accentStrong' | 'accentGradient'> &
    Partial<PageThemeColours>,
): PageTheme {
  return withStyle({
    dark: true,
    barText: '#FFFFFF',
    festivalPanel: `linear-gradient(180deg, ${theme.bar} 0%, ${theme.panel} 55%)`,
    line: 'rgba(255, 255, 255, 0.16)',
    text: '#FFFFFF',
    textMuted: '#D3CCE3',
    textFaint: '#ABA3C0',
    accentSoft: 'rgba(255, 255, 255, 0.1)',
    focusRing: '#F6C453',
    skeleton: 'rgba(255, 255, 255, 0.08)',
    skeletonShine: 'rgba(255, 255, 255, 0.16)',
    barAccent: theme.accentStrong,
    ...theme,
  });
}
