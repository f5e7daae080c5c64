import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../platform/http/client';
import { isApiError } from '../../platform/http/errors';
import { DAYS_MAX, instant, list, record, text, whole } from '../../platform/http/read';
import {
  LOTTERY_PATHS,
  LOTTERY_STATUS,
  type Currency,
  type DrawItem,
  type Guarantee,
  type LotteryDraw,
  type LotteryOdds,
  type LotteryState,
  type OwnedItem,
  type Partner,
  type PrizeOdds,
  type TicketEarning,
} from './contract';
import { DRAW_MAX, PPM, type Bundle, type Prize, type PrizeKind, type Rarity } from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a wrong
// field becomes a safe default; a prize without an id, or a draw result naming no prize of the board, is left out —
// and a draw reply without a draw is refused (its outcome is then asked again with the same key).

const KINDS: readonly PrizeKind[] = ['coins', 'tickets', 'fragments', 'gift', 'vehicle', 'frame', 'medal', 'prank'];
const RARITIES: readonly Rarity[] = ['common', 'rare', 'grand'];
/** A board has at most this many prizes (a wheel's segments, a series' items). */
export const PRIZES_MAX = 24;

export const id = (value: unknown): string | null => text(value, 64).trim() || null;
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function parsePrize(value: unknown): Prize | null {
  const raw = record(value);
  const prizeId = id(raw.prize_id);
  if (!prizeId) return null;
  return {
    prize_id: prizeId,
    kind: oneOf(raw.kind, KINDS, 'gift'),
    rarity: oneOf(raw.rarity, RARITIES, 'common'),
    amount: whole(raw.amount),
    days: whole(raw.days, DAYS_MAX),
    item: text(raw.item, 48),
    name: text(raw.name, 80),
  };
}

export function parsePrizes(value: unknown): Prize[] {
  const prizes: Prize[] = [];
  const seen = new Set<string>();
  for (const item of list(value)) {
    const prize = parsePrize(item);
    if (!prize || seen.has(prize.prize_id) || prizes.length === PRIZES_MAX) continue;
    seen.add(prize.prize_id);
    prizes.push(prize);
  }
  return prizes;
}

function parseBundles(value: unknown): Bundle[] {
  const bundles: Bundle[] = [];
  for (const item of list(value)) {
    const raw = record(item);
    const count = whole(raw.count, DRAW_MAX);
    const gift = raw.gift === true;
    if (count < 1 || bundles.some((bundle) => bundle.count === count && Boolean(bundle.gift) === gift)) continue;
    // A box my partner sent is free whatever the reply says.
    bundles.push(gift ? { count, cost: 0, gift } : { count, cost: whole(raw.cost) });
  }
  // Gifts first (they are free), then by size.
  return bundles.sort((a, b) => Number(Boolean(b.gift)) - Number(Boolean(a.gift)) || a.count - b.count).slice(0, 4);
}

function parseOwned(value: unknown, prizes: readonly Prize[]): OwnedItem[] {
  const owned: OwnedItem[] = [];
  for (const item of list(value)) {
    const raw = record(item);
    const prizeId = id(raw.prize_id);
    if (!prizeId || !prizes.some((prize) => prize.prize_id === prizeId) || owned.some((o) => o.prize_id === prizeId))
      continue;
    owned.push({ prize_id: prizeId, count: whole(raw.count, 9_999) });
  }
  return owned;
}

function parsePartner(value: unknown): Partner | null {
  const raw = record(value);
  const userId = id(raw.user_id);
  return userId ? { user_id: userId, nickname: text(raw.nickname, 40), avatar: text(raw.avatar, 512) } : null;
}

export const currencyOf = (value: unknown): Currency => oneOf(value, ['tickets', 'coins'] as const, 'coins');

