import { describe, expect, it } from 'vitest';
import {
  buyableTiers,
  buyTier,
  closeCycle,
  cycleDay,
  cycleEndOf,
  cycleFrom,
  DAY_MS,
  earnGrowth,
  growthForGold,
  growthKindOf,
  isTierTableUsable,
  NOBLE_TIERS,
  nextTier,
  type NobleStanding,
  type NobleTier,
  projection,
  settle,
  tierForGrowth,
  tierProgress,
  type TierRule,
  utc8DayStart,
} from './model';

const at = (iso: string) => Date.parse(iso);

/** A test table (the server's numbers; nothing in the client depends on these). */
const rows: [NobleTier, number, number, number][] = [
  ['emperor', 800_000, 400_000, 320_000],
  ['king', 300_000, 150_000, 120_000],
  ['prince', 120_000, 60_000, 50_000],
  ['duke', 50_000, 25_000, 20_000],
  ['marquis', 20_000, 10_000, 8_000],
  ['earl', 8_000, 4_000, 3_000],
  ['viscount', 3_000, 1_500, 1_200],
  ['baron', 1_000, 500, 400],
  ['knight', 300, 150, 150],
];
const TABLE: TierRule[] = rows
  .map(([tier, requirement, maintenance, decay]) => ({
    tier,
    requirement,
    maintenance,
    decay,
    price: requirement * 10,
    privileges: [],
  }))
  .reverse(); // the server's order does not matter

const START = at('2026-11-01T00:00:00+08:00');
const duke = (growth: number, cycleGrowth = 0): NobleStanding => ({
  growth,
  tier: 'duke',
  ...cycleFrom(START),
  cycleGrowth,
});
const NO_TIER: NobleStanding = { growth: 0, tier: null, cycleStartAt: 0, cycleEndAt: 0, cycleGrowth: 0 };

describe('tiers', () => {
  it('nine, highest first; growth maps to the highest tier whose requirement it reaches', () => {
    expect(NOBLE_TIERS).toEqual([
      'emperor',
      'king',
      'prince',
      'duke',
      'marquis',
      'earl',
      'viscount',
      'baron',
      'knight',
    ]);
    expect(tierForGrowth(TABLE, 0)).toBeNull();
    expect(tierForGrowth(TABLE, 299)).toBeNull();
    expect(tierForGrowth(TABLE, 300)).toBe('knight'); // exactly the requirement
    expect(tierForGrowth(TABLE, 49_999)).toBe('marquis');
    expect(tierForGrowth(TABLE, 50_000)).toBe('duke');
    expect(tierForGrowth(TABLE, 5_000_000)).toBe('emperor');
    expect(nextTier(null)).toBe('knight');
    expect(nextTier('duke')).toBe('prince');
    expect(nextTier('emperor')).toBeNull();
  });

  it('10 gold coins give 1 growth, rounded down; nothing for nonsense', () => {
    expect(growthForGold(10)).toBe(1);
    expect(growthForGold(19)).toBe(1);
    expect(growthForGold(9)).toBe(0);
    expect(growthForGold(-50)).toBe(0);
    expect(growthForGold(Number.NaN)).toBe(0);
  });

  it('a table is usable only with every tier once and requirements rising with rank', () => {
    expect(isTierTableUsable(TABLE)).toBe(true);
    expect(isTierTableUsable(TABLE.slice(1))).toBe(false);
    const swapped = TABLE.map((rule) => (rule.tier === 'duke' ? { ...rule, requirement: 10 } : rule));
    expect(isTierTableUsable(swapped)).toBe(false);
    const twice = TABLE.map((rule) => (rule.tier === 'king' ? { ...rule, tier: 'duke' as const } : rule));
    expect(isTierTableUsable(twice)).toBe(false);
  });

  it('a member may buy their own tier (renew) and any higher one', () => {
    expect(buyableTiers(TABLE, 'duke').map((rule) => rule.tier)).toEqual(['emperor', 'king', 'prince', 'duke']);
    expect(buyableTiers(TABLE, null)).toHaveLength(9);
  });
});

