import { describe, expect, it } from 'vitest';
import { isAlipayAccount, maskAccount, quickAmounts, readAmount, recentMonths, utc8Month } from './withdrawal';

const LIMITS = { balance: 12_340, min: 1_000, max: 10_000 };

describe('amounts as typed', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'zero'],
    ['-500', 'notWhole'],
    ['1500.5', 'notWhole'],
    ['12a', 'notWhole'],
    ['20000', 'aboveBalance'],
    ['12000', 'aboveMax'],
    ['999', 'belowMin'],
    ['99999999999999999999', 'aboveMax'],
  ])('%j → %s, nothing sent', (input, problem) => {
    expect(readAmount(input, LIMITS)).toEqual({ problem });
  });

  it('whole points within the limits; full-width digits, spaces and separators are forgiven', () => {
    expect(readAmount('5000', LIMITS)).toEqual({ points: 5_000 });
    expect(readAmount('　５０００ ', LIMITS)).toEqual({ points: 5_000 });
    expect(readAmount('5,000', LIMITS)).toEqual({ points: 5_000 });
    expect(readAmount('10000', LIMITS)).toEqual({ points: 10_000 });
  });

  it('more than the balance is said before more than the maximum', () => {
    expect(readAmount('13000', { ...LIMITS, max: 10_000 })).toEqual({ problem: 'aboveBalance' });
  });

  it('quick amounts are round steps within reach, then the most allowed; none below the minimum', () => {
    expect(quickAmounts(LIMITS)).toEqual([1_000, 5_000, 10_000]);
    expect(quickAmounts({ balance: 6_000, min: 1_000, max: 10_000 })).toEqual([1_000, 5_000, 6_000]);
    expect(quickAmounts({ balance: 500, min: 1_000, max: 10_000 })).toEqual([]);
  });
});

describe('cash and accounts', () => {
  it('an Alipay account is a mobile number or an email; it is shown masked', () => {
    for (const ok of ['13812341234', '+8613812341234', '0912345678', 'a.b@mail.com'])
      expect(isAlipayAccount(ok)).toBe(true);
    for (const bad of ['12812341234', '1381234123', 'mail.com', 'a@b', '']) expect(isAlipayAccount(bad)).toBe(false);
    expect(maskAccount('13812341234')).toBe('138****1234');
    expect(maskAccount('+8613812341234')).toBe('138****1234');
    expect(maskAccount('0912345678')).toBe('091****5678');
    expect(maskAccount('alice@mail.com')).toBe('a***@mail.com');
  });
});

describe('the ledger filter', () => {
  it('months are UTC+8 months: 1 Dec 00:30 in Taipei is December, even where the phone says November', () => {
    expect(utc8Month(Date.parse('2026-12-01T00:30:00+08:00'))).toBe('2026-12');
    expect(utc8Month(Date.parse('2026-11-30T23:59:59+08:00'))).toBe('2026-11');
    expect(recentMonths(Date.parse('2026-02-10T12:00:00+08:00'), 4)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });
});
