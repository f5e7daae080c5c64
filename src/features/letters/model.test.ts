import { describe, expect, it } from 'vitest';
import { canReply, excerpt, LETTER_MAX_CHARACTERS, secondsUntil, sendBlock, textProblem } from './model';

describe('textProblem: a letter is under 500 characters, counted as a person sees them', () => {
  it('takes 499 characters and refuses 500', () => {
    expect(textProblem('字'.repeat(LETTER_MAX_CHARACTERS))).toBeNull();
    expect(textProblem('字'.repeat(LETTER_MAX_CHARACTERS + 1))).toBe('tooLong');
  });

  it('counts a flag, an emoji and a joined family as one character each', () => {
    // 499 flags are 998 code points and 1,996 UTF-16 units: still 499 characters.
    expect(textProblem('🇹🇼'.repeat(LETTER_MAX_CHARACTERS))).toBeNull();
    expect(textProblem('👨‍👩‍👧'.repeat(LETTER_MAX_CHARACTERS))).toBeNull();
    expect(textProblem(`${'😀'.repeat(LETTER_MAX_CHARACTERS)}!`)).toBe('tooLong');
  });

  it('refuses nothing but spaces', () => {
    expect(textProblem('')).toBe('empty');
    expect(textProblem(' \n\t ')).toBe('empty');
  });
});

describe('excerpt', () => {
  it('keeps a short letter whole on one line and cuts a long one without splitting a character', () => {
    expect(excerpt('晚安\n好夢')).toBe('晚安 好夢');
    expect(excerpt('🇹🇼'.repeat(50), 3)).toBe('🇹🇼🇹🇼🇹🇼…');
  });
});

describe('sendBlock and secondsUntil: the quota and the rate limit as the server sent them', () => {
  const now = Date.UTC(2026, 4, 20, 4);
  it('says the quota first, then the rate limit', () => {
    expect(sendBlock({ send_left: 0 }, null, now)).toBe('quota');
    expect(sendBlock({ send_left: 2 }, now + 30_000, now)).toBe('tooFast');
    expect(sendBlock({ send_left: 2 }, now - 1, now)).toBeNull();
    expect(sendBlock({ send_left: 2 }, null, now)).toBeNull();
  });
  it('rounds the wait up to whole seconds', () => {
    expect(secondsUntil(now + 30_001, now)).toBe(31);
    expect(secondsUntil(now, now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
});

describe('canReply', () => {
  const letter = (mine: boolean, status: 'reviewing' | 'rejected' | 'delivered' = 'delivered') => ({ mine, status });
  it('lets the reader answer, and the writer only once a reader has written back', () => {
    expect(canReply({ letter: letter(false), replies: [], closed: null })).toBe(true);
    expect(canReply({ letter: letter(true), replies: [], closed: null })).toBe(false);
    expect(canReply({ letter: letter(true), replies: [{ mine: false }], closed: null })).toBe(true);
    expect(canReply({ letter: letter(true), replies: [{ mine: true }], closed: null })).toBe(false);
  });
  it('takes no reply in a closed conversation or on a letter not delivered', () => {
    expect(canReply({ letter: letter(false), replies: [], closed: 'blocked' })).toBe(false);
    expect(canReply({ letter: letter(true, 'reviewing'), replies: [{ mine: false }], closed: null })).toBe(false);
    expect(canReply({ letter: letter(true, 'rejected'), replies: [{ mine: false }], closed: null })).toBe(false);
  });
});
