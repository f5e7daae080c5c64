import { isLanguage } from './languages';

/** What callers use of a number format. */
export type NumberFormat = Pick<Intl.NumberFormat, 'format'>;

/**
 * `Intl.NumberFormat` instances, made once per language and options: building one costs far
 * more than formatting (a 100-row board formats hundreds of numbers), so they are kept. A
 * language the engine does not know falls back to English instead of throwing.
 *
 * Whole numbers with default options skip Intl altogether: the first `Intl.NumberFormat` of a
 * page loads the engine's number data (20–40 ms on a desktop, several times that on a phone),
 * and our five languages all write whole numbers the same way ("1,234,567").
 */
const formats = new Map<string, NumberFormat>();

const PLAIN_INTEGER_OPTIONS = new Set(['{}', '{"maximumFractionDigits":0}']);

function groupThousands(value: number): string {
  const digits = Math.abs(value).toString();
  return `${value < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function intlFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  const optionsKey = JSON.stringify(options);
  const key = `${language}|${optionsKey}`;
  let format = formats.get(key);
  if (!format) {
    if (PLAIN_INTEGER_OPTIONS.has(optionsKey) && isLanguage(language)) {
      let intl: Intl.NumberFormat | undefined;
      // Fractions, huge values and non-numbers still go to Intl (made on first need).
      format = {
        format: (value) =>
          typeof value === 'number' && Number.isSafeInteger(value)
            ? groupThousands(value)
            : (intl ??= intlFormat(language, options)).format(value),
      };
    } else {
      format = intlFormat(language, options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A number as the language writes it ("1,234,567", fractions to three digits): what
 * `value.toLocaleString(language)` shows, from the cached format. Every number a user sees goes
 * through here or `numberFormat` (a lint rule keeps `toLocaleString` and `Intl.NumberFormat` in this folder).
 */
export function formatNumber(language: string, value: number): string {
  return numberFormat(language).format(value);
}

const PERCENT_OPTIONS: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/**
 * A ratio ×100 rounded as Intl rounds it (half away from zero, on the ratio's shortest decimal, not on the binary
 * product: 0.285 is 29 %, where `Math.round(0.285 * 100)` is 28), or null for what only Intl should write (a ratio in
 * exponent notation, a non-number).
 */
function wholePercent(ratio: number): number | null {
  const text = Math.abs(ratio).toString();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const percent = Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
  return Number.isSafeInteger(percent) ? percent : null;
}

/**
 * A ratio as a whole percentage in the language's way: 0.95 → "95%". Our five languages all write it "95%", so the
 * page's first percentage does not build an Intl format: that loads the engine's number data, 200 ms of a race page's
 * first render at 4× CPU (a test compares every language with Intl).
 */
export function formatPercent(language: string, ratio: number): string {
  const percent = isLanguage(language) ? wholePercent(ratio) : null;
  if (percent === null) return numberFormat(language, PERCENT_OPTIONS).format(ratio);
  return `${ratio < 0 || Object.is(ratio, -0) ? '-' : ''}${groupThousands(percent)}%`;
}
