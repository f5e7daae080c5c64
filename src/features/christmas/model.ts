/**
 * The Christmas tree event's rules (spec §2, §3, §5, §8, §9; the rest is ours, docs/areas/christmas.md
 * ). Pure and clocked: the page, the rules page and the mock server all use these. Every date
 * is fixed-offset UTC+8 arithmetic (no daylight saving), whatever zone the phone is in.
 */

import { UTC8_OFFSET_MS } from '../../platform/clock/clock';

export const DAY_MS = 86_400_000;

/**
 * One yearly edition, as the server configures it: the tree is lit from `startAt` to `endAt`
 * (24–26 December), the pool is split on the split day (the 27th), and the lighting board runs
 * from `boardStartAt` to `boardEndAt`. Ends are exclusive.
 */
export interface Edition {
  year: number;
  startAt: number;
  endAt: number;
  splitAt: number;
  splitEndAt: number;
  boardStartAt: number;
  boardEndAt: number;
}

/** Midnight UTC+8 of a calendar day (month 1–12; overflowing days roll into the next month). */
export const utc8Midnight = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) - UTC8_OFFSET_MS;

/**
 * The edition of `year` by the spec's calendar: open 24–26 December, split on the 27th, the board
 * from 27 December to 3 January of the next year inclusive (spec §9, the 2024 edition's dates).
 */
export function editionOf(year: number): Edition {
  return {
    year,
    startAt: utc8Midnight(year, 12, 24),
    endAt: utc8Midnight(year, 12, 27),
    splitAt: utc8Midnight(year, 12, 27),
    splitEndAt: utc8Midnight(year, 12, 28),
    boardStartAt: utc8Midnight(year, 12, 27),
    boardEndAt: utc8Midnight(year + 1, 1, 4),
  };
}

/** The spec's edition, and the one live for Christmas 2026. */
export const EDITION_2024 = editionOf(2024);
export const EDITION_2026 = editionOf(2026);

/**
 * Whether a config's dates are in order, the split day right after the last day (a server reply that
 * is not is refused, not shown: a gap would have no phase).
 */
export const isEditionInOrder = (e: Edition): boolean =>
  e.startAt < e.endAt && e.endAt === e.splitAt && e.splitAt < e.splitEndAt && e.boardStartAt < e.boardEndAt;

export type Phase = 'before' | 'open' | 'split' | 'after';

/** Where the event is at `now`: before it opens, open (24–26), split day (27th), or after. */
export function phaseAt(edition: Edition, now: number): Phase {
  if (now < edition.startAt) return 'before';
  if (now < edition.endAt) return 'open';
  return now < edition.splitEndAt ? 'split' : 'after';
}

/** The next moment the page changes phase (or the board closes), or null when nothing is left to count down to. */
export function nextDeadline(edition: Edition, now: number): number | null {
  switch (phaseAt(edition, now)) {
    case 'before':
      return edition.startAt;
    case 'open':
      return edition.endAt;
    case 'split':
      return edition.splitEndAt;
    case 'after':
      return now < edition.boardEndAt ? edition.boardEndAt : null;
  }
}

export type TreeState = 'locked' | 'unlocked' | 'lit';

/** Bulbs on a tree: each lighting switches one on; all on, the tree is lit and shares the pool. */
export const LIGHTS_PER_TREE = 10;
/** Lighting uses one prop (spec §3). */
export const PROPS_PER_LIGHT = 1;
/** One prop, in gold coins (ours). */
export const PROP_PRICE_COINS = 100;
/** How many props one purchase buys. */
export const PROP_BUNDLES = [1, 5, 10] as const;
export type PropBundle = (typeof PROP_BUNDLES)[number];
/** Props stay valid for a year from purchase (spec §9). */
export const PROP_VALIDITY_MS = 365 * DAY_MS;
/** Half of every prop's price goes into the prize pool (ours; the server keeps the ledger). */
export const POOL_PER_PROP_COINS = 50;
/** A wish on the tree: at most this many characters (ours). */
export const WISH_MAX_CHARS = 30;
/** The wall shows the newest wishes only. */
export const WISHES_SHOWN = 50;

/** What a tree is, from the server's unlocked flag and its bulbs. */
export function treeStateOf(unlocked: boolean, lights: number): TreeState {
  if (!unlocked) return 'locked';
  return lights >= LIGHTS_PER_TREE ? 'lit' : 'unlocked';
}

/** A batch of props bought (or received) together: they expire together. */
export interface PropBatch {
  count: number;
  expiresAt: number;
}

/** Props still valid at `now`. */
export const propsLeft = (batches: readonly PropBatch[], now: number): number =>
  batches.reduce((sum, batch) => sum + (batch.expiresAt > now ? batch.count : 0), 0);

/** When the next valid prop runs out (the one a lighting or a gift uses first), or null. */
export function nextExpiry(batches: readonly PropBatch[], now: number): number | null {
  const valid = batches.filter((batch) => batch.count > 0 && batch.expiresAt > now).map((batch) => batch.expiresAt);
  return valid.length ? Math.min(...valid) : null;
}

