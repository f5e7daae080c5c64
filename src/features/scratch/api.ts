import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, list, record, text, whole } from '../../platform/http/read';
import { writeOptions } from '../../platform/http/writeIntent';
import {
  SCRATCH_PATHS,
  SCRATCH_STATUS,
  type ScratchRecord,
  type ScratchRecords,
  type ScratchReveal,
  type ScratchState,
} from './contract';
import { FRAGMENTS_PER_MEDAL_DAY, GRAND_PRIZE, NO_PRIZE, RECORDS_MAX, type Prize } from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a wrong
// field becomes a safe default; a reveal without its card or a record without an id is refused or left out.

const badReply = (what: string) => new ApiError('bad-response', 200, `Scratch reply without ${what}`);
/** Card ids are short opaque strings. */
const cardId = (value: unknown): string | null => {
  const id = text(value, 64);
  return id ? id : null;
};

export function parsePrize(value: unknown): Prize {
  const raw = record(value);
  if (raw.kind === 'grand') return GRAND_PRIZE;
  const coins = whole(raw.coins);
  return raw.kind === 'coins' && coins > 0 ? { kind: 'coins', coins } : NO_PRIZE;
}

export function parseState(data: unknown): ScratchState {
  const raw = record(data);
  const current = cardId(record(raw.current_card).card_id);
  const cards = whole(raw.cards);
  return {
    coins: whole(raw.coins),
    // A current card means at least one card, whatever the count said.
    cards: current ? Math.max(1, cards) : cards,
    current_card: current ? { card_id: current } : null,
    fragments: whole(raw.fragments, FRAGMENTS_PER_MEDAL_DAY - 1),
    medal_expires_at: instant(raw.medal_expires_at),
    server_now: instant(raw.server_now) ?? 0,
  };
}

export function parseReveal(data: unknown): ScratchReveal {
  const raw = record(data);
  const id = cardId(raw.card_id);
  if (!id) throw badReply('card_id');
  return { card_id: id, prize: parsePrize(raw.prize), opened_at: instant(raw.opened_at) ?? 0 };
}

export function parseRecords(data: unknown): ScratchRecords {
  const records: ScratchRecord[] = [];
  for (const item of list(record(data).records)) {
    if (records.length === RECORDS_MAX) break; // the latest 100 (spec §9)
    const raw = record(item);
    const id = cardId(raw.card_id);
    const openedAt = instant(raw.opened_at);
    if (!id || openedAt === null) continue; // an unreadable row is left out, not the page
    records.push({ card_id: id, prize: parsePrize(raw.prize), opened_at: openedAt });
  }
  return { records };
}

export const scratchKeys = {
  state: () => ['scratch', 'state'] as const,
  records: () => ['scratch', 'records'] as const,
};

export const scratchStateQuery = () =>
  queryOptions({
    queryKey: scratchKeys.state(),
    queryFn: async ({ signal }) => parseState(await apiGet<unknown>(SCRATCH_PATHS.state, {}, { signal })),
  });

export const scratchRecordsQuery = () =>
  queryOptions({
    queryKey: scratchKeys.records(),
    queryFn: async ({ signal }) => parseRecords(await apiGet<unknown>(SCRATCH_PATHS.records, {}, { signal })),
  });

/** Buy a bundle: one purchase per `requestId` (a repeat gets the first answer). */
export async function buyCards(bundle: number, requestId: string, options: RequestOptions): Promise<ScratchState> {
  return parseState(await apiPost<unknown>(SCRATCH_PATHS.buy, { count: bundle, request_id: requestId }, options));
}

export async function openCard(id: string): Promise<ScratchReveal> {
  return parseReveal(await apiPost<unknown>(SCRATCH_PATHS.reveal, { card_id: id }, writeOptions));
}

/** The server's refusal of a purchase the coins do not cover. */
export const isNotEnoughCoins = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === SCRATCH_STATUS.notEnoughCoins;

/** The server's "buy first": there is no card to open. */
export const isNoCards = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === SCRATCH_STATUS.noCards;
