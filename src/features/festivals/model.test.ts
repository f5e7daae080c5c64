import { describe, expect, it } from 'vitest';
import {
  areTiersInOrder,
  BLESSING_REWARD_DAYS,
  blessingReward,
  blessingProblem,
  CONFESSION_GIFT_PRICE,
  DAY_MS,
  DEFAULT_KEEP_TIME_MS,
  type FestivalWindow,
  festivalPhase,
  GIFT_MEDAL_DAYS,
  GIFT_VEHICLE_DAYS,
  isWindowInOrder,
  keptUntil,
  nextChange,
  taskDone,
  taskShare,
  tierFor,
} from './model';

/** An instant in UTC+8, as the festivals' dates are written. */
const utc8 = (iso: string) => Date.parse(`${iso}+08:00`);

// New Year's Day 2027: open 31 Dec 00:00 → 3 Jan 00:00 (UTC+8), results at noon, kept 7 days after the end.
const WINDOW: FestivalWindow = {
  start_at: utc8('2026-12-31T00:00:00'),
  end_at: utc8('2027-01-03T00:00:00'),
  results_at: utc8('2027-01-03T12:00:00'),
  keep_time: DEFAULT_KEEP_TIME_MS,
};

describe('festival phases (UTC+8 boundaries)', () => {
  it.each([
    ['2026-12-30T23:59:59.999', 'before'],
    ['2026-12-31T00:00:00', 'live'],
    ['2027-01-02T23:59:59.999', 'live'],
    ['2027-01-03T00:00:00', 'settling'],
    ['2027-01-03T11:59:59.999', 'settling'],
    ['2027-01-03T12:00:00', 'ended'],
    ['2027-01-10T00:00:00', 'ended'],
    ['2027-01-10T00:00:00.001', 'gone'],
  ] as const)('%s is %s', (at, phase) => {
    expect(festivalPhase(WINDOW, utc8(at))).toBe(phase);
  });

  it('keeps the page keepTime after the end, inclusive, as the route table does', () => {
    expect(keptUntil(WINDOW)).toBe(WINDOW.end_at! + 7 * DAY_MS);
    const short = { ...WINDOW, results_at: WINDOW.end_at! + 1_800_000, keep_time: 3_600_000 };
    expect(festivalPhase(short, WINDOW.end_at! + 3_600_000)).toBe('ended');
    expect(festivalPhase(short, WINDOW.end_at! + 3_600_001)).toBe('gone');
  });

  it('a keep time shorter than the wait for results goes from settling straight to gone', () => {
    const none = { ...WINDOW, keep_time: 0 };
    expect(festivalPhase(none, WINDOW.end_at!)).toBe('settling');
    expect(festivalPhase(none, WINDOW.end_at! + 1)).toBe('gone');
  });

  it('without results to wait for, the festival has ended at its end', () => {
    expect(festivalPhase({ ...WINDOW, results_at: null }, WINDOW.end_at!)).toBe('ended');
  });

  it('a board without an end is live from its start, for good', () => {
    const open = { start_at: WINDOW.start_at, end_at: null, results_at: null, keep_time: DEFAULT_KEEP_TIME_MS };
    expect(festivalPhase(open, WINDOW.start_at - 1)).toBe('before');
    expect(festivalPhase(open, Date.UTC(2099, 0, 1))).toBe('live');
    expect(nextChange(open, Date.UTC(2099, 0, 1))).toBeNull();
    expect(keptUntil(open)).toBeNull();
  });

  it('counts down to the next change of each phase', () => {
    expect(nextChange(WINDOW, utc8('2026-12-01T00:00:00'))).toBe(WINDOW.start_at);
    expect(nextChange(WINDOW, WINDOW.start_at)).toBe(WINDOW.end_at);
    expect(nextChange(WINDOW, WINDOW.end_at!)).toBe(WINDOW.results_at);
    expect(nextChange(WINDOW, WINDOW.results_at!)).toBe(keptUntil(WINDOW));
    expect(nextChange(WINDOW, keptUntil(WINDOW)! + 1)).toBeNull();
  });

  it('refuses windows no server could mean', () => {
    expect(isWindowInOrder(WINDOW)).toBe(true);
    expect(isWindowInOrder({ ...WINDOW, end_at: WINDOW.start_at })).toBe(false);
    expect(isWindowInOrder({ ...WINDOW, results_at: WINDOW.end_at! - 1 })).toBe(false);
    expect(isWindowInOrder({ ...WINDOW, results_at: keptUntil(WINDOW)! + 1 })).toBe(false);
    expect(isWindowInOrder({ ...WINDOW, end_at: null })).toBe(false);
  });
});

describe('blessings (spec §9)', () => {
  it('a big blessing gives 30 days, a middle one 7, a small one 3', () => {
    expect(BLESSING_REWARD_DAYS).toEqual({ big: 30, middle: 7, small: 3 });
    expect(blessingReward('big')).toEqual({ kind: 'frame', days: 30, amount: 0 });
    expect(blessingReward('middle').days).toBe(7);
    expect(blessingReward('small').days).toBe(3);
  });

  it('a blessing is 2 to 60 characters, counted as the text box counts them', () => {
    expect(blessingProblem(1)).toBe('tooShort');
    expect(blessingProblem(2)).toBeNull();
    expect(blessingProblem(60)).toBeNull();
    expect(blessingProblem(61)).toBe('tooLong');
    expect(blessingProblem(0)).toBe('tooShort');
  });
});

describe('gifts and rewards (spec §9)', () => {
  it('gifts give medals for 1 day and vehicles for 7; the confession gift costs 999 coins', () => {
    expect([GIFT_MEDAL_DAYS, GIFT_VEHICLE_DAYS, CONFESSION_GIFT_PRICE]).toEqual([1, 7, 999]);
  });

  const tiers = [
    { from: 1, to: 1, rewards: [] },
    { from: 2, to: 3, rewards: [] },
    { from: 4, to: 10, rewards: [] },
  ];

  it('finds the tier of a final place, none off the tiers or off the board', () => {
    expect(tierFor(tiers, 1)).toBe(tiers[0]);
    expect(tierFor(tiers, 3)).toBe(tiers[1]);
    expect(tierFor(tiers, 10)).toBe(tiers[2]);
    expect(tierFor(tiers, 11)).toBeNull();
    expect(tierFor(tiers, null)).toBeNull();
  });

  it('tiers must not overlap or run backwards', () => {
    expect(areTiersInOrder(tiers)).toBe(true);
    expect(areTiersInOrder([tiers[0]!, { from: 1, to: 3, rewards: [] }])).toBe(false);
    expect(areTiersInOrder([{ from: 3, to: 2, rewards: [] }])).toBe(false);
    expect(areTiersInOrder([{ from: 0, to: 2, rewards: [] }])).toBe(false);
  });

  it('a task is done at its target; its meter never passes full', () => {
    expect(taskDone({ progress: 3, target: 3 })).toBe(true);
    expect(taskDone({ progress: 2, target: 3 })).toBe(false);
    expect(taskShare({ progress: 9, target: 3 })).toBe(1);
    expect(taskShare({ progress: 0, target: 0 })).toBe(1);
  });
});
