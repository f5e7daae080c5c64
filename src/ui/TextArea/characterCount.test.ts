import { describe, expect, it } from 'vitest';
import { countCharacters, isAtLimit, limitEdit, truncateToLimit } from './characterCount';

describe('countCharacters', () => {
  it('counts plain and CJK text by character', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('hello')).toBe(5);
    expect(countCharacters('七夕快樂')).toBe(4);
  });

  it('counts an emoji as one character', () => {
    expect('😀'.length).toBe(2);
    expect(countCharacters('😀')).toBe(1);
    expect(countCharacters('加油😀🎉')).toBe(4);
  });

  it('counts what a person sees: a flag, a family joined by zero-width joiners, a letter and its accent are one each', () => {
    expect(countCharacters('🇹🇼')).toBe(1);
    expect(countCharacters('👨‍👩‍👧')).toBe(1);
    expect(countCharacters('e\u0301')).toBe(1);
    expect(countCharacters('hi 🇯🇵🇰🇷!')).toBe(6);
  });
});

describe('truncateToLimit', () => {
  it('leaves text within the limit untouched', () => {
    expect(truncateToLimit('abc', 3)).toBe('abc');
    expect(truncateToLimit('abc', 10)).toBe('abc');
  });

  it('cuts text beyond the limit', () => {
    expect(truncateToLimit('abcdef', 4)).toBe('abcd');
    expect(truncateToLimit('七夕浪漫告白季', 2)).toBe('七夕');
  });

  it('never splits an emoji in half', () => {
    expect(truncateToLimit('ab😀😀', 3)).toBe('ab😀');
    expect(truncateToLimit('😀😀😀', 2)).toBe('😀😀');
  });

  it('never splits a flag or a joined emoji', () => {
    expect(truncateToLimit('a🇹🇼🇯🇵', 2)).toBe('a🇹🇼');
    expect(truncateToLimit('👨‍👩‍👧👍', 1)).toBe('👨‍👩‍👧');
  });

  it('treats a zero or negative limit as empty, and no limit as unlimited', () => {
    expect(truncateToLimit('abc', 0)).toBe('');
    expect(truncateToLimit('abc', -1)).toBe('');
    expect(truncateToLimit('abc', Number.POSITIVE_INFINITY)).toBe('abc');
  });
});

describe('isAtLimit', () => {
  it('is true from the limit on', () => {
    expect(isAtLimit('ab', 3)).toBe(false);
    expect(isAtLimit('ab😀', 3)).toBe(true);
    expect(isAtLimit('abcd', 3)).toBe(true);
  });
});

describe('limitEdit', () => {
  it('accepts edits within the limit as they are', () => {
    expect(limitEdit('abc', 'abcd', 5)).toEqual({ value: 'abcd', caret: 4 });
  });

  it('keeps only what fits of text typed or pasted at the end', () => {
    expect(limitEdit('abc', 'abcdefg', 5)).toEqual({ value: 'abcde', caret: 5 });
    expect(limitEdit('加油', '加油😀🎉🌙', 3)).toEqual({ value: '加油😀', caret: 4 });
  });

  it('rejects the insertion, not the existing end, when pasting in the middle', () => {
    expect(limitEdit('abcde', 'abXYZcde', 6)).toEqual({ value: 'abXcde', caret: 3 });
    expect(limitEdit('abcde', 'abXcde', 5)).toEqual({ value: 'abcde', caret: 2 });
  });

  it('handles replacing a selection with longer text', () => {
    expect(limitEdit('hello world', 'hello there, world', 14)).toEqual({ value: 'hello theworld', caret: 9 });
  });

  it('cuts text that was already over the limit', () => {
    expect(limitEdit('abcdefgh', 'abcdefghi', 4)).toEqual({ value: 'abcd', caret: 4 });
  });
});
