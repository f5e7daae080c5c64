import { describe, expect, it } from 'vitest';
import { palette, semanticColors } from './tokens';

/** WCAG 2 relative luminance of an opaque #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
    ['focus ring on surface (≥ 3:1)', semanticColors.focusRing, palette.white, 3],
    ['focus ring on canvas (≥ 3:1)', semanticColors.focusRing, palette.canvas, 3],
  ] as const)('%s', (_, foreground, background, required) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(required);
  });
});
