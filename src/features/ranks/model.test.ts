import { levelExperience } from '../../ui/LevelBadge/experience';
import { describe, expect, it } from 'vitest';
import {
  BILLBOARD_WINDOW,
  boardNumbers,
  boardTiming,
  EVENT_WINDOWS,
  giftWorth,
  rankStandings,
  rewardTiers,
  scopeWindow,
  tierForRank,
  YEARLY_2023_REWARDS,
  charmValue,
  CP_GIFT_GOLD,
  cpValue,
  gapToNext,
  honorValue,
  isWithin,
  matchmakerValue,
  periodWindow,
  rewardFor,
  richValue,
  settlementIn,
  treeStanding,
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
    expect(window).toEqual({
      start: Date.parse('2025-07-01T00:00:00+08:00'),
      end: Date.parse('2025-07-02T00:00:00+08:00'),
    });
    expect(periodWindow('daily', Date.parse('2025-07-02T00:00:00+08:00')).start).toBe(
      Date.parse('2025-07-02T00:00:00+08:00'),
    );
    // 16:00 UTC on 1 July is already 2 July in UTC+8.
    expect(periodWindow('daily', Date.parse('2025-07-01T16:00:00Z')).start).toBe(
      Date.parse('2025-07-02T00:00:00+08:00'),
    );
  });

  it('a week runs from Monday 00:00 UTC+8', () => {
    // 2025-07-06 is a Sunday, 2025-07-07 a Monday.
    expect(periodWindow('weekly', Date.parse('2025-07-06T23:59:59+08:00'))).toEqual({
      start: Date.parse('2025-06-30T00:00:00+08:00'),
      end: Date.parse('2025-07-07T00:00:00+08:00'),
    });
    expect(periodWindow('weekly', Date.parse('2025-07-07T00:00:00+08:00')).start).toBe(
      Date.parse('2025-07-07T00:00:00+08:00'),
    );
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

describe('what a gift is worth on each board', () => {
  const gift = { gold: 10, silver: 25 };
  it('rich and tribe count rich value; charm and singer count charm value; a gift lights no tree', () => {
    for (const kind of ['rich', 'tribe', 'charm', 'singer'] as const) expect(giftWorth(kind, gift)).toBe(130);
    expect(giftWorth('tree_lighting', { ...gift, gold: 100_000 })).toBe(0);
  });
  it('giving and receiving count honor; the gift star counts how many were sent', () => {
    expect(giftWorth('giving', gift)).toBe(17);
    expect(giftWorth('receiving', gift)).toBe(17);
    expect(giftWorth('gift_star', { ...gift, quantity: 9 })).toBe(9);
    expect(giftWorth('gift_star', gift)).toBe(1);
  });
  it('CP boards count only gifts within a pair, weighted by its tier', () => {
    expect(giftWorth('cp', gift)).toBe(0);
    expect(giftWorth('cp', { ...gift, cpTier: 'none' })).toBe(130);
    expect(giftWorth('cp', { ...gift, cpTier: 'peerless' })).toBe(195);
    expect(giftWorth('cp', { ...gift, cpTier: 'ultimate' })).toBe(390);
  });
});

describe('a tree on the lighting board', () => {
  const window = { start: Date.parse('2026-12-24T00:00:00+08:00'), end: Date.parse('2027-01-04T00:00:00+08:00') };
  const hour = 3_600_000;
  it('counts the bulbs lit inside the window (all ten at most), reached when the last of them came on', () => {
    const litAt = [window.start - hour, window.start, window.start + hour, window.start + 2 * hour];
    expect(treeStanding(litAt, window, window.start + 3 * hour)).toEqual({
      value: 3,
      reachedAt: window.start + 2 * hour,
    });
    // A bulb lit after the reading time has not happened yet.
    expect(treeStanding(litAt, window, window.start + hour)).toEqual({ value: 2, reachedAt: window.start + hour });
    const eleven = Array.from({ length: 11 }, (_, index) => window.start + index * hour);
    expect(treeStanding(eleven, window, window.end - 1)).toEqual({ value: 10, reachedAt: window.start + 9 * hour });
    expect(treeStanding([window.end], window, window.end + hour)).toBeNull();
  });
});

describe('ranking', () => {
  it('orders by value, ties to whoever got there first, and leaves out those with nothing', () => {
    const ranked = rankStandings([
      { id: 'late', value: 500, reachedAt: 20 },
      { id: 'zero', value: 0, reachedAt: 1 },
      { id: 'top', value: 900, reachedAt: 30 },
      { id: 'early', value: 500, reachedAt: 10 },
    ]);
    expect(ranked.map((row) => [row.id, row.rank])).toEqual([
      ['top', 1],
      ['early', 2],
      ['late', 3],
    ]);
  });
});

describe('scopes and timing', () => {
  const now = Date.parse('2025-07-01T20:00:00+08:00');
  it('daily and weekly follow the clock; total never ends; events have fixed windows', () => {
    expect(scopeWindow('daily', now)).toEqual({
      start: Date.parse('2025-07-01T00:00:00+08:00'),
      end: Date.parse('2025-07-02T00:00:00+08:00'),
    });
    expect(scopeWindow('weekly', now).start).toBe(Date.parse('2025-06-30T00:00:00+08:00'));
    expect(scopeWindow('total', now).end).toBe(Number.POSITIVE_INFINITY);
    expect(scopeWindow('billboard_2024', now)).toBe(BILLBOARD_WINDOW);
    expect(EVENT_WINDOWS.yearly_2023.end).toBe(Date.parse('2024-01-01T00:00:00+08:00'));
  });
  it('counts down while live, says when it starts, and settles for good at the end', () => {
    const { start, end } = BILLBOARD_WINDOW;
    expect(boardTiming(start, end, start - 1)).toEqual({ kind: 'upcoming', startsAt: start });
    expect(boardTiming(start, end, start)).toEqual({ kind: 'live', settlesAt: end });
    expect(boardTiming(start, end, end - 1)).toEqual({ kind: 'live', settlesAt: end });
    expect(boardTiming(start, end, end)).toEqual({ kind: 'ended' });
    expect(boardTiming(0, null, now)).toEqual({ kind: 'allTime' });
  });
});

describe('reward tables', () => {
  it('daily gives the top three a 1-day medal; weekly and events add the 7-day vehicle; all time gives nothing', () => {
    expect(rewardTiers('daily')).toEqual([{ from: 1, to: 3, medalDays: 1, vehicleDays: 0, frameDays: 0, coins: 0 }]);
    expect(rewardTiers('weekly')).toEqual([{ from: 1, to: 3, medalDays: 1, vehicleDays: 7, frameDays: 0, coins: 0 }]);
    expect(rewardTiers('billboard_2024')).toEqual(rewardTiers('weekly'));
    expect(rewardTiers('total')).toEqual([]);
  });
  it('the yearly table covers ranks 1 to 20 without gaps or overlaps', () => {
    const tiers = rewardTiers('yearly_2023');
    expect(tiers).toEqual(YEARLY_2023_REWARDS);
    tiers.forEach((tier, index) => expect(tier.from).toBe(index === 0 ? 1 : tiers[index - 1]!.to + 1));
    expect(tiers.at(-1)!.to).toBe(20);
  });
});

describe('the prize tier of a final rank', () => {
  it('finds the tier a rank falls in, none below the table or without a rank', () => {
    expect(tierForRank(YEARLY_2023_REWARDS, 1)?.coins).toBe(100_000);
    expect(tierForRank(YEARLY_2023_REWARDS, 8)).toMatchObject({ from: 4, to: 10 });
    expect(tierForRank(YEARLY_2023_REWARDS, 21)).toBeUndefined();
    expect(tierForRank(YEARLY_2023_REWARDS, null)).toBeUndefined();
  });
});

describe('boardNumbers', () => {
  it('groups digits until a value reaches ten million, then writes every value compact', () => {
    expect(boardNumbers([790_608, 1_080_000, 9_999_999])).toBe('grouped');
    expect(boardNumbers([790_608, 10_000_000])).toBe('compact');
    expect(boardNumbers([])).toBe('grouped');
  });
});
