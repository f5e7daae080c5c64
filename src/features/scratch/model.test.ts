import { describe, expect, it } from 'vitest';
import {
  addFragments,
  canPlay,
  CARD_PRICE_COINS,
  costOf,
  DAY_MS,
  FRAGMENTS_PER_MEDAL_DAY,
  medalDaysLeft,
  refuseBuy,
} from './model';

const NOW = Date.parse('2025-07-01T20:00:00+08:00');

describe('buying', () => {
  it('sells the bundles when the coins cover them', () => {
    expect(costOf(10)).toBe(10 * CARD_PRICE_COINS);
    expect(refuseBuy(costOf(1), 1)).toBeNull();
    expect(refuseBuy(costOf(10), 10)).toBeNull();
  });

  it('refuses a purchase the balance does not cover, and counts that are not bundles', () => {
    expect(refuseBuy(costOf(10) - 1, 10)).toBe('notEnoughCoins');
    expect(refuseBuy(0, 1)).toBe('notEnoughCoins');
    for (const count of [0, 2, 11, -1, 1.5, Number.NaN]) expect(refuseBuy(1_000_000, count)).toBe('invalid');
  });

  it('plays only a bought card', () => {
    expect(canPlay(0)).toBe(false);
    expect(canPlay(1)).toBe(true);
  });
});

describe('fragments → medal days', () => {
  it('gives a fragment per card and a day for every five', () => {
    expect(addFragments({ fragments: 0, expiresAt: null }, 4, NOW)).toEqual({
      fragments: 4,
      expiresAt: null,
      daysAdded: 0,
    });
    expect(addFragments({ fragments: 4, expiresAt: null }, 1, NOW)).toEqual({
      fragments: 0,
      expiresAt: NOW + DAY_MS,
      daysAdded: 1,
    });
    expect(addFragments({ fragments: 3, expiresAt: null }, 10, NOW).daysAdded).toBe(
      Math.floor(13 / FRAGMENTS_PER_MEDAL_DAY),
    );
  });

  it('adds days to a medal still worn, and starts an expired one from now', () => {
    const worn = NOW + 2 * DAY_MS;
    expect(addFragments({ fragments: 0, expiresAt: worn }, 5, NOW).expiresAt).toBe(worn + DAY_MS);
    expect(addFragments({ fragments: 0, expiresAt: NOW - DAY_MS }, 5, NOW).expiresAt).toBe(NOW + DAY_MS);
  });

  it('counts a part of a day as a day', () => {
    expect(medalDaysLeft(null, NOW)).toBe(0);
    expect(medalDaysLeft(NOW, NOW)).toBe(0);
    expect(medalDaysLeft(NOW + 1, NOW)).toBe(1);
    expect(medalDaysLeft(NOW + DAY_MS + 1, NOW)).toBe(2);
  });
});
