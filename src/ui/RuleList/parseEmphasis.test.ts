import { describe, expect, it } from 'vitest';
import { parseEmphasis } from './parseEmphasis';

describe('parseEmphasis', () => {
  it('keeps plain text as one run', () => {
    expect(parseEmphasis('活動期間每日結算')).toEqual([{ text: '活動期間每日結算', em: false }]);
  });

  it('splits emphasised parts out', () => {
    expect(parseEmphasis('送出<em>七夕禮物</em>得<em>雙倍</em>魅力')).toEqual([
      { text: '送出', em: false },
      { text: '七夕禮物', em: true },
      { text: '得', em: false },
      { text: '雙倍', em: true },
      { text: '魅力', em: false },
    ]);
  });

  it('handles emphasis at the start and the end', () => {
    expect(parseEmphasis('<em>Top 3</em> win')).toEqual([
      { text: 'Top 3', em: true },
      { text: ' win', em: false },
    ]);
    expect(parseEmphasis('win <em>Top 3</em>')).toEqual([
      { text: 'win ', em: false },
      { text: 'Top 3', em: true },
    ]);
  });

  it('leaves other markup and unbalanced tags as literal text', () => {
    expect(parseEmphasis('<b>x</b><img src=x onerror=alert(1)>')).toEqual([
      { text: '<b>x</b><img src=x onerror=alert(1)>', em: false },
    ]);
    expect(parseEmphasis('a <em>b')).toEqual([{ text: 'a <em>b', em: false }]);
  });

  it('drops empty emphasis and returns nothing for an empty string', () => {
    expect(parseEmphasis('a<em></em>b')).toEqual([
      { text: 'a', em: false },
      { text: 'b', em: false },
    ]);
    expect(parseEmphasis('')).toEqual([]);
  });
});
