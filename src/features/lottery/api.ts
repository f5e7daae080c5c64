import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { DAYS_MAX, instant, list, record, text, whole } from '../../platform/http/read';
import {
  LOTTERY_PATHS,
  LOTTERY_STATUS,
  type Currency,
  type DrawItem,
  type Guarantee,
  type LotteryDraw,
  type LotteryDrawReply,
  type LotteryOdds,
  type LotteryRecords,
  type BlindBoxSeries,
  type BlindBoxShelf,
  type LotteryState,
  type OwnedItem,
  type Partner,
  type PrizeOdds,
  type TicketEarning,
} from './contract';
import { DRAW_MAX, PPM, RECORDS_MAX, type Bundle, type Prize, type PrizeKind, type Rarity } from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a wrong
// field becomes a safe default; a prize without an id, or a draw result naming no prize of the board, is left out —
// and a draw reply without a draw is refused (its outcome is then asked again with the same key).

const KINDS: readonly PrizeKind[] = ['coins', 'tickets', 'fragments', 'gift', 'vehicle', 'frame', 'medal', 'prank'];
const RARITIES: readonly Rarity[] = ['common', 'rare', 'grand'];
/** A board has at most this many prizes (a wheel's segments, a series' items). */
export const PRIZES_MAX = 24;

const id = (value: unknown): string | null => text(value, 64).trim() || null;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
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

function parsePrizes(value: unknown): Prize[] {
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

const LOOKS = ['dragon', 'summer', 'love', 'star'] as const;

export function parseShelf(data: unknown): BlindBoxShelf {
  const series: BlindBoxSeries[] = [];
  for (const item of list(record(data).series)) {
    const raw = record(item);
    const game = id(raw.game);
    if (!game || series.some((known) => known.game === game) || series.length === 12) continue;
    const items = whole(raw.items, PRIZES_MAX);
    series.push({
      game,
      look: oneOf(raw.look, LOOKS, 'star'),
      price: whole(raw.price),
      currency: currencyOf(raw.currency),
      items,
      collected: Math.min(items, whole(raw.collected, PRIZES_MAX)),
    });
  }
  return { series };
}

const currencyOf = (value: unknown): Currency => oneOf(value, ['tickets', 'coins'] as const, 'coins');

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

export function parseDrawReply(data: unknown): LotteryDrawReply {
  const raw = record(data);
  const state = parseState(raw.state);
  const draw = parseDraw(raw.draw, state.prizes);
  if (!draw || draw.items.length === 0) throw new ApiError('bad-response', 200, 'Draw reply without its results');
  return { draw, state };
}

export function parseRecords(data: unknown): LotteryRecords {
  const raw = record(data);
  const prizes = parsePrizes(raw.prizes);
  const records: LotteryDraw[] = [];
  for (const item of list(raw.records)) {
    if (records.length === RECORDS_MAX) break;
    const draw = parseDraw(item, prizes);
    if (draw && draw.items.length > 0 && draw.drawn_at > 0) records.push(draw); // an unreadable row is left out
  }
  return { records, prizes };
}

export const lotteryKeys = {
  state: (game: string) => ['lottery', game, 'state'] as const,
  odds: (game: string) => ['lottery', game, 'odds'] as const,
  records: (game: string) => ['lottery', game, 'records'] as const,
  shelf: (shelf: string) => ['lottery', 'shelf', shelf] as const,
};

export const blindBoxShelfQuery = (shelf: 'house' | 'cp') =>
  queryOptions({
    queryKey: lotteryKeys.shelf(shelf),
    queryFn: async ({ signal }) => parseShelf(await apiGet<unknown>(LOTTERY_PATHS.shelf, { shelf }, { signal })),
  });

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

export const lotteryRecordsQuery = (game: string) =>
  queryOptions({
    queryKey: lotteryKeys.records(game),
    queryFn: async ({ signal }) => parseRecords(await apiGet<unknown>(LOTTERY_PATHS.records, { game }, { signal })),
  });

/** A paid draw (or boxes my partner sent, `gift`): one per `requestId` (a repeat gets the first draw, the same results). */
export async function draw(game: string, count: number, gift: boolean, requestId: string, options: RequestOptions) {
  return parseDrawReply(
    await apiPost<unknown>(LOTTERY_PATHS.draw, { game, count, gift, request_id: requestId }, options),
  );
}

/** A missing item of a series for bubble fragments: once per `requestId`. */
export async function exchangeItem(game: string, prizeId: string, requestId: string, options: RequestOptions) {
  return parseState(
    await apiPost<unknown>(LOTTERY_PATHS.exchange, { game, prize_id: prizeId, request_id: requestId }, options),
  );
}

/** Boxes sent to my CP partner: once per `requestId`. */
export async function giftBoxes(game: string, count: number, requestId: string, options: RequestOptions) {
  return parseState(await apiPost<unknown>(LOTTERY_PATHS.gift, { game, count, request_id: requestId }, options));
}

/** Tickets bought with coins: once per `requestId`. */
export async function buyTickets(game: string, count: number, requestId: string, options: RequestOptions) {
  return parseState(await apiPost<unknown>(LOTTERY_PATHS.buyTickets, { game, count, request_id: requestId }, options));
}

/** The page has shown a draw: it is no longer `unseen` (idempotent; a lost one shows the draw once more, no harm). */
export async function markSeen(game: string, drawId: string): Promise<void> {
  await apiPost<unknown>(LOTTERY_PATHS.seen, { game, draw_id: drawId });
}

const refusedWith = (status: number) => (error: unknown) =>
  isApiError(error) && error.kind === 'server' && error.code === status;

export const isNotEnoughTickets = refusedWith(LOTTERY_STATUS.notEnoughTickets);
export const isNotEnoughCoins = refusedWith(LOTTERY_STATUS.notEnoughCoins);
export const isMinorRefusal = refusedWith(LOTTERY_STATUS.minor);
export const isNoPartner = refusedWith(LOTTERY_STATUS.noPartner);
