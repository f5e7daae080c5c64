import { describe, expect, it } from 'vitest';
import { formatPrice, priceParts } from './money';

describe('money', () => {
  it('keeps prices in the smallest unit and shows whole amounts without fractions', () => {
    expect(priceParts(33_000, 'TWD')).toEqual({ major: 330, digits: 0 });
    expect(priceParts(499, 'USD')).toEqual({ major: 4.99, digits: 2 });
    expect(priceParts(500, 'JPY')).toEqual({ major: 500, digits: 0 });
    expect(priceParts(12_345, 'XYZ')).toEqual({ major: 123.45, digits: 2 });
  });

  it('formats per language and currency', () => {
    expect(formatPrice('en', 33_000, 'TWD')).toBe('NT$330');
    expect(formatPrice('en', 499, 'USD')).toBe('$4.99');
    expect(formatPrice('zh-Hans', 6_800, 'CNY')).toBe('¥68');
    expect(formatPrice('en', 9_999, 'USD')).toBe('$99.99');
  });
});