/** A draw: its results that name a prize of `prizes` at a slot of the board; null without an id. */
export function parseDraw(value: unknown, prizes: readonly Prize[]): LotteryDraw | null {
  const raw = record(value);
  const drawId = id(raw.draw_id);
  if (!drawId) return null;
  const items: DrawItem[] = [];
  for (const entry of list(raw.items)) {
    const item = record(entry);
    const prizeId = id(item.prize_id);
    if (!prizeId || !prizes.some((prize) => prize.prize_id === prizeId) || items.length === DRAW_MAX) continue;
    const slot = whole(item.slot, PRIZES_MAX);
    items.push({
      prize_id: prizeId,
      // The slot the server names when it is the prize's; otherwise the prize's own place on the board.
      slot: prizes[slot]?.prize_id === prizeId ? slot : prizes.findIndex((prize) => prize.prize_id === prizeId),
      fragments: whole(item.fragments),
    });
  }
  return {
    draw_id: drawId,
    count: Math.max(items.length, whole(raw.count, DRAW_MAX)),
    cost: whole(raw.cost),
    currency: currencyOf(raw.currency),
    items,
    drawn_at: instant(raw.drawn_at) ?? 0,
  };
}

const TASKS = ['login', 'gifts', 'recharge'] as const;

function parseEarning(value: unknown): TicketEarning[] {
  const earn: TicketEarning[] = [];
  for (const item of list(value)) {
    const raw = record(item);
    const tickets = whole(raw.tickets, 10_000);
    if (!TASKS.includes(raw.task as TicketEarning['task']) || tickets < 1) continue;
    earn.push({ task: raw.task as TicketEarning['task'], tickets, coins: whole(raw.coins) });
  }
  return earn.slice(0, 3);
}

export function parseState(data: unknown): LotteryState {
  const raw = record(data);
  const prizes = parsePrizes(raw.prizes);
  return {
    game: text(raw.game, 64),
    currency: currencyOf(raw.currency),
    tickets: whole(raw.tickets),
    coins: whole(raw.coins),
    ticket_price: whole(raw.ticket_price),
    bundles: parseBundles(raw.bundles),
    prizes,
    earn: parseEarning(raw.earn),
    pity: whole(raw.pity, DRAW_MAX * 10),
    owned: parseOwned(raw.owned, prizes),
    fragments: whole(raw.fragments),
    exchange_price: whole(raw.exchange_price),
    partner: parsePartner(raw.partner),
    unseen: raw.unseen ? parseDraw(raw.unseen, prizes) : null,
    server_now: instant(raw.server_now) ?? 0,
  };
}

export function parseOdds(data: unknown): LotteryOdds {
  const raw = record(data);
  const odds: PrizeOdds[] = [];
  for (const item of list(raw.odds)) {
    const entry = record(item);
    const prizeId = id(entry.prize_id);
    if (prizeId && !odds.some((known) => known.prize_id === prizeId))
      odds.push({ prize_id: prizeId, ppm: whole(entry.ppm, PPM) });
  }
  const guarantee = record(raw.guarantee);
  const within = whole(guarantee.within, 10_000);
  const parsedGuarantee: Guarantee | null =
    within > 0 ? { rarity: oneOf(guarantee.rarity, ['rare', 'grand'] as const, 'rare'), within } : null;
  return { game: text(raw.game, 64), odds, guarantee: parsedGuarantee };
}

export const lotteryKeys = {
  state: (game: string) => ['lottery', game, 'state'] as const,
  odds: (game: string) => ['lottery', game, 'odds'] as const,
  records: (game: string) => ['lottery', game, 'records'] as const,
  shelf: (shelf: string) => ['lottery', 'shelf', shelf] as const,
};

export const lotteryStateQuery = (game: string) =>
  queryOptions({
    queryKey: lotteryKeys.state(game),
    queryFn: async ({ signal }) => parseState(await apiGet<unknown>(LOTTERY_PATHS.state, { game }, { signal })),
  });

export const lotteryOddsQuery = (game: string) =>
  queryOptions({
    queryKey: lotteryKeys.odds(game),
    queryFn: async ({ signal }) => parseOdds(await apiGet<unknown>(LOTTERY_PATHS.odds, { game }, { signal })),
  });

/** The page has shown a draw: it is no longer `unseen` (idempotent; a lost one shows the draw once more, no harm). */
export async function markSeen(game: string, drawId: string): Promise<void> {
  await apiPost<unknown>(LOTTERY_PATHS.seen, { game, draw_id: drawId });
}

const refusedWith = (status: number) => (error: unknown) =>
  isApiError(error) && error.kind === 'server' && error.code === status;

export const isNotEnoughTickets = refusedWith(LOTTERY_STATUS.notEnoughTickets);
export const isNotEnoughCoins = refusedWith(LOTTERY_STATUS.notEnoughCoins);
export const isMinorRefusal = refusedWith(LOTTERY_STATUS.minor);
