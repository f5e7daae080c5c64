import { keepNumbersWithUnits } from './keepNumbersWithUnits';

/** The furthest a Date reaches from the epoch, either way (ms); formatting beyond it throws a RangeError. */
const DATE_LIMIT_MS = 8.64e15;

/** Whether `at` is a moment a Date can hold (and so Intl can format). */
export const isDateTime = (at: number): boolean => Number.isFinite(at) && Math.abs(at) <= DATE_LIMIT_MS;

/**
 * `format.format(at)`, or '' when `at` is no moment at all. Parsers keep dates between 2000 and
 * 2100, but a component never trusts a number to be a date (issue 14: a date of 1e308 took a page down).
 */
export function formatDateTime(format: Intl.DateTimeFormat, at: number): string {
  return isDateTime(at) ? keepNumbersWithUnits(format.format(at)) : '';
}

/** The product's time zone (UTC+8): event times read the same wherever the phone is. */
export const EVENT_TIME_ZONE = 'Asia/Taipei';

/**
 * A formatter of moments in the language's words and `options`, in `timeZone` (UTC+8 by default). A
 * language or zone Intl does not know falls back to English in UTC+8; a number that is no moment is ''.
 */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string = EVENT_TIME_ZONE,
): (at: number) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en', { ...options, timeZone: EVENT_TIME_ZONE });
  }
  return (at) => formatDateTime(format, at);
}

/** "07/01 20:00" in the language's order, in `timeZone` (UTC+8 by default) — for lists of rounds, cards and records. */
export const shortDateTimeFormat = (language: string, timeZone: string = EVENT_TIME_ZONE): ((at: number) => string) =>
  dateFormat(
    language,
    { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    timeZone,
  );
