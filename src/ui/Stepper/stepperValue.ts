/** The allowed values of a stepper: min, min + step, min + 2·step … up to max. */
export interface StepperRange {
  min: number;
  max: number;
  step: number;
}

/** Most digits a user can type: keeps the number a safe integer. */
export const MAX_DRAFT_DIGITS = 9;

/** Fills in defaults and repairs nonsense (step ≤ 0, max < min). */
export function normaliseRange(range: Partial<StepperRange> = {}): StepperRange {
  const min = Number.isFinite(range.min) ? (range.min as number) : 0;
  const rawMax = range.max ?? Number.POSITIVE_INFINITY;
  const max = Number.isNaN(rawMax) ? Number.POSITIVE_INFINITY : Math.max(min, rawMax);
  const step = Number.isFinite(range.step) && (range.step as number) > 0 ? (range.step as number) : 1;
  return { min, max, step };
}

/** The highest value on the step grid that does not pass max. */
export function highestValue({ min, max, step }: StepperRange): number {
  if (!Number.isFinite(max)) return max;
  return min + Math.floor((max - min) / step + 1e-9) * step;
}

const tidy = (value: number) => Math.round(value * 1e9) / 1e9;

/** Clamps into [min, highest value] and snaps to the nearest step from min. NaN becomes min. */
export function clampValue(value: number, range: StepperRange): number {
  const { min, step } = range;
  if (Number.isNaN(value)) return min;
  const top = highestValue(range);
  if (value <= min) return min;
  if (value >= top) return top;
  return tidy(Math.min(top, min + Math.round((value - min) / step) * step));
}

/** The result of a − / + press or a committed draft. */
export interface StepResult {
  value: number;
  /** The user asked for more than max (the "at most N" message should show). */
  exceededMax: boolean;
}

/** One press of + (direction 1) or − (direction -1). Pressing + at the top reports exceededMax. */
export function stepValue(value: number, direction: 1 | -1, range: StepperRange): StepResult {
  const current = clampValue(value, range);
  const next = tidy(current + direction * range.step);
  if (direction > 0 && next > highestValue(range)) return { value: current, exceededMax: true };
  return { value: clampValue(next, range), exceededMax: false };
}

/** Keeps only digits of what was typed or pasted (no signs, dots or spaces). */
export function sanitizeDraft(text: string): string {
  return text.replace(/\D+/g, '').slice(0, MAX_DRAFT_DIGITS);
}

/**
 * Turns the typed text into a value when the field is left. Empty text falls
 * back to min; a number beyond max is clamped to it and reported.
 */
export function commitDraft(draft: string, range: StepperRange): StepResult {
  const digits = sanitizeDraft(draft);
  if (digits === '') return { value: range.min, exceededMax: false };
  const typed = Number(digits);
  return { value: clampValue(typed, range), exceededMax: typed > highestValue(range) };
}
