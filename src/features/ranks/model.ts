/**
 * Rank board rules (spec §3, §9): what a gift is worth on each board, the
 * daily/weekly windows and event windows (UTC+8), and the rewards for the top
 * ranks. Pure and clocked; the mock server computes every board with these, and
 * `/h5/rank_rule_reward` explains them from the same constants.
 *
 * Amounts are whole coins; values are whole numbers, rounded down once per gift
 * (10 silver coins give 12, so 15 give 18 and 5 give 6).
 */

// ── Rates ───────────────────────────────────────────────────────────────────

/** Rich (giver) and charm (receiver) value: 10 per gold coin, 12 per 10 silver coins (1.2×). */
export const RICH_PER_GOLD = 10;
export const RICH_PER_TEN_SILVER = 12;
/** Honor and level experience: 1 per gold coin, 3 per 10 silver coins. */
export const HONOR_PER_GOLD = 1;
export const HONOR_PER_TEN_SILVER = 3;
/** CP boards weigh a pair's gifts by its tier. */
export const CP_TIER_MULTIPLIER = { ultimate: 3, peerless: 1.5, none: 1 } as const;
export type CpTier = keyof typeof CP_TIER_MULTIPLIER;
/** Matchmaker value: per new CP pair introduced, and per pair officially announced. */
export const MATCHMAKER_PER_NEW_PAIR = 10_000;
export const MATCHMAKER_PER_ANNOUNCED_PAIR = 100_000;
/** The confession gift that forms a CP is worth this many gold coins. */
export const CP_GIFT_GOLD = 999;

export interface GiftAmount {
  gold: number;
  silver: number;
}

const whole = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** Rich value for the giver, and the same charm value for the receiver. */
export function richValue({ gold, silver }: GiftAmount): number {
  return whole(gold) * RICH_PER_GOLD + Math.floor((whole(silver) * RICH_PER_TEN_SILVER) / 10);
}

export const charmValue = richValue;

export function honorValue({ gold, silver }: GiftAmount): number {
  return whole(gold) * HONOR_PER_GOLD + Math.floor((whole(silver) * HONOR_PER_TEN_SILVER) / 10);
}

/** Level experience accrues at the honor rates (spec §9). */
export const levelExperience = honorValue;

/** A gift between a CP pair on the CP boards: its rich value times the pair's tier. */
export function cpValue(gift: GiftAmount, tier: CpTier): number {
  return Math.floor(richValue(gift) * CP_TIER_MULTIPLIER[tier]);
}

export function matchmakerValue(newPairs: number, announcedPairs: number): number {
  return whole(newPairs) * MATCHMAKER_PER_NEW_PAIR + whole(announcedPairs) * MATCHMAKER_PER_ANNOUNCED_PAIR;
}

// ── Periods (UTC+8) ─────────────────────────────────────────────────────────

export const UTC8_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export type Period = 'daily' | 'weekly';

export interface Window {
  /** Inclusive (ms). */
  start: number;
  /** Exclusive (ms): the settlement moment. */
  end: number;
}

/** The day (00:00 UTC+8) or week (Monday 00:00 UTC+8) that contains `now`. */
export function periodWindow(period: Period, now: number): Window {
  const local = now + UTC8_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  if (period === 'daily') return { start: dayStart - UTC8_OFFSET_MS, end: dayStart + DAY_MS - UTC8_OFFSET_MS };
  // 1 Jan 1970 was a Thursday: days since the epoch + 3, mod 7, is days since Monday.
  const sinceMonday = (Math.floor(local / DAY_MS) + 3) % 7;
  const weekStart = dayStart - sinceMonday * DAY_MS;
  return { start: weekStart - UTC8_OFFSET_MS, end: weekStart + 7 * DAY_MS - UTC8_OFFSET_MS };
}

/** Until the board settles (ms, never negative). */
export function settlementIn(period: Period, now: number): number {
  return Math.max(0, periodWindow(period, now).end - now);
}

/** The billboard event: 27 Dec 2024 through 3 Jan 2025, UTC+8 (spec §9). */
export const BILLBOARD_WINDOW: Window = {
  start: Date.parse('2024-12-27T00:00:00+08:00'),
  end: Date.parse('2025-01-04T00:00:00+08:00'),
};

export function isWithin(window: Window, now: number): boolean {
  return now >= window.start && now < window.end;
}

// ── Rewards ─────────────────────────────────────────────────────────────────

/** How many top ranks the gift rewards go to (the spec says "the top ranks"; we decided three). */
export const REWARDED_RANKS = 3;
export const MEDAL_DAYS = 1;
export const VEHICLE_DAYS = 7;

export interface RankReward {
  medalDays: number;
  vehicleDays: number;
}

/**
 * Daily and weekly boards give their top three the board's medal for a day; the
 * weekly board's top three also get its vehicle for seven days.
 */
export function rewardFor(period: Period, rank: number): RankReward | null {
  if (!Number.isInteger(rank) || rank < 1 || rank > REWARDED_RANKS) return null;
  return { medalDays: MEDAL_DAYS, vehicleDays: period === 'weekly' ? VEHICLE_DAYS : 0 };
}

/** How far behind the rank above a user is (0 at the top or when level). */
export function gapToNext(values: readonly number[], rankIndex: number): number {
  if (rankIndex <= 0 || rankIndex >= values.length) return 0;
  const above = values[rankIndex - 1] ?? 0;
  const mine = values[rankIndex] ?? 0;
  return Math.max(0, above - mine);
}
