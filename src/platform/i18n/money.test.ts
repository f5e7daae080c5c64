import { describe, expect, it } from 'vitest';
import { currencySign, formatPrice, moneyParts, priceParts } from './money';

const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en', 'ja', 'ko'] as const;
const CURRENCIES = ['TWD', 'CNY', 'USD', 'HKD', 'JPY', 'KRW', 'EUR', 'MYR'] as const;
const AMOUNTS = [0, 5, 99, 100, 499, 9_999, 33_000, 123_456, 100_000_000, -500];

/** A "$" or "¥" with no country letters right before it: it does not say whose dollars or yen. */
const BARE_DOLLAR = /(?:^|[^A-Z])\$/;
const BARE_YEN = /(?:^|[^A-Z])[¥￥]/;

describe('money', () => {
  it('keeps prices in the smallest unit and shows whole amounts without fractions', () => {
    expect(priceParts(33_000, 'TWD')).toEqual({ major: 330, digits: 0 });
    expect(priceParts(499, 'USD')).toEqual({ major: 4.99, digits: 2 });
    expect(priceParts(500, 'JPY')).toEqual({ major: 500, digits: 0 });
    expect(priceParts(12_345, 'XYZ')).toEqual({ major: 123.45, digits: 2 });
  });

  it('names the currency the server names, the same in every language', () => {
    for (const language of LANGUAGES) {
      expect(formatPrice(language, 33_000, 'TWD')).toBe('NT$330');
      expect(formatPrice(language, 6_800, 'CNY')).toBe('CN¥68');
      expect(formatPrice(language, 499, 'USD')).toBe('US$4.99');
      expect(formatPrice(language, 9_999, 'USD')).toBe('US$99.99');
      expect(formatPrice(language, 64_800, 'HKD')).toBe('HK$648');
      expect(formatPrice(language, 500, 'JPY')).toBe('JP¥500');
      expect(formatPrice(language, 12_000, 'KRW')).toBe('₩12,000');
      expect(formatPrice(language, 1_250, 'MYR')).toBe('MYR\u00a012.50');
    }
  });

  it('never writes a bare "$" or "¥"', () => {
    // The rule itself, so a change of the table (or a return to Intl's currency style) fails here.
    expect('$330').toMatch(BARE_DOLLAR);
    expect('¥68').toMatch(BARE_YEN);
    expect('元 68').not.toMatch(/^(NT\$|CN¥|US\$|HK\$|JP¥|₩|€|MYR\u00a0)/);
    for (const language of LANGUAGES)
      for (const currency of CURRENCIES)
        for (const amount of AMOUNTS) {
          const text = formatPrice(language, amount, currency);
          expect(text, `${language} ${currency} ${amount}`).not.toMatch(BARE_DOLLAR);
          expect(text, `${language} ${currency} ${amount}`).not.toMatch(BARE_YEN);
          expect(text, `${language} ${currency} ${amount}`).toMatch(/^-?(NT\$|CN¥|US\$|HK\$|JP¥|₩|€|MYR\u00a0)\d/);
        }
  });

  it('groups the digits, keeps the minus before the sign and reads a non-number as 0', () => {
    expect(formatPrice('zh-Hant', 100_000_000, 'TWD')).toBe('NT$1,000,000');
    expect(formatPrice('en', 123_456, 'USD')).toBe('US$1,234.56');
    expect(formatPrice('zh-Hant', -500, 'TWD')).toBe('-NT$5');
    expect(formatPrice('zh-Hant', Number.NaN, 'TWD')).toBe('NT$0');
    expect(formatPrice('not a tag!', 1_234_500, 'CNY')).toBe('CN¥12,345');
  });

  it('gives the parts for a component to style, with the fraction kept for a cash balance', () => {
    expect(moneyParts('zh-Hant', 15_000, 'TWD')).toEqual({ minus: '', sign: 'NT$', digits: '150' });
    expect(moneyParts('zh-Hant', 15_000, 'TWD', { keepFraction: true })).toEqual({
      minus: '',
      sign: 'NT$',
      digits: '150.00',
    });
    expect(moneyParts('ja', 500, 'JPY', { keepFraction: true })).toEqual({ minus: '', sign: 'JP¥', digits: '500' });
    expect(currencySign('EUR')).toBe('€');
  });
});
