/**
 * Noble membership rules (spec §4, §9; the rest is ours, docs/areas/noble.md). Pure and clocked: the
 * pages and the mock server both use them. A tier's numbers (requirement, maintenance, decay, price) are the
 * server's: they arrive as a `TierRule` table, and nothing here or in a screen hard-codes one.
 * Days are UTC+8 days (fixed offset, no daylight saving), whatever zone the phone is in.
 */

import { NOBLE_TIERS, type NobleRank } from '../../ui/NobleBadge/nobleArt';
import { UTC8_OFFSET_MS } from '../../platform/clock/clock';

export const DAY_MS = 86_400_000;

/** The nine tiers, highest first (spec §4): the design system's list, which draws each one. */
export { NOBLE_TIERS };
export type NobleTier = NobleRank;

export const isNobleTier = (value: unknown): value is NobleTier => NOBLE_TIERS.includes(value as NobleTier);

/** 10 gold coins give 1 growth value (spec §9), rounded down. */
export const GOLD_PER_GROWTH = 10;
/** The retention cycle (spec §9): thirty whole days from the moment it begins. */
export const CYCLE_DAYS = 30;
export const CYCLE_MS = CYCLE_DAYS * DAY_MS;

export const growthForGold = (gold: number): number =>
  Number.isFinite(gold) && gold > 0 ? Math.floor(gold / GOLD_PER_GROWTH) : 0;

/**
 * One tier as the server configures it, in growth values: `requirement` reaches it, `maintenance` earned
 * within a cycle keeps it, `decay` is taken away at the end of a cycle that did not reach the maintenance.
 * `price` (gold coins) buys or renews it for a cycle; `privileges` are privilege ids (unknown ones are not shown).
 */
export interface TierRule {
  tier: NobleTier;
  requirement: number;
  maintenance: number;
  decay: number;
  price: number;
  privileges: string[];
}

/**
 * A table the rules can run on: every tier once, and requirements that rise with rank (a knight needs less
 * than a baron…). Anything else is the server's mistake, not something to show.
 */
export function isTierTableUsable(table: readonly TierRule[]): boolean {
  if (table.length !== NOBLE_TIERS.length) return false;
  const sorted = sortTiers(table);
  return (
    sorted.every((rule, index) => rule.tier === NOBLE_TIERS[index]) &&
    sorted.every((rule, index) => index === 0 || rule.requirement < sorted[index - 1]!.requirement) &&
    sorted.every((rule) => rule.requirement > 0 && rule.maintenance >= 0 && rule.decay >= 0 && rule.price >= 0)
  );
}

const rankOf = (tier: NobleTier): number => NOBLE_TIERS.indexOf(tier);

/** Highest tier first, as the pages list them. */
export const sortTiers = (table: readonly TierRule[]): TierRule[] =>
  [...table].sort((a, b) => rankOf(a.tier) - rankOf(b.tier));

/** Whether `a` ranks above `b` (no tier ranks below every tier). */
export const outranks = (a: NobleTier | null, b: NobleTier | null): boolean =>
  a !== null && (b === null || rankOf(a) < rankOf(b));

export const ruleOf = (table: readonly TierRule[], tier: NobleTier): TierRule | undefined =>
  table.find((rule) => rule.tier === tier);

/** The highest tier whose requirement `growth` reaches, or null below the knight's. */
export function tierForGrowth(table: readonly TierRule[], growth: number): NobleTier | null {
  return sortTiers(table).find((rule) => growth >= rule.requirement)?.tier ?? null;
}

/** The tier just above `tier` (the knight above no tier), or null above the emperor. */
export function nextTier(tier: NobleTier | null): NobleTier | null {
  if (tier === null) return 'knight';
  return rankOf(tier) === 0 ? null : NOBLE_TIERS[rankOf(tier) - 1]!;
}

/** Midnight UTC+8 that starts the day `at` falls in. */
export const utc8DayStart = (at: number): number =>
  Math.floor((at + UTC8_OFFSET_MS) / DAY_MS) * DAY_MS - UTC8_OFFSET_MS;

/**
 * A member's noble standing. The cycle began at `cycleStartAt` (an upgrade, a purchase, or the end of the previous
 * cycle) and is judged at `cycleEndAt` — the server's word: thirty whole days later, so an upgrade at 23:00 keeps its
 * full thirty days (issue 31: counted from 00:00 UTC+8 of that day it had 29 days and an hour). `cycleGrowth` is what
 * was earned since it began. No tier, no cycle.
 */
export interface NobleStanding {
  growth: number;
  tier: NobleTier | null;
  cycleStartAt: number;
  cycleEndAt: number;
  cycleGrowth: number;
}

/** A cycle beginning at `start`: its end thirty days later. */
export const cycleFrom = (start: number): Pick<NobleStanding, 'cycleStartAt' | 'cycleEndAt'> => ({
  cycleStartAt: start,
  cycleEndAt: start + CYCLE_MS,
});

/** When the cycle ends and is judged (the server's, as the standing carries it). */
export const cycleEndOf = (standing: NobleStanding): number => standing.cycleEndAt;

/** Day 1–30 of the cycle at `now`: whole days since it began, the first one day 1. */
export const cycleDay = (standing: NobleStanding, now: number): number =>
  Math.min(CYCLE_DAYS, Math.max(1, Math.floor((now - standing.cycleStartAt) / DAY_MS) + 1));

/**
 * The end of one cycle: the maintenance reached keeps the tier; otherwise the decay is taken away and the
 * member drops to whatever tier the rest reaches (possibly several tiers down, possibly none). Either way a
 * new cycle starts, unless no tier is left.
 */
