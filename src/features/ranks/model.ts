/**
 * Rank board rules (spec §3, §9): what a gift is worth on each board, the
 * daily/weekly windows and event windows (UTC+8), and the rewards for the top
 * ranks. Pure and clocked; the mock server computes every board with these, and
 * `/h5/rank_rule_reward` explains them from the same constants.
 *
 * Amounts are whole coins; values are whole numbers, rounded down once per gift
 * (10 silver coins give 12, so 15 give 18 and 5 give 6).
 */

import { UTC8_OFFSET_MS } from '../../platform/clock/clock';
import { CP_TIER_MULTIPLIER, type CpTier } from '../../platform/social/cpValues';

// ── Rates ───────────────────────────────────────────────────────────────────

/** Rich (giver) and charm (receiver) value: 10 per gold coin, 12 per 10 silver coins (1.2×). */
export const RICH_PER_GOLD = 10;
export const RICH_PER_TEN_SILVER = 12;
/** Honor: 1 per gold coin, 3 per 10 silver coins (level experience has the same rates: `ui/LevelBadge/experience.ts`). */
export const HONOR_PER_GOLD = 1;
export const HONOR_PER_TEN_SILVER = 3;
// The CP numbers are shared with the CP pages (platform/social/cpValues.ts).
export {
  CP_GIFT_GOLD,
  CP_TIER_MULTIPLIER,
  MATCHMAKER_PER_ANNOUNCED_PAIR,
  MATCHMAKER_PER_NEW_PAIR,
  matchmakerValue,
  type CpTier,
} from '../../platform/social/cpValues';

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

/** A gift between a CP pair on the CP boards: its rich value times the pair's tier. */
export function cpValue(gift: GiftAmount, tier: CpTier): number {
  return Math.floor(richValue(gift) * CP_TIER_MULTIPLIER[tier]);
}

// ── Periods (UTC+8) ─────────────────────────────────────────────────────────

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

/**
 * Festival boards count gifts inside their event's window only. The spec gives the
 * billboard dates; the others are ours (docs/areas/ranks.md): the 2023 calendar
 * year, Valentine's week 2025 and the Qixi campaign of spec §2 (25 Aug – 7 Sep 2025).
 */
export const EVENT_WINDOWS = {
  billboard_2024: BILLBOARD_WINDOW,
  yearly_2023: { start: Date.parse('2023-01-01T00:00:00+08:00'), end: Date.parse('2024-01-01T00:00:00+08:00') },
  valentine_2025: { start: Date.parse('2025-02-08T00:00:00+08:00'), end: Date.parse('2025-02-15T00:00:00+08:00') },
  qixi_2025: { start: Date.parse('2025-08-25T00:00:00+08:00'), end: Date.parse('2025-09-08T00:00:00+08:00') },
} as const satisfies Record<string, Window>;
export type EventId = keyof typeof EVENT_WINDOWS;
export const EVENT_IDS = Object.keys(EVENT_WINDOWS) as EventId[];

/**
 * The Christmas tree lighting board's scope: the edition the server runs now. The page never names a year; the
 * server answers with the edition (`BoardReply.edition`) and its window, so the board follows each year's event.
 */
export const CHRISTMAS_SCOPE = 'christmas';

/** What a board counts: today, this week, everything ever, one event, or the server's Christmas edition. */
export type Scope = Period | 'total' | EventId | typeof CHRISTMAS_SCOPE;
export const SCOPES: readonly Scope[] = ['daily', 'weekly', 'total', ...EVENT_IDS, CHRISTMAS_SCOPE];
export const isScope = (value: unknown): value is Scope => SCOPES.includes(value as Scope);

/** Scopes whose window the rules know; the Christmas edition's is the server's. */
export type FixedScope = Exclude<Scope, typeof CHRISTMAS_SCOPE>;

/** The all-time board never settles. */
const ALL_TIME: Window = { start: 0, end: Number.POSITIVE_INFINITY };

