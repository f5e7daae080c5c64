/**
 * The scratch-card game's rules (spec §3, §5, §9; the rest is ours, docs/areas/scratch.md). Pure
 * and clocked: the page, the rules page and the mock server all use these.
 */

/** What one card costs, in gold coins (the spec is silent: ours). */
export const CARD_PRICE_COINS = 100;
/** How many cards one purchase buys: one, or a bundle of ten. */
export const BUNDLES = [1, 10] as const;
export type Bundle = (typeof BUNDLES)[number];
/** Every card comes with one medal fragment (spec §9). */
export const FRAGMENTS_PER_CARD = 1;
/** Five fragments make one day of the scratch medal (spec §9); the server converts them at once. */
export const FRAGMENTS_PER_MEDAL_DAY = 5;
/** The records show the latest 100 cards (spec §9). */
export const RECORDS_MAX = 100;
/** The grand prize, a Lamborghini worth 300,000 gold coins (spec §9 says coins in one reading, diamonds in another: coins, the game's currency). */
export const GRAND_PRIZE_COINS = 300_000;
/** Share of the foil a finger scratches before the rest clears by itself. */
export const REVEAL_THRESHOLD = 0.6;
export const DAY_MS = 86_400_000;

export type PrizeKind = 'none' | 'coins' | 'grand';

export interface Prize {
  kind: PrizeKind;
  /** Gold coins won: 0 for none, GRAND_PRIZE_COINS for the grand prize. */
  coins: number;
}

export const NO_PRIZE: Prize = { kind: 'none', coins: 0 };
export const GRAND_PRIZE: Prize = { kind: 'grand', coins: GRAND_PRIZE_COINS };

/** Every coin prize a card can hide, smallest first (the rules page lists them; the odds are the server's). */
export const COIN_PRIZES = [50, 100, 500, 1_000, 5_000, 10_000] as const;

/** What a purchase of `count` cards costs. */
export const costOf = (count: number): number => count * CARD_PRICE_COINS;

export type BuyRefusal = 'notEnoughCoins' | 'invalid';

/** Why a purchase cannot go through, or null: only the bundles are sold, and the coins must cover them (spec §5). */
export function refuseBuy(coins: number, count: number): BuyRefusal | null {
  if (!(BUNDLES as readonly number[]).includes(count)) return 'invalid';
  return coins < costOf(count) ? 'notEnoughCoins' : null;
}

/** A card can be scratched only once it is bought (spec §5). */
export const canPlay = (cards: number): boolean => cards > 0;

export interface MedalProgress {
  /** Fragments towards the next day, 0–4. */
  fragments: number;
  /** When the medal runs out, or null when it is not worn. */
  expiresAt: number | null;
}

/**
 * Fragments from `cards` new cards: every five become a medal day at once, added to a medal
 * still worn, or starting now when none is.
 */
export function addFragments(
  progress: MedalProgress,
  cards: number,
  now: number,
): MedalProgress & { daysAdded: number } {
  const total = progress.fragments + cards * FRAGMENTS_PER_CARD;
  const daysAdded = Math.floor(total / FRAGMENTS_PER_MEDAL_DAY);
  const from = progress.expiresAt !== null && progress.expiresAt > now ? progress.expiresAt : now;
  return {
    fragments: total % FRAGMENTS_PER_MEDAL_DAY,
    expiresAt: daysAdded > 0 ? from + daysAdded * DAY_MS : progress.expiresAt,
    daysAdded,
  };
}

/** Whole days of medal left (a part of a day counts as a day), 0 when expired or never worn. */
export function medalDaysLeft(expiresAt: number | null, now: number): number {
  return expiresAt === null || expiresAt <= now ? 0 : Math.ceil((expiresAt - now) / DAY_MS);
}
