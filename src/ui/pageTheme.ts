import type { CSSProperties } from 'react';

/**
 * A game or event page's theme, as a whole (issue 30): its title bar, its sub-pages, its panels, and the sheets,
 * dialogs and celebrations it opens. Components read CSS variables; a theme redefines them for the page (Scaffold)
 * and for every overlay the page opens (overlays are portals on <body>, outside the page's subtree: `Overlay` copies the
 * variables of the themed page on screen onto its own root, the app's promise dialogs included). A page passes its
 * area's theme to `Scaffold`; nothing else needs to know it. The themes' variables and builders (pageThemeStyle.ts)
 * come with the pages that use them: a page without a theme, and the shell, carry none of it.
 */
export interface PageThemeColours {
  /** For `data-page-theme` (Scaffold marks its column with it; overlays and stories look for it). */
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

/**
 * A theme with the CSS variables it sets (built once, with the theme, by ui/pageThemeStyle.ts): the frame and the
 * overlays only apply `style`, so a page without a theme downloads none of the theme code.
 */
export interface PageTheme extends PageThemeColours {
  style: CSSProperties;
}
