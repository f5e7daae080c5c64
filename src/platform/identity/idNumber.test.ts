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

  // Deterministic pseudo-random numbers (mulberry32): the same 10,000 numbers on every run.
  const random = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const FROM = Date.UTC(1930, 0, 1);
  const TO = Date.UTC(2010, 11, 31);
  /** A valid number: an area code (first digit 1–9), a birth date in 1930–2010, a sequence, its check character. */
  const generated = (() => {
    const next = random(20_240_611);
    const digits = (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
    return Array.from({ length: 10_000 }, () => {
      const area = `${1 + Math.floor(next() * 9)}${digits(5)}`;
      const birth = new Date(FROM + Math.floor(next() * ((TO - FROM) / 86_400_000 + 1)) * 86_400_000);
      const date = birth.toISOString().slice(0, 10).replaceAll('-', '');
      const first17 = `${area}${date}${digits(3)}`;
      return first17 + mainlandCheckCharacter(first17);
    });
  })();
  const rejected = (id: string) => 'problem' in checkIdNumber(id, TODAY);

  it('10,000 generated valid numbers (birth dates 1930–2010) all pass', () => {
    expect(new Set(generated).size).toBeGreaterThan(9_990);
    const failing = generated.filter((id) => {
      const result = checkIdNumber(id, TODAY);
      return !('kind' in result) || result.kind !== 'mainland';
    });
    expect(failing).toEqual([]);
  });

  it('for a sample of them, every single-character substitution and every adjacent swap is rejected', () => {
    const sample = generated.filter((_, index) => index % 40 === 0); // 250 numbers
    const missed: string[] = [];
    let tried = 0;
    for (const id of sample) {
      for (let position = 0; position < id.length; position += 1) {
        for (const other of position === 17 ? '0123456789X' : '0123456789') {
          if (other === id[position]) continue;
          const changed = id.slice(0, position) + other + id.slice(position + 1);
          tried += 1;
          if (!rejected(changed)) missed.push(changed);
        }
        if (position < 17 && id[position] !== id[position + 1]) {
          const swapped = id.slice(0, position) + id[position + 1] + id[position] + id.slice(position + 2);
          tried += 1;
          if (!rejected(swapped)) missed.push(swapped);
        }
      }
    }
    expect(tried).toBeGreaterThan(40_000);
    expect(missed).toEqual([]);
  });

  // Issue 21's "Done when": not a sample — all 10,000, every substitution and every adjacent swap. GB 11643's mod-11
  // checksum over prime-free weights catches each one (a changed birth date may fail earlier, as birthDate).
  it('for all 10,000, every single-character substitution and every adjacent swap is rejected', () => {
    let tried = 0;
    const missed: string[] = [];
    for (const id of generated) {
      for (let position = 0; position < 18; position += 1) {
        for (const other of position === 17 ? '0123456789X' : '0123456789') {
          if (other === id[position]) continue;
          tried += 1;
          const changed = id.slice(0, position) + other + id.slice(position + 1);
          if (!rejected(changed)) missed.push(changed);
        }
        if (position < 17 && id[position] !== id[position + 1]) {
          tried += 1;
          const swapped = id.slice(0, position) + id[position + 1] + id[position] + id.slice(position + 2);
          if (!rejected(swapped)) missed.push(swapped);
        }
      }
    }
    expect(tried).toBeGreaterThan(1_700_000);
    expect(missed).toEqual([]);
  });

  it('an X check character passes in upper and lower case; any digit in its place fails', () => {
    const withX = generated.filter((id) => id.endsWith('X'));
    expect(withX.length).toBeGreaterThan(500); // about one in eleven
    for (const id of withX) {
      expect(checkIdNumber(id, TODAY)).toEqual({ kind: 'mainland' });
      expect(checkIdNumber(id.toLowerCase(), TODAY)).toEqual({ kind: 'mainland' });
      expect(checkIdNumber(`${id.slice(0, 17)}ｘ`, TODAY)).toEqual({ kind: 'mainland' }); // full-width, from an IME
    }
    const sample = withX[0]!;
    for (const digit of '0123456789')
      expect(checkIdNumber(sample.slice(0, 17) + digit, TODAY)).toEqual({ problem: 'checksum' });
    // And an X where a digit belongs is a checksum problem, in either case.
    const withDigit = generated.find((id) => !id.endsWith('X'))!;
    expect(checkIdNumber(`${withDigit.slice(0, 17)}X`, TODAY)).toEqual({ problem: 'checksum' });
    expect(checkIdNumber(`${withDigit.slice(0, 17)}x`, TODAY)).toEqual({ problem: 'checksum' });
  });

  it.each([
    ['19900001', 'day 0 of no month'],
    ['19901301', 'month 13'],
    ['19900431', '31 April'],
    ['19000229', '29 February 1900 (no leap year)'],
    ['21000101', 'the next century'],
  ])('a birth date of %s (%s) is refused', (birth) => {
    const first17 = `440304${birth}123`;
    expect(checkIdNumber(first17 + mainlandCheckCharacter(first17), TODAY)).toEqual({ problem: 'birthDate' });
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

  // The ministry's letter codes (A = 10 … Z = 33, I = 34, O = 35), written out here as the test's own oracle.
  const LETTER_CODES = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
  const DIGIT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1, 1]; // the sex digit, seven digits, the check digit
  const letterSum = (letter: string) => {
    const code = LETTER_CODES.indexOf(letter) + 10;
    return Math.floor(code / 10) + 9 * (code % 10);
  };
  /** 520 valid IDs: every letter, both sex digits, ten pseudo-random serials each, the check digit that fits. */
  const taiwanIds = LETTER_CODES.split('').flatMap((letter, letterIndex) =>
    ['1', '2'].flatMap((sex) =>
      Array.from({ length: 10 }, (_, serial) => {
        const body = String((letterIndex * 7_919 + serial * 104_729 + Number(sex) * 15_485_863) % 10_000_000).padStart(
          7,
          '0',
        );
        return '0123456789'
          .split('')
          .map((check) => `${letter}${sex}${body}${check}`)
          .find(isTaiwanChecksumValid)!;
      }),
    ),
  );

  it('valid IDs pass: every letter, both sex digits', () => {
    expect(taiwanIds).toHaveLength(520);
    expect(taiwanIds.filter((id) => !('kind' in checkIdNumber(id, TODAY)))).toEqual([]);
  });

  /*
   * A mod-10 checksum cannot catch everything (unlike GB 11643's mod 11): a digit whose weight times the change is a
   * multiple of 10 (weight 5 and any even change; weights 8, 6, 4, 2 and a change of 5), a letter whose code adds the
   * same to the sum, and a swap of the last two digits (both weighed 1) keep the sum. Every other single substitution
   * and adjacent swap is rejected — checked exhaustively here; the blind spots are counted, not hidden.
   */
  it('single substitutions and adjacent swaps are rejected, except the checksum’s arithmetic blind spots', () => {
    const wrong: string[] = [];
    let caught = 0;
    let blind = 0;
    const expectOutcome = (changed: string, invisible: boolean) => {
      const accepted = 'kind' in checkIdNumber(changed, TODAY);
      if (accepted !== invisible) wrong.push(changed);
      if (invisible) blind += 1;
      else caught += 1;
    };
    for (const id of taiwanIds) {
      for (const letter of LETTER_CODES)
        if (letter !== id[0]) expectOutcome(letter + id.slice(1), (letterSum(letter) - letterSum(id[0]!)) % 10 === 0);
      for (let position = 1; position < 10; position += 1) {
        for (const digit of '0123456789') {
          if (digit === id[position]) continue;
          const change = Number(digit) - Number(id[position]);
          const changed = id.slice(0, position) + digit + id.slice(position + 1);
          // The sex digit is 1 or 2: any other digit is a format problem.
          const invisible =
            (position !== 1 || /[12]/.test(digit)) && (DIGIT_WEIGHTS[position - 1]! * change) % 10 === 0;
          expectOutcome(changed, invisible);
        }
      }
      for (let position = 0; position < 9; position += 1) {
        if (id[position] === id[position + 1]) continue;
        const swapped = id.slice(0, position) + id[position + 1] + id[position] + id.slice(position + 2);
        expectOutcome(swapped, position === 8); // the last two digits weigh the same
      }
    }
    expect(wrong).toEqual([]);
    expect(caught / (caught + blind)).toBeGreaterThan(0.85);
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
