/**
 * A length in the 375-unit design grid. `--unit` (set in GlobalStyle) is
 * min(100vw, 480px) / 375, so layouts scale with the phone and a tablet or desktop
 * shows a centred phone-width column instead of giant text.
 */
export function px(units: number): string {
  return units === 0 ? '0' : `calc(${units} * var(--unit))`;
}

/** Widest the design column gets, in CSS px. */
export const MAX_COLUMN_WIDTH = 480;
