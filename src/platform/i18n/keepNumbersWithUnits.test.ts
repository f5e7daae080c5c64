import { describe, expect, it } from 'vitest';
import { keepNumbersWithUnits, keepRunsTogether, WORD_JOINER as WJ } from './keepNumbersWithUnits';

describe('keepNumbersWithUnits', () => {
  it('joins a number to the Chinese, Japanese or Korean unit after it', () => {
    expect(keepNumbersWithUnits('可獲得3倍')).toBe(`可獲得${WJ}3${WJ}倍`);
    expect(keepNumbersWithUnits('メダル1日')).toBe(`メダル${WJ}1${WJ}日`);
    expect(keepNumbersWithUnits('2일')).toBe(`2${WJ}일`);
  });

  it('keeps a unit of two characters whole', () => {
    expect(keepNumbersWithUnits('12,000金幣')).toBe(`12,000${WJ}金${WJ}幣`);
    expect(keepNumbersWithUnits('30積分')).toBe(`30${WJ}積${WJ}分`);
  });

  it('keeps a date whole', () => {
    expect(keepNumbersWithUnits('2025年1月3日 20:00')).toBe(`2025${WJ}年${WJ}1${WJ}月${WJ}3${WJ}日 20:00`);
  });

  it('keeps a number with its full-width bracket and the word before it', () => {
    expect(keepNumbersWithUnits('加油12（1.2倍）')).toBe(`加油${WJ}12${WJ}（${WJ}1.2${WJ}倍${WJ}）`);
    expect(keepNumbersWithUnits('第4名')).toBe(`第${WJ}4${WJ}名`);
  });

  it('leaves other text alone', () => {
    for (const text of ['12,000', '×3.8', 'NT$100', '3 days', 'Resend in 59 s', ''])
      expect(keepNumbersWithUnits(text)).toBe(text);
  });
});

describe('keepRunsTogether', () => {
  it('joins a number in one run to the unit or bracket that starts the next', () => {
    expect(keepRunsTogether(['加油', '59', '（已確認）'])).toEqual([`加油${WJ}`, `59${WJ}`, '（已確認）']);
    expect(keepRunsTogether(['第', '1', '名'])).toEqual([`第${WJ}`, `1${WJ}`, '名']);
    expect(keepRunsTogether(['Top ', '3', ' cars'])).toEqual(['Top ', '3', ' cars']);
  });
});
