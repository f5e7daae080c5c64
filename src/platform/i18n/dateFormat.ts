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