describe('the 30-day cycle', () => {
  it('a cycle begun at midnight ends thirty days later: day 30 is its last day', () => {
    expect(cycleEndOf(duke(60_000))).toBe(at('2026-12-01T00:00:00+08:00'));
    expect(cycleDay(duke(60_000), at('2026-11-01T00:00:00+08:00'))).toBe(1);
    expect(cycleDay(duke(60_000), at('2026-11-30T23:59:59+08:00'))).toBe(30);
    expect(utc8DayStart(at('2026-11-05T23:30:00Z'))).toBe(at('2026-11-06T00:00:00+08:00'));
  });

  it('the maintenance reached keeps the tier and starts a new cycle', () => {
    const kept = closeCycle(TABLE, duke(60_000, 25_000));
    expect(kept).toEqual({
      growth: 60_000,
      tier: 'duke',
      cycleStartAt: at('2026-12-01T00:00:00+08:00'),
      cycleEndAt: at('2026-12-31T00:00:00+08:00'),
      cycleGrowth: 0,
    });
  });

  it('maintenance − 1: the decay is taken away; still above the requirement, the tier stays', () => {
    const after = closeCycle(TABLE, duke(80_000, 24_999));
    expect(after).toEqual({
      growth: 60_000,
      tier: 'duke',
      cycleStartAt: at('2026-12-01T00:00:00+08:00'),
      cycleEndAt: at('2026-12-31T00:00:00+08:00'),
      cycleGrowth: 0,
    });
  });

  it('below the requirement after the decay: down to the tier that matches, and the cycle restarts', () => {
    expect(closeCycle(TABLE, duke(50_000, 0))).toMatchObject({ growth: 30_000, tier: 'marquis', cycleGrowth: 0 });
  });

  it('a decay that crosses two tiers drops two tiers', () => {
    const steep = TABLE.map((rule) => (rule.tier === 'duke' ? { ...rule, decay: 45_000 } : rule));
    expect(closeCycle(steep, duke(50_000))).toMatchObject({ growth: 5_000, tier: 'viscount' });
  });

  it('a knight whose decay leaves less than 300 loses the title, and no cycle runs after', () => {
    const knight: NobleStanding = { growth: 300, tier: 'knight', ...cycleFrom(START), cycleGrowth: 0 };
    const after = settle(TABLE, knight, at('2027-06-01T00:00:00+08:00'));
    expect(after).toMatchObject({ growth: 150, tier: null });
  });

  it('settling is exact at the edge: 23:59:59 on day 30 is still the cycle, 00:00 the next day closes it', () => {
    expect(settle(TABLE, duke(50_000), at('2026-11-30T23:59:59+08:00'))).toEqual(duke(50_000));
    expect(settle(TABLE, duke(50_000), at('2026-12-01T00:00:00+08:00')).tier).toBe('marquis');
  });

  it('several cycles in a row while away: each one decays from where the previous left', () => {
    // duke 50,000 → marquis 30,000 (1 Dec) → 22,000 (31 Dec) → earl 14,000 (30 Jan)
    const after = settle(TABLE, duke(50_000), at('2027-02-01T12:00:00+08:00'));
    expect(after).toEqual({
      growth: 14_000,
      tier: 'earl',
      ...cycleFrom(at('2027-01-30T00:00:00+08:00')),
      cycleGrowth: 0,
    });
  });

  it('an upgrade at 23:00 UTC+8 keeps its full thirty days: the cycle ends thirty days later at 23:00', () => {
    const upgradedAt = at('2026-11-20T23:00:00+08:00');
    const prince = earnGrowth(TABLE, duke(119_000), 1_000, upgradedAt);
    expect(prince.tier).toBe('prince');
    expect(cycleEndOf(prince) - upgradedAt).toBe(30 * 24 * 3_600_000);
    expect(cycleEndOf(prince)).toBe(at('2026-12-20T23:00:00+08:00'));
    // Still the same cycle the next evening at 22:59 (day 1), and on its last day until 23:00.
    expect(cycleDay(prince, at('2026-11-21T22:59:00+08:00'))).toBe(1);
    expect(settle(TABLE, prince, at('2026-12-20T22:59:59+08:00'))).toEqual(prince);
    expect(settle(TABLE, prince, at('2026-12-20T23:00:00+08:00')).cycleStartAt).toBe(at('2026-12-20T23:00:00+08:00'));
  });
});

