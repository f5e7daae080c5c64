import { currencySign, minorDigitsOf } from './currency';
import { numberFormat } from './numberFormat';

/**
 * Money on screen, for every area that shows it (the wallet's prices, the withdrawals, the anchor guide's earnings,
 * `ui/CurrencyAmount`'s cash): amounts are integers in the currency's smallest unit; the currency is the server's.
 *
 * Every amount names its currency unambiguously, whatever the language (issue 30): `NT$` for Taiwan dollars, `CN¥` for
 * yuan, `US$` for US dollars — never a bare "$" or "¥". `Intl`'s currency style was not used for this: it writes the
 * reader's own currency bare ("$330" for TWD in zh-Hant, "¥68" for CNY in zh-Hans, "$4.99" for USD in English, "元 68"
 * in Japanese), and a Taiwanese reader of a US-dollar page, or a mainland reader of a yen price, cannot tell which is
 * meant. The digits are still the language's (grouping and decimals from the cached `numberFormat`).
 */

export { CURRENCY_SIGNS, currencySign, isCurrencyCode, MINOR_DIGITS, minorDigitsOf } from './currency';

/**
 * A price in the smallest unit as a number for `Intl` (major units) and its fraction digits: whole amounts
 * show none ("NT$150"), others the currency's ("US$4.99"). Integer arithmetic first, one division last.
 */
export function priceParts(minor: number, currency: string): { major: number; digits: number } {
  const digits = minorDigitsOf(currency);
  const scale = 10 ** digits;
  const whole = minor % scale === 0;
  return { major: minor / scale, digits: whole ? 0 : digits };
}

/** An amount cut in what a component may style apart: the minus, the currency's sign and the digits. */
export interface MoneyParts {
  minus: '' | '-';
  sign: string;
  digits: string;
}

/**
 * An amount in the smallest unit, in parts. Whole amounts drop their fraction ("NT$150") unless `keepFraction`
 * (a cash balance: "NT$150.00"). Something that is not a finite number is 0 (a component never trusts a number).
 */
export function moneyParts(
  language: string,
  minor: number,
  currency: string,
  { keepFraction = false }: { keepFraction?: boolean } = {},
): MoneyParts {
  const amount = Number.isFinite(minor) ? minor : 0;
  const { major, digits } = priceParts(Math.abs(amount), currency);
  const shown = keepFraction ? minorDigitsOf(currency) : digits;
  // Whole numbers take the language's plain format (no Intl on the first screen); fractions the currency's digits.
  const format =
    shown === 0
      ? numberFormat(language)
      : numberFormat(language, { minimumFractionDigits: shown, maximumFractionDigits: shown });
  return { minus: amount < 0 ? '-' : '', sign: currencySign(currency), digits: format.format(major) };
}

/**
 * A price in the smallest unit with its currency's sign and the language's digits ("NT$150", "US$4.99", "CN¥68",
 * "-NT$5"): the one way an amount of money becomes text.
 */
export function formatPrice(language: string, minor: number, currency: string): string {
  const { minus, sign, digits } = moneyParts(language, minor, currency);
  return `${minus}${sign}${digits}`;
}
