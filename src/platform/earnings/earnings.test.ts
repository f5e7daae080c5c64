import { describe, expect, it } from 'vitest';
import { cashForPoints, parseCheckIn, signInDaysLeft, STREAK_DAYS } from './earnings';

describe('the sign-in streak', () => {
  it('seven consecutive days; the days left never go below zero', () => {
    expect(STREAK_DAYS).toBe(7);
    expect(signInDaysLeft(0)).toBe(7);
    expect(signInDaysLeft(6)).toBe(1);
    expect(signInDaysLeft(7)).toBe(0);
    expect(signInDaysLeft(30)).toBe(0);
    expect(signInDaysLeft(-2)).toBe(7);
  });

  it('reads the server’s streak defensively: a wrong streak is 0, only `true` is true', () => {
    expect(parseCheckIn({ streak: 6, signed_today: true, withdrawable: false })).toEqual({
      streak: 6,
      signedToday: true,
      withdrawable: false,
    });
    expect(parseCheckIn({ streak: '-3', signed_today: 'yes', withdrawable: 1 })).toEqual({
      streak: 0,
      signedToday: false,
      withdrawable: false,
    });
    expect(parseCheckIn(null)).toEqual({ streak: 0, signedToday: false, withdrawable: false });
  });
});

describe('points and cash', () => {
  it('points become cash at the server’s rate, rounded down, in the smallest unit', () => {
    expect(cashForPoints(5_000, { points: 100, cash: 100 })).toBe(5_000); // 1 point = 1 fen
    expect(cashForPoints(50, { points: 50, cash: 100 })).toBe(100); // 50 points = 1 yuan (spec §9)
    expect(cashForPoints(50, { points: 50, cash: 400 })).toBe(400); // or 4 TWD in the Taiwan variant
    expect(cashForPoints(1_999, { points: 10, cash: 4 })).toBe(799);
    expect(cashForPoints(100, { points: 0, cash: 4 })).toBe(0);
  });
});
