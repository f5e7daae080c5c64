import { css } from 'styled-components';
import { palette, semanticColors } from './tokens';

/**
 * Which text colours a subtree uses follows the surface it sits on. Components write
 * `var(--color-text)`, `--color-textMuted`, `--color-textFaint` and `--color-line`; a dark surface
 * (a game stage, a dark campaign skin) redefines them for everything inside, and a light card placed
 * on a dark surface defines them back. So an error state, a heading or an empty state reads on
 * either, without knowing where it is (issue 15: a white heading on a white card on the race stage;
 * muted error text at 2.6:1 on the stage).
 */
export const darkSurface = css`
  --color-text: var(--color-textOnDark);
  --color-textMuted: var(--color-textMutedOnDark);
  --color-textFaint: var(--color-textFaintOnDark);
  --color-line: var(--color-lineOnDark);
  /* The loading skeleton: a faint frost, not light blocks on the night sky. */
  --color-skeleton: rgba(255, 255, 255, 0.08);
  --color-skeletonShine: rgba(255, 255, 255, 0.16);
  color: var(--color-text);
`;

/** The light palette again, for a card or sheet on a dark surface (the app's default everywhere else). */
export const lightSurface = css`
  --color-text: ${palette.ink};
  --color-textMuted: ${palette.inkSoft};
  --color-textFaint: ${palette.inkFaint};
  --color-line: ${palette.line};
  --color-skeleton: ${semanticColors.skeleton};
  --color-skeletonShine: ${semanticColors.skeletonShine};
  color: var(--color-text);
`;

/**
 * A panel (ui/Card): the app's white card with dark text, or — on a themed page (ui/pageTheme sets `--panel…`) — the
 * theme's own panel with its text, so a card on a night stage is a night panel, not a cream island.
 */
export const panelSurface = css`
  --color-text: var(--panel-text, ${palette.ink});
  --color-textMuted: var(--panel-textMuted, ${palette.inkSoft});
  --color-textFaint: var(--panel-textFaint, ${palette.inkFaint});
  --color-line: var(--panel-line, ${palette.line});
  color: var(--color-text);
`;

/**
 * Text on a coloured hero (a red festival banner, a violet rating): white, and its muted line a warm cream, not the
 * page's muted grey (the countdown label on the red hero was 1.6:1). Only `heroSurface` writes them (not CSS variables
 * of every page, which the shell would carry).
 */
export const heroText = { text: palette.white, muted: '#FFF1DC' } as const;

/**
 * A coloured hero (a red festival banner, a violet rating): white text and a warm cream for its quieter lines, so a
 * countdown's label or a caption on it reads (the countdown label on the red hero was the page's grey, 1.6:1).
 */
export const heroSurface = css`
  --color-text: ${heroText.text};
  --color-textMuted: ${heroText.muted};
  --color-textFaint: ${heroText.muted};
  --color-line: rgba(255, 255, 255, 0.24);
  color: var(--color-text);
`;
