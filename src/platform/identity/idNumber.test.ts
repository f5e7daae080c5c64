import { describe, expect, it } from 'vitest';
import {
  checkIdNumber,
  isTaiwanChecksumValid,
  mainlandCheckCharacter,
  maskIdNumber,
  normaliseIdNumber,
} from './idNumber';

const TODAY = Date.parse('2026-11-26T12:00:00+08:00');

describe('mainland resident identity numbers (GB 11643)', () => {
  it('the check character of the standard’s own example, and of an X', () => {
    expect(mainlandCheckCharacter('11010519491231002')).toBe('X'); // the standard's example: 11010519491231002X
    expect(checkIdNumber('11010519491231002X', TODAY)).toEqual({ kind: 'mainland' });
    expect(checkIdNumber('110105194912310021', TODAY)).toEqual({ problem: 'checksum' });
  });

  it('any valid number built here passes; every wrong check character fails', () => {
    const first17 = '44030419900307123';
    const check = mainlandCheckCharacter(first17);
    expect(checkIdNumber(first17 + check, TODAY)).toEqual({ kind: 'mainland' });
    for (const wrong of '0123456789X'.replace(check, ''))
      expect(checkIdNumber(first17 + wrong, TODAY)).toEqual({ problem: 'checksum' });
  });

  it('a birth date that is no day, or in the future, is refused before the checksum', () => {
    const withBirth = (birth: string) => {
      const first17 = `440304${birth}123`;
      return first17 + mainlandCheckCharacter(first17);
    };
    expect(checkIdNumber(withBirth('19900230'), TODAY)).toEqual({ problem: 'birthDate' });
    expect(checkIdNumber(withBirth('20261127'), TODAY)).toEqual({ problem: 'birthDate' });
    expect(checkIdNumber(withBirth('18991231'), TODAY)).toEqual({ problem: 'birthDate' });
    expect(checkIdNumber(withBirth('20000229'), TODAY)).toEqual({ kind: 'mainland' }); // a leap day
  });

  it('typed sloppily: full-width, spaces, dashes and a lower-case x are forgiven', () => {
    expect(normaliseIdNumber(' １１０１０５ 1949-1231 002x ')).toBe('11010519491231002X');
    expect(checkIdNumber('１１０１０５１９４９１２３１００２ｘ', TODAY)).toEqual({ kind: 'mainland' });
  });
});

describe('Taiwan national IDs', () => {
  it('the checksum, letters out of order included', () => {
    expect(isTaiwanChecksumValid('A123456789')).toBe(true);
    expect(checkIdNumber('a123456789', TODAY)).toEqual({ kind: 'taiwan' });
    expect(checkIdNumber('A123456788', TODAY)).toEqual({ problem: 'checksum' });
    // I = 34, O = 35, W = 32, Z = 33: a valid number for each, built from the rule.
    for (const letter of 'IOWZ') {
      const valid = '0123456789'
        .split('')
        .map((last) => `${letter}2${'1234567'}${last}`)
        .find(isTaiwanChecksumValid);
      expect(valid && checkIdNumber(valid, TODAY)).toEqual({ kind: 'taiwan' });
    }
  });

  it('a sex digit other than 1 or 2, or a wrong length, is a format problem', () => {
    expect(checkIdNumber('A323456789', TODAY)).toEqual({ problem: 'format' });
    expect(checkIdNumber('A12345678', TODAY)).toEqual({ problem: 'format' });
  });
});

describe('anything else, and masking', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['01010519491231002X', 'format'],
    ['1101051949123100XX', 'format'],
  ])('%j → %s', (input, problem) => {
    expect(checkIdNumber(input, TODAY)).toEqual({ problem });
  });

  it('shown masked: the first character and the last four', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1*************002X');
    expect(maskIdNumber('a123456789')).toBe('A*****6789');
    expect(maskIdNumber('123')).toBe('***');
  });
});
