/**
 * The CP numbers of spec §9, shared by the rank boards (a pair's gifts weighed by its tier, the matchmaker board) and
 * the CP pages (forming, the couple's values): one source, so a board and a couple's page never disagree.
 */

/** CP boards weigh a pair's gifts by its tier (spec §3, §9): ×3 ultimate, ×1.5 peerless. */
export const CP_TIER_MULTIPLIER = { ultimate: 3, peerless: 1.5, none: 1 } as const;
export type CpTier = keyof typeof CP_TIER_MULTIPLIER;
/** Matchmaker value: per new CP pair introduced, and per pair officially announced. */
export const MATCHMAKER_PER_NEW_PAIR = 10_000;
export const MATCHMAKER_PER_ANNOUNCED_PAIR = 100_000;
/** The confession gift that forms a CP is worth this many gold coins. */
export const CP_GIFT_GOLD = 999;

const count = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** A matchmaker's value from the pairs they brought together and those announced. */
export function matchmakerValue(newPairs: number, announcedPairs: number): number {
  return count(newPairs) * MATCHMAKER_PER_NEW_PAIR + count(announcedPairs) * MATCHMAKER_PER_ANNOUNCED_PAIR;
}
