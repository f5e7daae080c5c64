/**
 * Each currency's sign and digits: the table `money.ts` formats with, apart so that `ui/CurrencyAmount` (on the
 * boards' and the race's first screens) carries the table without the price formatter.
 */

/** ISO 4217 exponents of the currencies we sell in; any other three-letter code is taken as 2. */
export const MINOR_DIGITS: Record<string, number> = { TWD: 2, CNY: 2, USD: 2, HKD: 2, JPY: 0, KRW: 0 };

export const minorDigitsOf = (currency: string): number => MINOR_DIGITS[currency] ?? 2;

export const isCurrencyCode = (value: string): boolean => /^[A-Z]{3}$/.test(value);

/**
 * The sign written before an amount, one per currency in every language: the way the currency's own market writes it
 * where that cannot be confused with another currency (₩, €, £), with the country's letters where the sign is shared
 * ($, ¥). A currency not listed is written with its code and a no-break space ("MYR 12.50").
 */
export const CURRENCY_SIGNS: Record<string, string> = {
  TWD: 'NT$',
  CNY: 'CN¥',
  USD: 'US$',
  HKD: 'HK$',
  JPY: 'JP¥',
  KRW: '₩',
  EUR: '€',
  GBP: '£',
};

/** What goes right before the digits of an amount in `currency` ("NT$", "CN¥", "MYR\u00a0"). */
export function currencySign(currency: string): string {
  return CURRENCY_SIGNS[currency] ?? `${currency}\u00a0`;
}
