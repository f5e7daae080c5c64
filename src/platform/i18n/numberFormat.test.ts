import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from './languages';
import { formatNumber, formatPercent, numberFormat } from './numberFormat';

describe('numberFormat', () => {
  it('formats as the language writes numbers, with the options given', () => {
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(numberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(1_250_000)).toBe('1.3M');
    expect(numberFormat('zh-Hant', { notation: 'compact', maximumFractionDigits: 1 }).format(1_250_000)).toBe('125萬');
  });

  it('writes whole numbers in every language exactly as Intl does, without building an Intl format', () => {
    const values = [
      0,
      7,
      -7,
      999,
      1000,
      -1000,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ];
    for (const language of LANGUAGES) {
      for (const options of [{}, { maximumFractionDigits: 0 }]) {
        const format = numberFormat(language, options);
        expect(format).not.toBeInstanceOf(Intl.NumberFormat);
        expect(values.map((value) => format.format(value))).toEqual(
          values.map((value) => new Intl.NumberFormat(language, options).format(value)),
        );
      }
    }
  });

  it('leaves fractions to Intl', () => {
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('ja', { maximumFractionDigits: 0 }).format(1234.5)).toBe(
      new Intl.NumberFormat('ja', { maximumFractionDigits: 0 }).format(1234.5),
    );
  });

  it('makes one formatter per language and options, and reuses it', () => {
    expect(numberFormat('ja', { maximumFractionDigits: 0 })).toBe(numberFormat('ja', { maximumFractionDigits: 0 }));
    expect(numberFormat('ja')).not.toBe(numberFormat('ko'));
  });

  it('falls back to English for a language tag the engine rejects', () => {
    expect(numberFormat('not a language!').format(1000)).toBe('1,000');
  });

  it('formatNumber shows what toLocaleString shows, in every language', () => {
    const values = [0, 5, 5000, -1234, 1234.5, 0.1234, 1_000_000.25, 123_456_789];
    for (const language of LANGUAGES) {
      expect(values.map((value) => formatNumber(language, value))).toEqual(
        values.map((value) => value.toLocaleString(language)),
      );
    }
  });

  it('formatPercent shows a ratio as a whole percentage, as toLocaleString does', () => {
    const ratios = [0, 0.005, 0.1, 0.475, 0.95, 1, 1.9];
    for (const language of LANGUAGES) {
      expect(ratios.map((ratio) => formatPercent(language, ratio))).toEqual(
        ratios.map((ratio) => ratio.toLocaleString(language, { style: 'percent', maximumFractionDigits: 0 })),
      );
    }
    expect(formatPercent('en', 0.95)).toBe('95%');
  });

  it('formatPercent writes every ratio as Intl does without building an Intl format (its first costs a page 200 ms at 4× CPU)', () => {
    const fromIntl = (language: string, ratio: number) =>
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
    const ratios = [
      0.285,
      0.005,
      0.015,
      0.0049999,
      0.12345,
      0.999,
      0.9951,
      1.005,
      2.675,
      123.455,
      0.00001,
      1234.5678,
      -0.285,
      -0.005,
      -0.001,
      -0,
      -12.345,
      // Odds as a server sends them: a thousand of them.
      ...Array.from({ length: 1000 }, (_, index) => Math.round(Math.sin(index + 1) * 1e6) / 1e6),
    ];
    const built = vi.spyOn(Intl, 'NumberFormat');
    const ours = LANGUAGES.map((language) => ratios.map((ratio) => formatPercent(language, ratio)));
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    LANGUAGES.forEach((language, index) => {
      expect(ours[index]).toEqual(ratios.map((ratio) => fromIntl(language, ratio)));
    });
    // What only Intl writes still goes to it.
    for (const ratio of [1e-7, 1e21, 5e-324, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(formatPercent('ja', ratio)).toBe(fromIntl('ja', ratio));
  });
});
