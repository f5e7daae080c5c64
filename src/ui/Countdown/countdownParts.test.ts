import { describe, expect, it } from 'vitest';
import { pad2, remainingMs, splitDuration } from './countdownParts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('splitDuration', () => {
  it('splits days, hours, minutes and seconds', () => {
    expect(splitDuration(2 * D + 3 * H + 4 * M + 5 * S)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('keeps hours under 24 and carries whole days', () => {
    expect(splitDuration(D - S)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(splitDuration(D)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('rounds partial seconds up, so zero shows only at the target', () => {
    expect(splitDuration(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(59_999)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(splitDuration(4_200)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 5 });
  });

  it('clamps at zero for past targets and junk input', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(splitDuration(0)).toEqual(zero);
    expect(splitDuration(-5 * S)).toEqual(zero);
    expect(splitDuration(Number.NaN)).toEqual(zero);
    expect(splitDuration(Number.POSITIVE_INFINITY)).toEqual(zero);
  });

  it('handles long campaigns', () => {
    expect(splitDuration(120 * D + 7 * S)).toEqual({ days: 120, hours: 0, minutes: 0, seconds: 7 });
  });
});

describe('remainingMs', () => {
  it('is the time left, never negative', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    expect(remainingMs(4_000, 10_000)).toBe(0);
    expect(remainingMs(Number.NaN, 0)).toBe(0);
  });
});

describe('pad2', () => {
  it('pads to two digits', () => {
    expect(pad2(0)).toBe('00');
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
    expect(pad2(123)).toBe('123');
  });
});