export function closeCycle(table: readonly TierRule[], standing: NobleStanding): NobleStanding {
  const rule = standing.tier ? ruleOf(table, standing.tier) : undefined;
  if (!rule) return standing;
  const next = cycleFrom(cycleEndOf(standing));
  if (standing.cycleGrowth >= rule.maintenance) return { ...standing, ...next, cycleGrowth: 0 };
  const growth = Math.max(0, standing.growth - rule.decay);
  const tier = tierForGrowth(table, growth);
  // A drop never raises: the decay can leave growth above a higher tier's requirement only if the table is odd.
  const kept = outranks(tier, standing.tier) ? standing.tier : tier;
  return { growth, tier: kept, ...next, cycleGrowth: 0 };
}

/** Every cycle that ended by `now`, in order (a member away for months goes through each). */
export function settle(table: readonly TierRule[], standing: NobleStanding, now: number): NobleStanding {
  let current = standing;
  while (current.tier !== null && cycleEndOf(current) <= now) current = closeCycle(table, current);
  return current;
}

/**
 * Growth earned at `now` (a recharge, a gift, a purchase…): after settling the cycles that ended, it adds to the
 * total and to this cycle's; reaching a higher tier's requirement upgrades and starts a new cycle of thirty days now.
 */
export function earnGrowth(
  table: readonly TierRule[],
  standing: NobleStanding,
  amount: number,
  now: number,
): NobleStanding {
  const settled = settle(table, standing, now);
  const growth = settled.growth + Math.max(0, Math.floor(amount));
  const reached = tierForGrowth(table, growth);
  if (outranks(reached, settled.tier)) return { growth, tier: reached, ...cycleFrom(now), cycleGrowth: 0 };
  return { ...settled, growth, cycleGrowth: settled.cycleGrowth + Math.max(0, Math.floor(amount)) };
}

/**
 * Buying (or renewing) a tier for its price: the coins count as growth like any spending (10 coins → 1), the
 * member holds at least the tier bought, and a new cycle of thirty days starts now — a renewal is a kept tier.
 */
export function buyTier(
  table: readonly TierRule[],
  standing: NobleStanding,
  tier: NobleTier,
  now: number,
): NobleStanding {
  const rule = ruleOf(table, tier);
  const settled = settle(table, standing, now);
  if (!rule) return settled;
  const growth = Math.max(settled.growth + growthForGold(rule.price), rule.requirement);
  const reached = tierForGrowth(table, growth);
  return {
    growth,
    tier: outranks(settled.tier, reached) ? settled.tier : reached,
    ...cycleFrom(now),
    cycleGrowth: 0,
  };
}

/** Which tiers a member may buy: their own (a renewal) and every higher one. */
export const buyableTiers = (table: readonly TierRule[], tier: NobleTier | null): TierRule[] =>
  sortTiers(table).filter((rule) => tier === null || !outranks(tier, rule.tier));

/**
 * What a member can read about their cycle at `now`, from the server's standing as it is: the page never settles a
 * cycle on its own clock (the server does; the page reads the standing again when the cycle's end comes).
 * - `keep`: growth still to earn by the cycle's last day (`lastDayAt`, 00:00 UTC+8 of the day the cycle ends in) to
 *   keep the tier (0 once the maintenance is reached);
 * - `next`: growth still to earn to reach the tier above (none above the emperor);
 * - `fall`: if nothing changes, what happens when the cycle ends (`at`): growth after the decay and the tier it
 *   leaves (the same tier when the decay does not cross a requirement, null when no tier is left). No `fall`
 *   once the tier is kept.
 */
export interface NobleProjection {
  tier: NobleTier | null;
  cycleDay: number;
  cycleEndAt: number;
  lastDayAt: number;
  keep: { tier: NobleTier; needed: number } | null;
  next: { tier: NobleTier; needed: number } | null;
  fall: { at: number; growth: number; tier: NobleTier | null } | null;
}

export function projection(table: readonly TierRule[], standing: NobleStanding, now: number): NobleProjection {
  const current = standing;
  const rule = current.tier ? ruleOf(table, current.tier) : undefined;
  const up = nextTier(current.tier);
  const upRule = up ? ruleOf(table, up) : undefined;
  const cycleEndAt = cycleEndOf(current);
  const needed = rule ? Math.max(0, rule.maintenance - current.cycleGrowth) : 0;
  const after = rule && needed > 0 ? closeCycle(table, current) : null;
  return {
    tier: current.tier,
    cycleDay: rule ? cycleDay(current, now) : 0,
    cycleEndAt,
    lastDayAt: utc8DayStart(cycleEndAt - 1),
    keep: rule ? { tier: rule.tier, needed } : null,
    next: upRule ? { tier: upRule.tier, needed: Math.max(0, upRule.requirement - current.growth) } : null,
    fall: after ? { at: cycleEndAt, growth: after.growth, tier: after.tier } : null,
  };
}

/** Growth-record kinds (spec §3); anything else the server sends is shown as "other". */
export const GROWTH_KINDS = [
  'buy_noble',
  'recharge',
  'send_gift',
  'receive_gift',
  'sign_in',
  'task_reward',
  'other',
] as const;
export type GrowthKind = (typeof GROWTH_KINDS)[number];
export const growthKindOf = (value: unknown): GrowthKind =>
  GROWTH_KINDS.includes(value as GrowthKind) ? (value as GrowthKind) : 'other';

/** Progress within the band from this tier's requirement to the next one's (1 at the emperor). */
export function tierProgress(table: readonly TierRule[], growth: number, tier: NobleTier | null): number {
  const floor = tier ? (ruleOf(table, tier)?.requirement ?? 0) : 0;
  const up = nextTier(tier);
  const ceiling = up ? ruleOf(table, up)?.requirement : undefined;
  if (ceiling === undefined) return 1;
  return Math.min(1, Math.max(0, (growth - floor) / (ceiling - floor)));
}