/** The gifts a board counts at `now`: the running day or week, all time, or the event. */
export function scopeWindow(scope: FixedScope, now: number): Window {
  if (scope === 'daily' || scope === 'weekly') return periodWindow(scope, now);
  if (scope === 'total') return ALL_TIME;
  return EVENT_WINDOWS[scope];
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

export interface RewardTier {
  /** First and last rank of the tier (inclusive). */
  from: number;
  to: number;
  medalDays: number;
  vehicleDays: number;
  /** An avatar frame, in days (the yearly board only). */
  frameDays: number;
  /** Gold coins. */
  coins: number;
}

/**
 * The 2023 yearly board's rewards (`/h5/yearly_reward_2023`). The spec names the page
 * but not its prizes; these are ours, in the spirit of the daily and weekly ones.
 */
export const YEARLY_2023_REWARDS: readonly RewardTier[] = [
  { from: 1, to: 1, medalDays: 365, vehicleDays: 90, frameDays: 90, coins: 100_000 },
  { from: 2, to: 2, medalDays: 180, vehicleDays: 60, frameDays: 60, coins: 50_000 },
  { from: 3, to: 3, medalDays: 90, vehicleDays: 30, frameDays: 30, coins: 30_000 },
  { from: 4, to: 10, medalDays: 30, vehicleDays: 15, frameDays: 15, coins: 10_000 },
  { from: 11, to: 20, medalDays: 15, vehicleDays: 7, frameDays: 7, coins: 0 },
];

/** The prize table of a board's scope: the yearly table, else the top-3 gift rewards (events count as weekly). */
export function rewardTiers(scope: Scope): RewardTier[] {
  if (scope === 'yearly_2023') return YEARLY_2023_REWARDS.map((tier) => ({ ...tier }));
  if (scope === 'total') return [];
  const reward = rewardFor(scope === 'daily' ? 'daily' : 'weekly', 1)!;
  return [
    {
      from: 1,
      to: REWARDED_RANKS,
      medalDays: reward.medalDays,
      vehicleDays: reward.vehicleDays,
      frameDays: 0,
      coins: 0,
    },
  ];
}

/** The prize tier a final rank falls in, if any. */
export function tierForRank<T extends { from: number; to: number }>(
  tiers: readonly T[],
  rank: number | null,
): T | undefined {
  return rank === null ? undefined : tiers.find((tier) => rank >= tier.from && rank <= tier.to);
}

// ── Boards ──────────────────────────────────────────────────────────────────

/**
 * What each board ranks. Rich/charm, giving/receiving (honor), CP, tribe (its
 * members' rich value), singer (charm of anchors who sing), Christmas-tree lighting
 * (the bulbs lit on each member's tree with lighting props in the server's edition —
 * not gifts: `treeStanding`) and the weekly gift star (how many of the star gift).
 */
export const BOARD_KINDS = [
  'rich',
  'charm',
  'cp',
  'tribe',
  'singer',
  'giving',
  'receiving',
  'tree_lighting',
  'gift_star',
] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
export const isBoardKind = (value: unknown): value is BoardKind => BOARD_KINDS.includes(value as BoardKind);

/** Who a board's rows are. */
export type Subject = 'user' | 'tribe' | 'pair';
export const subjectOf = (kind: BoardKind): Subject => (kind === 'tribe' ? 'tribe' : kind === 'cp' ? 'pair' : 'user');

/** Whether the giver or the receiver of a gift scores on a user board. */
export const scoresGiver = (kind: BoardKind): boolean => kind === 'rich' || kind === 'giving' || kind === 'tribe';

export interface LedgerGift extends GiftAmount {
  /** How many of the gift were sent at once (gold and silver are the total price). */
  quantity?: number;
  /** The CP tier of giver and receiver, when they are a pair. */
  cpTier?: CpTier;
}

/** What one gift adds to a board (the CP board counts only gifts within a pair; a gift lights no tree). */
export function giftWorth(kind: BoardKind, gift: LedgerGift): number {
  switch (kind) {
    case 'tree_lighting':
      return 0;
    case 'rich':
    case 'tribe':
      return richValue(gift);
    case 'charm':
    case 'singer':
      return charmValue(gift);
    case 'giving':
    case 'receiving':
      return honorValue(gift);
    case 'cp':
      return gift.cpTier ? cpValue(gift, gift.cpTier) : 0;
    case 'gift_star':
      return Math.max(1, whole(gift.quantity ?? 1));
  }
}

/** The longest list a board shows; the server still tells anyone below it their rank. */
export const BOARD_SIZE = 100;

export interface Standing {
  id: string;
  value: number;
  /** When the subject reached its value: of two equal values, the earlier ranks higher. */
  reachedAt: number;
}

/** Places 1…n: highest value first, ties to whoever got there first; nothing scored, no place. */
export function rankStandings<T extends Standing>(standings: readonly T[]): (T & { rank: number })[] {
  return standings
    .filter((standing) => standing.value > 0)
    .sort((a, b) => b.value - a.value || a.reachedAt - b.reachedAt || (a.id < b.id ? -1 : 1))
    .map((standing, index) => ({ ...standing, rank: index + 1 }));
}

/** Bulbs on a Christmas tree (the Christmas event's rule, README "Christmas tree"): a lit tree has them all on. */
export const TREE_BULBS = 10;

/**
 * A tree on the lighting board over a window: the bulbs that came on inside it (at most all ten), reached when
 * the last of them came on — of two trees with as many bulbs, the one finished first ranks higher. Null: no bulb.
 */
export function treeStanding(litAt: readonly number[], window: Window, at: number): Omit<Standing, 'id'> | null {
  const lit = litAt.filter((moment) => moment <= at && isWithin(window, moment)).sort((a, b) => a - b);
  const value = Math.min(TREE_BULBS, lit.length);
  return value > 0 ? { value, reachedAt: lit[value - 1]! } : null;
}

/** How far behind the rank above a user is (0 at the top or when level). */
export function gapToNext(values: readonly number[], rankIndex: number): number {
  if (rankIndex <= 0 || rankIndex >= values.length) return 0;
  const above = values[rankIndex - 1] ?? 0;
  const mine = values[rankIndex] ?? 0;
  return Math.max(0, above - mine);
}

// ── What the board's header says about time ─────────────────────────────────

export type BoardTiming =
  | { kind: 'allTime' }
  | { kind: 'upcoming'; startsAt: number }
  | { kind: 'live'; settlesAt: number }
  | { kind: 'ended' };

/** From the board's window: counting down to its settlement, not started, over, or never settling. */
export function boardTiming(start: number, end: number | null, now: number): BoardTiming {
  if (end === null || !Number.isFinite(end)) return { kind: 'allTime' };
  if (now < start) return { kind: 'upcoming', startsAt: start };
  return now < end ? { kind: 'live', settlesAt: end } : { kind: 'ended' };
}

/**
 * How a board writes its values: grouped digits ("790,608") unless one of them reaches ten million,
 * where grouped digits crowd the podium; then compact ("1,080萬", "10.8M") for every value on the
 * board, so a screen never shows "108萬" next to "790,608".
 */
export type BoardNumbers = 'grouped' | 'compact';
export const COMPACT_FROM = 10_000_000;

export function boardNumbers(values: readonly number[]): BoardNumbers {
  return values.some((value) => value >= COMPACT_FROM) ? 'compact' : 'grouped';
}
