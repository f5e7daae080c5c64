// Defensive readers for server replies: a wrong or missing field becomes a safe default instead of
// an exception, and a number is brought into the range the UI can show, so a malformed reply
// degrades one value, not the page (docs/architecture.md → "What we accept from the bridge, the server and the URL").

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The largest count or amount a reply may carry. Integers stay exact far below it, and its
 * formatted form ("999,999,999,999") still fits a row; a bigger number is shown as this one.
 */
export const COUNT_MAX = 999_999_999_999;

const numberFrom = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/** A number from 0 to `max` (numeric strings too): below 0 or not a number is 0, above `max` is `max`. */
export const count = (value: unknown, max: number = COUNT_MAX): number => {
  const number = numberFrom(value);
  return Number.isFinite(number) && number > 0 ? Math.min(number, max) : 0;
};

/** Days of a reward or a medal: beyond this a reply is shown as this ("9999 days" still reads as forever). */
export const DAYS_MAX = 9_999;

/** A whole count from 0 to `max` (rounded down), as `count`. */
export const whole = (value: unknown, max: number = COUNT_MAX): number => Math.floor(count(value, max));

/** A whole number that may be negative (a decay, money out), bounded like `whole` on either side. */
export const signedWhole = (value: unknown, max: number = COUNT_MAX): number =>
  typeof value === 'number' && value < 0 ? -whole(-value, max) : whole(value, max);

/** The moments a reply may name: from 2000 to 2100. Date formatting throws beyond ±8.64e15 ms. */
export const INSTANT_MIN = Date.UTC(2000, 0, 1);
export const INSTANT_MAX = Date.UTC(2100, 0, 1);

/** A moment in ms since the epoch between 2000 and 2100, or null (missing, garbled or absurd). */
export const instant = (value: unknown): number | null => {
  const number = numberFrom(value);
  return Number.isFinite(number) && number >= INSTANT_MIN && number <= INSTANT_MAX ? number : null;
};

/** An id-like whole number (0 to 2^53 − 1), or null. */
export const integerId = (value: unknown): number | null => {
  const number = numberFrom(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
};

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The longest text a reply field may carry (a name, an address); longer is cut. */
export const TEXT_MAX = 2048;

/** A string (numbers become strings, e.g. numeric ids), at most `max` characters; anything else is ''. */
export const text = (value: unknown, max: number = TEXT_MAX): string =>
  typeof value === 'string'
    ? value.slice(0, max)
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';