/** Uses `count` props, soonest to expire first (what the server does when a tree is lit or a prop gifted). */
export function takeProps(batches: readonly PropBatch[], count: number, now: number): PropBatch[] {
  let left = count;
  return [...batches]
    .filter((batch) => batch.expiresAt > now && batch.count > 0)
    .sort((a, b) => a.expiresAt - b.expiresAt)
    .map((batch) => {
      const used = Math.min(left, batch.count);
      left -= used;
      return { ...batch, count: batch.count - used };
    })
    .filter((batch) => batch.count > 0);
}

export const costOf = (count: number): number => count * PROP_PRICE_COINS;

/**
 * Why an action is refused, as the spec says it (§8) or ours: the vault (the props and the tree)
 * opens on the 24th; only an unlocked tree joins; the pool opens on the split day.
 */
export type Refusal =
  | 'vaultClosed'
  | 'eventOver'
  | 'notUnlocked'
  | 'alreadyLit'
  | 'noProps'
  | 'notEnoughCoins'
  | 'poolClosed'
  | 'invalid';

export interface Player {
  unlocked: boolean;
  lights: number;
  props: number;
  coins: number;
}

/**
 * Whether the event's days allow joining in now: not before the vault opens, not once the open days are
 * over (lighting, buying and wishing all follow it). Null while it is open.
 */
export function eventClosed(phase: Phase): 'vaultClosed' | 'eventOver' | null {
  if (phase === 'before') return 'vaultClosed';
  return phase === 'open' ? null : 'eventOver';
}

/** Why lighting one more bulb cannot happen now, or null. The tree must be unlocked before lighting (spec §5). */
export function refuseLight(phase: Phase, player: Player): Refusal | null {
  const closed = eventClosed(phase);
  if (closed) return closed;
  if (!player.unlocked) return 'notUnlocked';
  if (player.lights >= LIGHTS_PER_TREE) return 'alreadyLit';
  return player.props < PROPS_PER_LIGHT ? 'noProps' : null;
}

/** Props are sold while the event is open; they keep for a year, so this year's can light next year's tree. */
export function refuseBuy(phase: Phase, coins: number, count: number): Refusal | null {
  if (!(PROP_BUNDLES as readonly number[]).includes(count)) return 'invalid';
  return eventClosed(phase) ?? (coins < costOf(count) ? 'notEnoughCoins' : null);
}

/** A prop can be gifted whenever one is left (it keeps for a year), but not before the vault opens. */
export function refuseGift(phase: Phase, props: number): Refusal | null {
  if (phase === 'before') return 'vaultClosed';
  return props < 1 ? 'noProps' : null;
}

/** My share of the pool is known from the split day on (spec §3: "a share of the prize pool on the 27th"). */
export const refuseShare = (phase: Phase): Refusal | null =>
  phase === 'split' || phase === 'after' ? null : 'poolClosed';

/** Wishes go on the tree while it is open, from players who joined (unlocked). */
export const refuseWish = (phase: Phase, unlocked: boolean): Refusal | null =>
  eventClosed(phase) ?? (unlocked ? null : 'notUnlocked');

/** Characters as people count them (an emoji or a CJK character is one). */
export const wishLength = (text: string): number => Array.from(text.trim()).length;

export type WishProblem = 'empty' | 'tooLong';

/** What is wrong with a wish before it is sent, or null. */
export function checkWish(text: string): WishProblem | null {
  const length = wishLength(text);
  if (length === 0) return 'empty';
  return length > WISH_MAX_CHARS ? 'tooLong' : null;
}

/**
 * Each lit tree's share of the pool: the pool split equally between the lit trees, in whole coins;
 * the remainder stays in the pool (the server computes it; the simulator uses this).
 */
export const shareOf = (pool: number, litTrees: number): number => (litTrees > 0 ? Math.floor(pool / litTrees) : 0);

/** A write the page asked for: light one bulb, buy a bundle of props, or give one prop. */
export type WriteKind = 'light' | 'buy' | 'gift';

/** What my tree looked like, to tell from a fresh read whether a write whose reply was lost landed. */
export interface TreeSnapshot {
  lights: number;
  props: number;
  coins: number;
}

/**
 * Whether a write landed, comparing my tree before it with a fresh read after its reply was lost: a
 * light adds a bulb, a purchase takes the coins, a gift takes a prop. The page then stops, instead of
 * retrying blindly; if not, it keeps the confirm (and its key) open.
 */
export function landed(kind: WriteKind, before: TreeSnapshot, after: TreeSnapshot, cost = 0): boolean {
  switch (kind) {
    case 'light':
      return after.lights > before.lights;
    case 'buy':
      return after.coins <= before.coins - cost;
    case 'gift':
      return after.props < before.props;
  }
}
