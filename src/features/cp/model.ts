/**
 * The CP rules (spec §3, §4, §6, §9; the rest is ours, docs/areas/cp.md). Pure: the pages and the mock server use them.
 */
import { UTC8_OFFSET_MS } from '../../platform/clock/clock';
import {
  CP_GIFT_GOLD,
  CP_TIER_MULTIPLIER,
  type CpTier,
  MATCHMAKER_PER_ANNOUNCED_PAIR,
  MATCHMAKER_PER_NEW_PAIR,
  matchmakerValue,
} from '../../platform/social/cpValues';

export { CP_TIER_MULTIPLIER, MATCHMAKER_PER_ANNOUNCED_PAIR, MATCHMAKER_PER_NEW_PAIR, matchmakerValue, type CpTier };

/** Both sides give a confession gift worth 999 gold coins (spec §4, §9). */
export const CONFESSION_GIFT_COINS = CP_GIFT_GOLD;
/**
 * "About 10 messages" (spec §4, §5) and "5 rounds" (a tip in the spec) are one rule: a round is a message from each
 * side, so five rounds are ten messages in which both spoke. Ten messages from one side alone are no conversation.
 */
export const ROUNDS_NEEDED = 5;
export const MESSAGES_NEEDED = ROUNDS_NEEDED * 2;

/** CP tiers (spec §3): ultimate and peerless; a pair below them is a plain CP. */
export const CP_TIERS: readonly CpTier[] = ['ultimate', 'peerless', 'none'];

/** The rounds two people have talked: a round needs a message from each. */
export const roundsOf = (mine: number, partner: number): number =>
  Math.max(0, Math.min(Math.floor(mine), Math.floor(partner)));

export interface FormingProgress {
  confession: { mine: boolean; partner: boolean };
  messages: { mine: number; partner: number };
}

/** The two conditions of a pair (spec §4), each met or not, and whether the pair forms. */
export function cpConditions(progress: FormingProgress) {
  const rounds = roundsOf(progress.messages.mine, progress.messages.partner);
  const confessed = progress.confession.mine && progress.confession.partner;
  const talked = rounds >= ROUNDS_NEEDED;
  return { rounds: Math.min(rounds, ROUNDS_NEEDED), confessed, talked, formed: confessed && talked };
}

/** How full the forming heart is (0–1): each gift a quarter, the rounds the other half. */
export function formingProgress(progress: FormingProgress): number {
  const { rounds } = cpConditions(progress);
  return (Number(progress.confession.mine) + Number(progress.confession.partner)) / 4 + rounds / (ROUNDS_NEEDED * 2);
}

/** A CP value on the CP boards: ×3 ultimate, ×1.5 peerless (spec §9), in whole points. */
export const boardCpValue = (cpValue: number, tier: CpTier): number => Math.floor(cpValue * CP_TIER_MULTIPLIER[tier]);

const DAY_MS = 86_400_000;
/** Days together, counted in UTC+8 days: the day the pair formed is day 1. */
export const daysTogether = (formedAt: number, now: number): number =>
  Math.max(1, Math.floor((now + UTC8_OFFSET_MS) / DAY_MS) - Math.floor((formedAt + UTC8_OFFSET_MS) / DAY_MS) + 1);

/** Announcing needs both sides' confirmation (spec §2 `cp/announce`); the server records each. */
export type AnnounceStage = 'open' | 'waitingForPartner' | 'waitingForMe' | 'announced';
export function announceStage(mine: boolean, partner: boolean, announcedAt: number | null): AnnounceStage {
  if (announcedAt !== null || (mine && partner)) return 'announced';
  if (mine) return 'waitingForPartner';
  return partner ? 'waitingForMe' : 'open';
}

/**
 * A matchmaker's value as the board explains it (spec §9): "N new × 10,000 + M announced × 100,000". The value shown is
 * the server's; the sum is offered only when the counts add up to it (`addsUp`) — a sum that does not equal the number
 * beside it would say something false, so then the page shows the counts alone.
 */
export function matchmakerBreakdown(newPairs: number, announcedPairs: number, serverValue: number) {
  const total = matchmakerValue(newPairs, announcedPairs);
  return {
    newPairs: { count: newPairs, each: MATCHMAKER_PER_NEW_PAIR },
    announcedPairs: { count: announcedPairs, each: MATCHMAKER_PER_ANNOUNCED_PAIR },
    total,
    addsUp: total === serverValue,
  };
}
