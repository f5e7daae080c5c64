import { describe, expect, it } from 'vitest';
import { numberFormat } from './numberFormat';

describe('numberFormat', () => {
  it('formats as the language writes numbers, with the options given', () => {
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(numberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(1_250_000)).toBe('1.3M');
    expect(numberFormat('zh-Hant', { notation: 'compact', maximumFractionDigits: 1 }).format(1_250_000)).toBe('125萬');
  });

  it('makes one formatter per language and options, and reuses it', () => {
    expect(numberFormat('ja', { maximumFractionDigits: 0 })).toBe(numberFormat('ja', { maximumFractionDigits: 0 }));
    expect(numberFormat('ja')).not.toBe(numberFormat('ko'));
  });

  it('falls back to English for a language tag the engine rejects', () => {
    expect(numberFormat('not a language!').format(1000)).toBe('1,000');
  });
});
