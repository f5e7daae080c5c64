import { describe, expect, it } from 'vitest';
import {
  BILLBOARD_WINDOW,
  charmValue,
  CP_GIFT_GOLD,
  cpValue,
  gapToNext,
  honorValue,
  isWithin,
  levelExperience,
  matchmakerValue,
  periodWindow,
  rewardFor,
  richValue,
  settlementIn,
} from './model';

describe('rates', () => {
  it('1 gold coin gives 10 rich or charm; 10 silver coins give 12', () => {
    expect(richValue({ gold: 1, silver: 0 })).toBe(10);
    expect(richValue({ gold: 0, silver: 10 })).toBe(12);
    expect(richValue({ gold: 0, silver: 15 })).toBe(18);
    expect(richValue({ gold: 0, silver: 5 })).toBe(6);
    expect(richValue({ gold: 3, silver: 20 })).toBe(54);
    expect(charmValue({ gold: 999, silver: 0 })).toBe(9990);
  });

  it('honor and level experience: 1 per gold coin, 3 per 10 silver coins', () => {
    expect(honorValue({ gold: 7, silver: 0 })).toBe(7);
    expect(honorValue({ gold: 0, silver: 10 })).toBe(3);
    expect(honorValue({ gold: 0, silver: 9 })).toBe(2);
    expect(levelExperience({ gold: 2, silver: 30 })).toBe(11);
  });

  it('ignores nonsense amounts', () => {
    expect(richValue({ gold: -5, silver: Number.NaN })).toBe(0);
    expect(honorValue({ gold: 1.9, silver: 0 })).toBe(1);
  });

  it('CP boards: ultimate 3×, peerless 1.5×; the CP gift is 999 gold', () => {
    const gift = { gold: CP_GIFT_GOLD, silver: 0 };
    expect(cpValue(gift, 'ultimate')).toBe(29_970);
    expect(cpValue(gift, 'peerless')).toBe(14_985);
    expect(cpValue(gift, 'none')).toBe(9_990);
    expect(cpValue({ gold: 0, silver: 5 }, 'peerless')).toBe(9);
  });

  it('matchmaker: 10,000 per new pair, 100,000 per announced pair', () => {
    expect(matchmakerValue(2, 1)).toBe(120_000);
    expect(matchmakerValue(0, 0)).toBe(0);
  });
});

describe('periods in UTC+8', () => {
  it('a day runs from 00:00 to 00:00 UTC+8', () => {
    const window = periodWindow('daily', Date.parse('2025-07-01T23:59:59.999+08:00'));
    expect(window).toEqual({ start: Date.parse('2025-07-01T00:00:00+08:00'), end: Date.parse('2025-07-02T00:00:00+08:00') });
    expect(periodWindow('daily', Date.parse('2025-07-02T00:00:00+08:00')).start).toBe(Date.parse('2025-07-02T00:00:00+08:00'));
    // 16:00 UTC on 1 July is already 2 July in UTC+8.
    expect(periodWindow('daily', Date.parse('2025-07-01T16:00:00Z')).start).toBe(Date.parse('2025-07-02T00:00:00+08:00'));
  });

  it('a week runs from Monday 00:00 UTC+8', () => {
    // 2025-07-06 is a Sunday, 2025-07-07 a Monday.
    expect(periodWindow('weekly', Date.parse('2025-07-06T23:59:59+08:00'))).toEqual({
      start: Date.parse('2025-06-30T00:00:00+08:00'),
      end: Date.parse('2025-07-07T00:00:00+08:00'),
    });
    expect(periodWindow('weekly', Date.parse('2025-07-07T00:00:00+08:00')).start).toBe(Date.parse('2025-07-07T00:00:00+08:00'));
  });

  it('counts down to settlement', () => {
    expect(settlementIn('daily', Date.parse('2025-07-01T23:00:00+08:00'))).toBe(3_600_000);
    expect(settlementIn('weekly', Date.parse('2025-07-06T23:59:00+08:00'))).toBe(60_000);
  });

  it('the billboard window is 27 Dec 2024 to 3 Jan 2025 inclusive, UTC+8', () => {
    expect(isWithin(BILLBOARD_WINDOW, Date.parse('2024-12-26T23:59:59.999+08:00'))).toBe(false);
    expect(isWithin(BILLBOARD_WINDOW, Date.parse('2024-12-27T00:00:00+08:00'))).toBe(true);
    expect(isWithin(BILLBOARD_WINDOW, Date.parse('2025-01-03T23:59:59.999+08:00'))).toBe(true);
    expect(isWithin(BILLBOARD_WINDOW, Date.parse('2025-01-04T00:00:00+08:00'))).toBe(false);
  });
});

describe('rewards and gaps', () => {
  it('the top three get a 1-day medal; weekly adds a 7-day vehicle', () => {
    expect(rewardFor('daily', 1)).toEqual({ medalDays: 1, vehicleDays: 0 });
    expect(rewardFor('weekly', 3)).toEqual({ medalDays: 1, vehicleDays: 7 });
    expect(rewardFor('weekly', 4)).toBeNull();
    expect(rewardFor('daily', 0)).toBeNull();
  });

  it('measures the gap to the rank above', () => {
    expect(gapToNext([500, 300, 300, 10], 1)).toBe(200);
    expect(gapToNext([500, 300, 300, 10], 2)).toBe(0);
    expect(gapToNext([500, 300], 0)).toBe(0);
  });
});
