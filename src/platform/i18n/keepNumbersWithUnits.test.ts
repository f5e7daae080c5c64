import { describe, expect, it } from 'vitest';
import { keepNumbersWithUnits, WORD_JOINER } from './keepNumbersWithUnits';

describe('keepNumbersWithUnits', () => {
  it('joins a number to the Chinese or Japanese unit after it', () => {
    expect(keepNumbersWithUnits('可獲得3倍')).toBe(`可獲得3${WORD_JOINER}倍`);
    expect(keepNumbersWithUnits('1月3日 20:00')).toBe(`1${WORD_JOINER}月3${WORD_JOINER}日 20:00`);
    expect(keepNumbersWithUnits('メダル1日')).toBe(`メダル1${WORD_JOINER}日`);
  });

  it('leaves other text alone', () => {
    for (const text of ['3 days', '2일', '12,000', '×3.8', '']) expect(keepNumbersWithUnits(text)).toBe(text);
  });
});
