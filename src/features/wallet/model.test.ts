import { describe, expect, it } from 'vitest';
import {
  bonusPercent,
  checkCardCode,
  DAY_MS,
  daysLeft,
  groupCardCode,
  isPublicId,
  membershipState,
  normaliseCardCode,
  normalisePublicId,
  offerPhase,
  ORDER_POLL_LIMIT,
  pollDelay,
  pricePerDay,
  priceTenths,
  perksWithTheirPlans,
  savingPercent,
} from './model';

describe('money', () => {
  it('bonus and saving never promise more than is given', () => {
    expect(bonusPercent({ coins: 660, bonusCoins: 60 })).toBe(9);
    expect(bonusPercent({ coins: 0, bonusCoins: 60 })).toBe(0);
    expect(savingPercent(29_000, 38_600)).toBe(24);
    expect(savingPercent(100, 0)).toBe(0);
    expect(pricePerDay(29_000, 30, 'TWD')).toBe(1_000);
    expect(pricePerDay(999, 30, 'USD')).toBe(34);
  });

  it('a discount in tenths of the price ("6折") never says more off than is given', () => {
    expect(priceTenths(99_000, 165_000)).toBe(6);
    expect(priceTenths(29_000, 38_600)).toBe(7.6); // 75.1 % of the price: 7.6折, not 7.5
    expect(priceTenths(100, 0)).toBe(10);
  });
});

describe('public ids', () => {
  it('forgives full-width digits and spaces', () => {
    expect(normalisePublicId(' ８８６ ２０３１ ')).toBe('8862031');
    expect(isPublicId('8862031')).toBe(true);
    expect(isPublicId('1234')).toBe(false);
    expect(isPublicId('12345abc')).toBe(false);
  });
});

describe('gift card codes', () => {
  it('reads full-width, lower-case, spaced and dashed codes as the server does', () => {
    expect(normaliseCardCode(' ｓｔａｒ２０２５－gift 0001 ')).toBe('STAR2025GIFT0001');
    expect(normaliseCardCode('STAR‐2025—GIFT−0001')).toBe('STAR2025GIFT0001');
    expect(groupCardCode('star2025gift0001')).toBe('STAR-2025-GIFT-0001');
  });

  it('says what is wrong before anything is sent', () => {
    expect(checkCardCode('   ')).toBe('empty');
    expect(checkCardCode('STAR2025GIFT000!')).toBe('characters');
    expect(checkCardCode('星星2025GIFT00001')).toBe('characters');
    expect(checkCardCode('STAR2025GIFT001')).toBe('length');
    expect(checkCardCode('STAR2025GIFT00011')).toBe('length');
    expect(checkCardCode('star-2025-gift-0001')).toBeNull();
  });
});

describe('order polling', () => {
  it('backs off and stops after its limit', () => {
    const delays = Array.from({ length: ORDER_POLL_LIMIT + 1 }, (_, attempt) => pollDelay(attempt));
    expect(delays.slice(0, 4)).toEqual([1_500, 2_000, 3_000, 5_000]);
    expect(delays[ORDER_POLL_LIMIT - 1]).toBe(30_000);
    expect(delays[ORDER_POLL_LIMIT]).toBeNull();
    const total = delays.reduce<number>((sum, delay) => sum + (delay ?? 0), 0);
    expect(total).toBeGreaterThan(120_000);
    expect(total).toBeLessThan(300_000);
  });
});

describe('VIP membership', () => {
  const now = Date.UTC(2025, 6, 1, 12);
  it('is none, active or expiring (three days or less)', () => {
    expect(membershipState(null, now)).toBe('none');
    expect(membershipState({ expiresAt: now }, now)).toBe('none');
    expect(membershipState({ expiresAt: now + 3 * DAY_MS }, now)).toBe('expiring');
    expect(membershipState({ expiresAt: now + 3 * DAY_MS + 1 }, now)).toBe('active');
    expect(daysLeft(now + 23 * 3_600_000, now)).toBe(1);
    expect(daysLeft(now + 2 * DAY_MS, now)).toBe(2);
  });
});

describe('discount offer', () => {
  const offer = { startsAt: 1_000, endsAt: 2_000, limit: 1, bought: 0 };
  it('is upcoming, live, sold out or ended', () => {
    expect(offerPhase(offer, 999)).toBe('upcoming');
    expect(offerPhase(offer, 1_000)).toBe('live');
    expect(offerPhase({ ...offer, bought: 1 }, 1_500)).toBe('soldOut');
    expect(offerPhase(offer, 2_000)).toBe('ended');
    expect(offerPhase(null, 0)).toBe('ended');
  });
});

describe('perksWithTheirPlans', () => {
  it('lists every perk some plan gives, in the perks order, with the plans that give it', () => {
    const weekly = { id: 'weekly', perks: ['bubble', 'badge'] };
    const monthly = { id: 'monthly', perks: ['badge', 'bubble', 'visitors'] };
    expect(perksWithTheirPlans([weekly, monthly])).toEqual([
      { perk: 'badge', plans: [weekly, monthly], everyPlan: true },
      { perk: 'bubble', plans: [weekly, monthly], everyPlan: true },
      { perk: 'visitors', plans: [monthly], everyPlan: false },
    ]);
    expect(perksWithTheirPlans([])).toEqual([]);
  });
});
