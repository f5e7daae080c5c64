import { describe, expect, it } from 'vitest';
import { formatCurrencyAmount } from './CurrencyAmount';

describe('formatCurrencyAmount', () => {
  it('groups digits in every supported language', () => {
    for (const language of ['zh-Hant', 'zh-Hans', 'en', 'ja', 'ko']) {
      expect(formatCurrencyAmount(1234567, 'gold', language)).toBe('1,234,567');
    }
  });

  it('shows cash cents with two decimals', () => {
    expect(formatCurrencyAmount(123456, 'cash', 'en')).toBe('1,234.56');
    expect(formatCurrencyAmount(5, 'cash', 'zh-Hant')).toBe('0.05');
    expect(formatCurrencyAmount(100, 'cash', 'ja')).toBe('1.00');
  });

  it('shows cash in the digits of its currency: none for yen and won', () => {
    expect(formatCurrencyAmount(123456, 'cash', 'en', false, 'USD')).toBe('1,234.56');
    expect(formatCurrencyAmount(1500, 'cash', 'ja', false, 'JPY')).toBe('1,500');
    expect(formatCurrencyAmount(12000, 'cash', 'ko', false, 'KRW')).toBe('12,000');
  });

  it('rounds non-integer input and treats non-numbers as 0', () => {
    expect(formatCurrencyAmount(99.6, 'diamond', 'en')).toBe('100');
    expect(formatCurrencyAmount(Number.NaN, 'points', 'en')).toBe('0');
  });

  it('shortens big numbers in compact mode, per language, but not small ones', () => {
    expect(formatCurrencyAmount(1280000, 'gold', 'en', true)).toBe('1.3M');
    expect(formatCurrencyAmount(1280000, 'gold', 'zh-Hans', true)).toBe('128万');
    expect(formatCurrencyAmount(1280000, 'gold', 'zh-Hant', true)).toBe('128萬');
    expect(formatCurrencyAmount(9999, 'gold', 'en', true)).toBe('9,999');
  });

  it('survives an unknown language tag', () => {
    expect(formatCurrencyAmount(1234, 'gold', 'not a tag!')).toBe('1,234');
  });
});
