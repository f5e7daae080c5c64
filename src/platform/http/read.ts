// Defensive readers for server replies: a wrong or missing field becomes a safe
// default instead of an exception, so a malformed reply degrades one value, not the page.

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A non-negative number (numeric strings too); anything else is 0. */
export const count = (value: unknown): number => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : 0;
};

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A string (numbers become strings, e.g. numeric ids); anything else is ''. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
