/**
 * Design tokens. Emitted once as CSS custom properties (GlobalStyle), so components
 * are static CSS reading variables and a campaign can re-theme a subtree by
 * overriding them.
 */
export const palette = {
  ink: '#221A16',
  inkSoft: '#6E625B',
  inkFaint: '#A1958D',
  white: '#FFFFFF',
  canvas: '#FFF7F1',
  line: '#F1E3D8',
  coral: '#FF6A3D',
  rose: '#EE3A62',
  roseDeep: '#C81E4B',
  gold: '#F6C453',
  goldDeep: '#B9801F',
  danger: '#D92D3A',
  green: '#1FA971',
  sky: '#3D8BFF',
  violet: '#8B5CF6',
  violetDeep: '#5B2BC4',
  silver: '#AEB8C6',
  bronze: '#C7844B',
  night: '#1B1230',
} as const;

export const semanticColors = {
  surface: palette.white,
  canvas: palette.canvas,
  text: palette.ink,
  textMuted: palette.inkSoft,
  textFaint: palette.inkFaint,
  line: palette.line,
  accent: palette.rose,
  accentStrong: palette.roseDeep,
  accentGradient: `linear-gradient(135deg, ${palette.coral} 0%, ${palette.rose} 100%)`,
  gold: palette.gold,
  goldStrong: palette.goldDeep,
  /**
   * Keyboard focus ring: a deep amber with at least 3:1 against white, the canvas and the night stage
   * (3.7, 3.9, 4.4) — the bright gold is 1.7:1 on light surfaces. Dark stages may set `--focus-ring` to the gold.
   */
  focusRing: '#B07400',
  danger: palette.danger,
  onAccent: palette.white,
  success: palette.green,
  info: palette.sky,
  /** Nobles and VIP. */
  noble: palette.violet,
  nobleStrong: palette.violetDeep,
  goldGradient: `linear-gradient(135deg, #FFE7A3 0%, ${palette.gold} 45%, ${palette.goldDeep} 100%)`,
  silver: palette.silver,
  bronze: palette.bronze,
  /** A soft tint of the accent: icon discs (error, empty), chips. A campaign skin recolours it. */
  accentSoft: '#FFE9E4',
  /** My own row in a list ("me"), and the loading skeleton with its moving shine; skins recolour them. */
  highlight: 'linear-gradient(90deg, #FFE8EE 0%, #FFF3E4 100%)',
  skeleton: '#F6E9DF',
  skeletonShine: '#FBF3ED',
  /** Behind the podium of a rank board; a campaign skin recolours these. */
  podiumGlow: 'rgba(255, 231, 163, 0.9)',
  podiumFrom: '#FFF0E6',
  podiumTo: '#FFE3D6',
  /** Dark stage behind games and overlays. */
  stage: palette.night,
  /**
   * Text on dark surfaces (the game stages, dark campaign skins): what `--color-text`, `--color-textMuted` and
   * `--color-textFaint` become inside `darkSurface` (ui/surfaces.ts). Muted keeps ≥ 4.5:1 on the night stage and on
   * the lightest part of the stages' gradients (#2B3760); faint is for decoration and disabled text only.
   */
  textOnDark: palette.white,
  textMutedOnDark: '#D3CCE3',
  textFaintOnDark: '#ABA3C0',
  lineOnDark: 'rgba(255, 255, 255, 0.16)',
  scrim: 'rgba(20, 10, 8, 0.55)',
} as const;

/** Type scale in design units (375 grid). */
export const typeScale = { caption: 12, body: 14, bodyLarge: 16, title: 17, headline: 22, display: 28 } as const;

/** Spacing steps in design units; pages use these through px(). */
export const space = { xxs: 4, xs: 8, s: 12, m: 16, l: 20, xl: 24, xxl: 32 } as const;

export const radii = { small: 6, medium: 12, large: 20, pill: 999 } as const;

export const shadows = {
  card: '0 4px 16px rgba(120, 60, 30, 0.08)',
  raised: '0 6px 18px rgba(238, 58, 98, 0.28)',
} as const;

export const zLayers = { titleBar: 10, overlay: 100, dialog: 200, toast: 300 } as const;

/** Motion tokens (spec §9). */
export const motion = { bounce: 300, slideUp: 300, fadeIn: 300, scaleIn: 200 } as const;