describe('earning and buying', () => {
  it('reaching a higher requirement upgrades at once and starts a thirty-day cycle now', () => {
    const now = at('2026-11-20T15:00:00+08:00');
    const after = earnGrowth(TABLE, duke(119_000, 3_000), 1_000, now);
    expect(after).toEqual({ growth: 120_000, tier: 'prince', ...cycleFrom(now), cycleGrowth: 0 });
  });

  it('growth below the next requirement counts towards this cycle’s maintenance', () => {
    expect(earnGrowth(TABLE, duke(60_000, 20_000), 4_999, at('2026-11-20T00:00:00+08:00'))).toMatchObject({
      tier: 'duke',
      growth: 64_999,
      cycleGrowth: 24_999,
    });
  });

  it('growth earned after a cycle ended goes to the new cycle, not the old one', () => {
    const after = earnGrowth(TABLE, duke(50_000, 0), 5_000, at('2026-12-01T08:00:00+08:00'));
    expect(after).toMatchObject({ tier: 'marquis', growth: 35_000, cycleGrowth: 5_000 });
    // Enough to reach the duke's requirement again: back up, with a fresh cycle from that moment.
    const back = earnGrowth(TABLE, duke(50_000, 0), 25_000, at('2026-12-01T08:00:00+08:00'));
    expect(back).toEqual({
      growth: 55_000,
      tier: 'duke',
      ...cycleFrom(at('2026-12-01T08:00:00+08:00')),
      cycleGrowth: 0,
    });
  });

  it('buying a tier gives at least its requirement; buying your own restarts the cycle (a renewal)', () => {
    const now = at('2026-11-29T10:00:00+08:00');
    expect(buyTier(TABLE, NO_TIER, 'earl', now)).toEqual({
      growth: 8_000,
      tier: 'earl',
      ...cycleFrom(now),
      cycleGrowth: 0,
    });
    expect(buyTier(TABLE, duke(50_000), 'duke', now)).toMatchObject({
      tier: 'duke',
      growth: 100_000,
      cycleStartAt: now,
      cycleEndAt: at('2026-12-29T10:00:00+08:00'),
    });
  });
});

describe('the projection a member reads', () => {
  it('about to drop: what keeps the tier by day 30, what reaches the next, and where nothing changing leads', () => {
    const now = at('2026-11-29T12:00:00+08:00');
    expect(projection(TABLE, duke(50_000, 20_000), now)).toEqual({
      tier: 'duke',
      cycleDay: 29,
      cycleEndAt: at('2026-12-01T00:00:00+08:00'),
      lastDayAt: at('2026-11-30T00:00:00+08:00'),
      keep: { tier: 'duke', needed: 5_000 },
      next: { tier: 'prince', needed: 70_000 },
      fall: { at: at('2026-12-01T00:00:00+08:00'), growth: 30_000, tier: 'marquis' },
    });
  });

  it('kept: nothing to earn and no fall', () => {
    const p = projection(TABLE, duke(70_000, 25_000), at('2026-11-10T00:00:00+08:00'));
    expect(p.keep).toEqual({ tier: 'duke', needed: 0 });
    expect(p.fall).toBeNull();
  });

  it('the emperor has nothing above; no tier has only the knight above and nothing to keep', () => {
    const emperor: NobleStanding = { growth: 900_000, tier: 'emperor', ...cycleFrom(START), cycleGrowth: 0 };
    expect(projection(TABLE, emperor, START).next).toBeNull();
    const none = projection(TABLE, { ...NO_TIER, growth: 120 }, START);
    expect(none).toMatchObject({ tier: null, keep: null, fall: null, next: { tier: 'knight', needed: 180 } });
  });

  it("is the server's standing as it is: the page does not settle a cycle on its own clock", () => {
    // The server's duke, read before its cycle ended; the page's clock has passed the end since. The page shows the
    // server's tier (and reads the standing again), not a drop to marquis it worked out itself.
    const p = projection(TABLE, duke(50_000), at('2026-12-02T00:00:00+08:00'));
    expect(p.tier).toBe('duke');
    expect(p.cycleEndAt).toBe(at('2026-12-01T00:00:00+08:00'));
  });

  it("dates the cycle by the server's end: the last day is the UTC+8 day the cycle ends in", () => {
    const evening: NobleStanding = { ...duke(60_000), ...cycleFrom(at('2026-11-20T23:00:00+08:00')) };
    const p = projection(TABLE, evening, at('2026-12-10T12:00:00+08:00'));
    expect(p.cycleEndAt).toBe(at('2026-12-20T23:00:00+08:00'));
    expect(p.lastDayAt).toBe(at('2026-12-20T00:00:00+08:00'));
    expect(p.fall?.at).toBe(at('2026-12-20T23:00:00+08:00'));
  });

  it('progress runs from this tier’s requirement to the next one’s', () => {
    expect(tierProgress(TABLE, 85_000, 'duke')).toBeCloseTo(0.5);
    expect(tierProgress(TABLE, 900_000, 'emperor')).toBe(1);
    expect(tierProgress(TABLE, 150, null)).toBeCloseTo(0.5);
  });
});

describe('growth records', () => {
  it('unknown kinds are "other"', () => {
    expect(growthKindOf('recharge')).toBe('recharge');
    expect(growthKindOf('lottery')).toBe('other');
    expect(growthKindOf(undefined)).toBe('other');
  });

  it('DAY_MS is a day', () => {
    expect(DAY_MS).toBe(86_400_000);
  });
});
