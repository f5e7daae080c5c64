import { describe, expect, it } from 'vitest';
import { formatDateTime, isDateTime } from './dateFormat';

const format = new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });

describe('formatting a number that should be a date', () => {
  it.each([1e308, -1e308, 8.64e15 + 1, 2 ** 53 + 2, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%s is no moment: empty text, no RangeError',
    (at) => {
      expect(isDateTime(at)).toBe(false);
      expect(formatDateTime(format, at)).toBe('');
    },
  );

  it('formats every moment a Date can hold, to its very edges', () => {
    expect(formatDateTime(format, Date.UTC(2026, 11, 24))).toBe('12/24/2026');
    expect(formatDateTime(format, 0)).toBe('01/01/1970');
    expect(formatDateTime(format, 8.64e15)).not.toBe('');
    expect(formatDateTime(format, -8.64e15)).not.toBe('');
  });
});
