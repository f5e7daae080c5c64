import { describe, expect, it } from 'vitest';
import { markMatches, type QaSection, searchQa } from './qa';

const marked = (text: string, query: string) =>
  markMatches(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('marking what the Q&A search found', () => {
  it('marks every occurrence of each word, in one case', () => {
    expect(marked('Withdraw: how to withdraw points', 'WITHDRAW')).toBe('[Withdraw]: how to [withdraw] points');
    expect(marked('連續簽到滿7天即可提現', '簽到 提現')).toBe('連續[簽到]滿7天即可[提現]');
  });

  it('reads a full-width query as ASCII, as the search does', () => {
    expect(marked('Grade A gets the pool', 'ｇｒａｄｅ　Ａ')).toBe('[Grade] [A] gets the pool');
  });

  it('finds a word across spaces in the text (the search ignores them) and keeps the text as it was', () => {
    expect(marked('pay out', 'payout')).toBe('[pay out]');
    expect(markMatches('ｐａｙ out', 'pay').map((part) => part.text)).toEqual(['ｐａｙ', ' out']);
  });

  it('joins overlapping matches into one run', () => {
    expect(marked('aaa b', 'aa')).toBe('[aaa] b');
  });

  it('leaves the text whole without a word or a match', () => {
    expect(markMatches('提現規則', '   ')).toEqual([{ text: '提現規則', match: false }]);
    expect(markMatches('提現規則', '評級')).toEqual([{ text: '提現規則', match: false }]);
    expect(markMatches('', '提現')).toEqual([]);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(marked('🎁 獎勵 🎁', '獎勵')).toBe('🎁 [獎勵] 🎁');
  });

  it('marks in every item the search keeps', () => {
    const sections: QaSection[] = [
      {
        id: 's',
        title: 'Withdrawals',
        items: [
          { id: 'a', question: 'When can I withdraw?', answer: 'After 7 sign-in days.', link: 'withdraw' },
          { id: 'b', question: 'What is a grade?', answer: 'A to D.', link: null },
        ],
      },
    ];
    const kept = searchQa(sections, 'withdraw');
    expect(kept.flatMap((section) => section.items.map((item) => item.id))).toEqual(['a']);
    expect(markMatches(kept[0]!.items[0]!.question, 'withdraw').some((part) => part.match)).toBe(true);
  });
});
