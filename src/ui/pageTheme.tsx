import { semanticColors } from './tokens';
import { createContext, useContext, useEffect, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';

/**
 * A game or event page's theme, as a whole (issue 30): its title bar, its sub-pages, its panels, and the sheets,
 * dialogs and celebrations it opens. Components read CSS variables; a theme redefines them for the page (Scaffold)
 * and for every overlay the page opens (overlays are portals on <body>, outside the page's subtree, so they take the
 * theme from context and set the same variables on their own root). A page passes its area's theme to `Scaffold`;
 * nothing else needs to know it.
 */
export interface PageTheme {
  /** For `data-theme` (stories and tests look for it). */
  name: string;
  /** The page under its hero. */
  canvas: string;
  /** The title bar: the hero's top colour, so the bar and the hero read as one piece. */
  bar: string;
  /** Title and back arrow on the bar (a light page under a coloured hero: white on the bar, ink below). */
  barText: string;
  /** The bar's link (rules) on the bar's colour. */
  barAccent: string;
  /** Cards, sheets, dialogs and list panels on the page. */
  panel: string;
  /** A dialog's face in the festival tone (a result, a celebration). */
  festivalPanel: string;
  /** Hairlines and panel rims. */
  line: string;
  /** Text on the canvas and on panels: ≥ 4.5:1 on both (tokens.test.ts checks every theme). */
  text: string;
  textMuted: string;
  /** Decoration and disabled text only (≥ 3:1). */
  textFaint: string;
  accent: string;
  accentStrong: string;
  accentGradient: string;
  /** Icon discs (error, empty, state illustrations). */
  accentSoft: string;
  /** The keyboard focus ring on this theme's surfaces (≥ 3:1). */
  focusRing: string;
  /** Loading skeleton and its moving shine. */
  skeleton: string;
  skeletonShine: string;
  /** Dark panels (a game's night) or light ones (a coloured hero over the app's cards). */
  dark: boolean;
}

/** The CSS variables a theme sets on the page's column and on each overlay's root. */
export function pageThemeStyle(theme: PageTheme): CSSProperties {
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
    '--color-disabledSurface': theme.dark ? 'rgba(255, 255, 255, 0.14)' : semanticColors.disabledSurface,
    '--color-disabledText': theme.dark ? theme.textMuted : semanticColors.disabledText,
    // A Card (ui/Card) is a panel of the page's theme, not the app's white card (surfaces.ts `panelSurface`).
    '--panel': theme.panel,
    '--panel-text': theme.text,
    '--panel-textMuted': theme.textMuted,
    '--panel-textFaint': theme.textFaint,
    '--panel-line': theme.line,
    '--theme-bar': theme.bar,
    '--theme-barText': theme.barText,
    '--theme-barAccent': theme.barAccent,
    '--theme-festivalPanel': theme.festivalPanel,
    color: theme.text,
    colorScheme: theme.dark ? 'dark' : 'light',
  } as CSSProperties;
}

/**
 * The dark themes share their text and lines (white, a lilac mist and a faint one, as the game stages always had);
 * an area names its own colours. `accent`'s text on the panel must stay ≥ 4.5:1 — tokens.test.ts checks it.
 */
export function darkPageTheme(
  theme: Pick<PageTheme, 'name' | 'canvas' | 'bar' | 'panel' | 'accent' | 'accentStrong' | 'accentGradient'> &
    Partial<PageTheme>,
): PageTheme {
  return {
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
  };
}

/**
 * A coloured hero over the app's light cards (a rating, a task board): the bar takes the hero's colour with white
 * text; panels, sheets and dialogs stay the app's white with ink text.
 */
export function lightPageTheme(theme: Pick<PageTheme, 'name' | 'bar'> & Partial<PageTheme>): PageTheme {
  return {
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
  };
}

const PageThemeContext = createContext<PageTheme | null>(null);

/** The theme of the page this component sits on (null: the app's light look). */
export function usePageTheme(): PageTheme | null {
  return useContext(PageThemeContext);
}

/** Gives a subtree (a page, a story of a themed component) its theme: the context and the variables. */
export function PageThemeProvider({ theme, children }: { theme: PageTheme | null | undefined; children: ReactNode }) {
  return <PageThemeContext.Provider value={theme ?? null}>{children}</PageThemeContext.Provider>;
}

/*
 * The promise dialogs (showAlert / showConfirm, and the app's alerts) render in one host above every page, outside
 * any page's subtree: the themed Scaffold on screen names its theme here, and the host reads it.
 */
let screenTheme: PageTheme | null = null;
const screenThemeListeners = new Set<() => void>();

function setScreenTheme(theme: PageTheme | null) {
  screenTheme = theme;
  screenThemeListeners.forEach((listener) => listener());
}

/** Called by the page's frame (Scaffold): while it is mounted, app-level dialogs take its theme. */
export function useScreenTheme(theme: PageTheme | undefined): void {
  useEffect(() => {
    if (!theme) return undefined;
    setScreenTheme(theme);
    return () => {
      if (screenTheme === theme) setScreenTheme(null);
    };
  }, [theme]);
}

/** The theme of the page on screen, for overlays rendered above every page (ui/AlertDialog's host). */
export function useThemeOfScreen(): PageTheme | null {
  return useSyncExternalStore(
    (listener) => {
      screenThemeListeners.add(listener);
      return () => screenThemeListeners.delete(listener);
    },
    () => screenTheme,
    () => screenTheme,
  );
}
