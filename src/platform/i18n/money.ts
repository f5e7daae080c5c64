import { numberFormat } from './numberFormat';

/**
 * Money on screen, for every area that shows it (the wallet's prices, the anchor guide's earnings): amounts are
 * integers in the currency's smallest unit; the currency is the server's, the way of writing it the language's.
 */

/** ISO 4217 exponents of the currencies we sell in; any other three-letter code is taken as 2. */
export const MINOR_DIGITS: Record<string, number> = { TWD: 2, CNY: 2, USD: 2, HKD: 2, JPY: 0, KRW: 0 };

export const minorDigitsOf = (currency: string): number => MINOR_DIGITS[currency] ?? 2;

export const isCurrencyCode = (value: string): boolean => /^[A-Z]{3}$/.test(value);

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

/**
 * A price in the smallest unit as the language writes that currency ("NT$150", "US$4.99", "¥68") (cached formats
 * per options).
 */
export function formatPrice(language: string, minor: number, currency: string): string {
  const { major, digits } = priceParts(minor, currency);
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}
