import { describe, expect, it } from 'vitest';
import { contrast } from './contrast';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { heroText } from './surfaces';

/** The disabled button's own fallback colours, as Button.tsx writes them (`var(--color-disabled…, #…)`). */
const [DISABLED_SURFACE, DISABLED_TEXT] = ['disabledSurface', 'disabledText'].map(
  (name) =>
    new RegExp(`--color-${name}, (#[0-9a-f]{6})`, 'i').exec(
      readFileSync(join(__dirname, 'Button', 'Button.tsx'), 'utf8'),
    )?.[1] ?? 'missing',
) as [string, string];
import { palette, semanticColors } from './tokens';

/** The lightest and darkest colours of the game stages' gradients (RaceStage). */
const STAGE_COLOURS = { night: semanticColors.stage, nightGlow: '#2B3760', golden: '#1F1606', goldenGlow: '#6B4B12' };

describe('colour tokens: every text colour reads on every surface it is made for', () => {
  const body = 4.5;
  it.each([
    ['text on surface', semanticColors.text, semanticColors.surface, body],
    ['text on canvas', semanticColors.text, semanticColors.canvas, body],
    ['muted text on surface', semanticColors.textMuted, semanticColors.surface, body],
    ['muted text on canvas', semanticColors.textMuted, semanticColors.canvas, body],
    ['white on the strong accent (buttons)', semanticColors.onAccent, semanticColors.accentStrong, body],
    ['strong accent text on surface', semanticColors.accentStrong, semanticColors.surface, body],
    ...Object.entries(STAGE_COLOURS).flatMap(([name, stage]) => [
      [`text on the ${name} stage`, semanticColors.textOnDark, stage, body] as const,
      [`muted text on the ${name} stage`, semanticColors.textMutedOnDark, stage, body] as const,
      [`faint text (decoration, ≥ 3:1) on the ${name} stage`, semanticColors.textFaintOnDark, stage, 3] as const,
    ]),
    ['disabled label on its face', DISABLED_TEXT, DISABLED_SURFACE, body],
    ['hero text on the red festival hero', heroText.text, '#C81E3F', body],
    ['muted hero text on the red festival hero', heroText.muted, '#C81E3F', body],
    ['muted hero text on the violet hero', heroText.muted, '#6A1B7A', body],
    ['focus ring on surface (≥ 3:1)', semanticColors.focusRing, palette.white, 3],
    ['focus ring on canvas (≥ 3:1)', semanticColors.focusRing, palette.canvas, 3],
  ] as const)('%s', (_, foreground, background, required) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(required);
  });
});
