import { UTC8_OFFSET_MS } from '../clock/clock';
import { keepNumbersWithUnits } from './keepNumbersWithUnits';
import { isLanguage } from './languages';

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

/** A moment's fields on the clock of UTC+8. */
interface EventClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Asia/Taipei has been UTC+8 all year since 1980 (no summer time): within these years its fields are plain arithmetic. */
const FIXED_OFFSET_YEARS = { from: 1980, to: 2199 };

function eventClock(at: number): EventClock | null {
  const date = new Date(at + UTC8_OFFSET_MS);
  const year = date.getUTCFullYear();
  if (!(year >= FIXED_OFFSET_YEARS.from && year <= FIXED_OFFSET_YEARS.to)) return null;
  return {
    year,
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const EN_MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** A pattern's fields: y year, M / MM month (MMMM its English name), d / dd day, HH hour (00–23), mm minute. */
const FIELDS = /MMMM|MM|M|dd|d|HH|mm|y/g;
const FIELD_TEXT: Record<string, (clock: EventClock) => string> = {
  y: (clock) => String(clock.year),
  MMMM: (clock) => EN_MONTHS[clock.month - 1]!,
  MM: (clock) => pad2(clock.month),
  M: (clock) => String(clock.month),
  dd: (clock) => pad2(clock.day),
  d: (clock) => String(clock.day),
  HH: (clock) => pad2(clock.hour),
  mm: (clock) => pad2(clock.minute),
};

/**
 * The date formats the pages show on their first screen, written as Intl writes them in our five languages (a test
 * compares every one with Intl over two centuries of moments): per format, the pattern of the languages that write
 * 年月日 (zh-Hant, zh-Hans, ja), of English and of Korean. The page's first `Intl.DateTimeFormat` loads the engine's
 * calendar and zone data: 140 ms of the noble centre's first render at 4× CPU.
 */
const HAND_WRITTEN: Record<string, readonly [han: string, en: string, ko: string]> = {
  'day:numeric,month:long': ['M月d日', 'MMMM d', 'M월 d일'],
  'day:numeric,month:numeric,year:numeric': ['y/M/d', 'M/d/y', 'y. M. d.'],
  'day:2-digit,month:2-digit,year:numeric': ['y/MM/dd', 'MM/dd/y', 'y. MM. dd.'],
  'day:numeric,month:long,year:numeric': ['y年M月d日', 'MMMM d, y', 'y년 M월 d일'],
  'day:2-digit,hour:2-digit,hourCycle:h23,minute:2-digit,month:2-digit': [
    'MM/dd HH:mm',
    'MM/dd, HH:mm',
    'MM. dd. HH:mm',
  ],
};

function handWrittenPattern(language: string, options: Intl.DateTimeFormatOptions): string | undefined {
  const patterns = HAND_WRITTEN[optionsKey(options)];
  if (!patterns || !isLanguage(language)) return undefined;
  return language === 'en' ? patterns[1] : language === 'ko' ? patterns[2] : patterns[0];
}

/** The options as one key: "field:value" pairs in the fields' alphabetical order ("day:numeric,month:long"). */
const optionsKey = (options: Intl.DateTimeFormatOptions): string =>
  Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => `${field}:${String(value)}`)
    .sort()
    .join(',');

function intlFormat(language: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: EVENT_TIME_ZONE });
  }
}

/**
 * A formatter of moments in the language's words and `options`, in `timeZone` (UTC+8 by default). A
 * language or zone Intl does not know falls back to English in UTC+8; a number that is no moment is ''.
 * The first screens' formats in UTC+8 are written by hand (HAND_WRITTEN); Intl writes the rest.
 */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string = EVENT_TIME_ZONE,
): (at: number) => string {
  const pattern = timeZone === EVENT_TIME_ZONE ? handWrittenPattern(language, options) : undefined;
  if (!pattern) {
    const format = intlFormat(language, options, timeZone);
    return (at) => formatDateTime(format, at);
  }
  // Intl only for a moment outside the years of the fixed offset, made on first need.
  let format: Intl.DateTimeFormat | undefined;
  return (at) => {
    const clock = isDateTime(at) ? eventClock(at) : null;
    if (clock) return keepNumbersWithUnits(pattern.replace(FIELDS, (field) => FIELD_TEXT[field]!(clock)));
    format ??= intlFormat(language, options, timeZone);
    return formatDateTime(format, at);
  };
}

/** "07/01 20:00" in the language's order, in `timeZone` (UTC+8 by default) — for lists of rounds, cards and records. */
export const shortDateTimeFormat = (language: string, timeZone: string = EVENT_TIME_ZONE): ((at: number) => string) =>
  dateFormat(
    language,
    { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    timeZone,
  );
