import { describe, expect, it, vi } from 'vitest';
import { dateFormat, EVENT_TIME_ZONE, formatDateTime, isDateTime } from './dateFormat';
import { LANGUAGES } from './languages';

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

describe('the first screens’ date formats, written without Intl', () => {
  const FORMATS: Intl.DateTimeFormatOptions[] = [
    { month: 'long', day: 'numeric' },
    { year: 'numeric', month: 'numeric', day: 'numeric' },
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    { year: 'numeric', month: 'long', day: 'numeric' },
    { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  ];
  // Midnights and New Year's Eves of UTC+8 (the day turns 8 hours before UTC's), leap days, and 2,000 moments from
  // 1980 to 2199.
  const MOMENTS = [
    Date.parse('2026-12-31T15:59:59Z'),
    Date.parse('2026-12-31T16:00:00Z'),
    Date.parse('2028-02-29T16:30:00Z'),
    Date.parse('1980-01-01T00:00:00+08:00'),
    Date.parse('2199-12-31T23:59:00+08:00'),
    ...Array.from({ length: 2000 }, (_, index) =>
      Math.round(Date.parse('1980-01-01T00:00:00Z') + Math.abs(Math.sin(index + 1)) * 219 * 365.25 * 86_400_000),
    ),
  ];

  // Engines differ in the space they put between a date and its time (Node's ICU writes a thin space in zh-Hant,
  // Chromium's a plain one): the words are the same. The hand-written formats use the plain space Chromium writes.
  const sameSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

  it('writes every moment as Intl does in UTC+8, in every language, without building an Intl format', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const ours = FORMATS.map((options) => LANGUAGES.map((language) => MOMENTS.map(dateFormat(language, options))));
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    FORMATS.forEach((options, formatIndex) => {
      LANGUAGES.forEach((language, languageIndex) => {
        const intl = new Intl.DateTimeFormat(language, { ...options, timeZone: EVENT_TIME_ZONE });
        expect(ours[formatIndex]![languageIndex]).toEqual(MOMENTS.map((at) => sameSpaces(formatDateTime(intl, at))));
      });
    });
  });

  it('leaves other formats, zones and years, and languages Intl alone knows, to Intl', () => {
    const christmas = Date.parse('2026-12-24T20:00:00+08:00');
    expect(dateFormat('en', { month: 'short', day: 'numeric' })(christmas)).toBe('Dec 24');
    expect(dateFormat('en', { month: 'long', day: 'numeric' }, 'UTC')(Date.parse('2026-12-24T20:00:00Z'))).toBe(
      'December 24',
    );
    expect(dateFormat('fr', { month: 'long', day: 'numeric' })(christmas)).toBe('24 décembre');
    expect(dateFormat('en', { year: 'numeric', month: 'long', day: 'numeric' })(Date.UTC(1975, 6, 1))).toBe(
      'July 1, 1975',
    );
    expect(dateFormat('ko', { month: 'long', day: 'numeric' })(Number.NaN)).toBe('');
  });
});
