import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { ApiError } from '../../platform/http/errors';
import { count, list, record, text } from '../../platform/http/read';
import {
  RANK_PATHS,
  type BoardEntryWire,
  type BoardReply,
  type GiftStarHistoryReply,
  type MedalWire,
  type MyRankReply,
  type PartnerWire,
  type RewardsReply,
  type RewardTierWire,
  type StarGift,
} from './contract';
import { isBoardKind, subjectOf, type BoardKind, type Scope, type Subject } from './model';

export * from './contract';

// Replies are read defensively: a row without an id is left out, a bad field
// becomes a default, and only a reply that is not a board at all is refused.

const SUBJECTS: readonly Subject[] = ['user', 'tribe', 'pair'];
const badReply = (what: string) => new ApiError('bad-response', 200, `Rank reply without ${what}`);

function parseMedal(value: unknown): MedalWire | null {
  const raw = record(value);
  if (!isBoardKind(raw.kind) || (raw.period !== 'daily' && raw.period !== 'weekly')) return null;
  return { kind: raw.kind, period: raw.period, days_left: Math.floor(count(raw.days_left)) };
}

function parsePartner(value: unknown): PartnerWire | null {
  const raw = record(value);
  const id = text(raw.id);
  return id ? { id, name: text(raw.name), avatar: text(raw.avatar) } : null;
}

function parseEntryBody(value: unknown, subject: Subject): Omit<BoardEntryWire, 'rank'> | null {
  const raw = record(value);
  const id = text(raw.id);
  if (!id) return null;
  return {
    id,
    subject: SUBJECTS.includes(raw.subject as Subject) ? (raw.subject as Subject) : subject,
    name: text(raw.name),
    avatar: text(raw.avatar),
    level: Math.min(100, Math.floor(count(raw.level))),
    value: Math.floor(count(raw.value)),
    online: raw.online === true,
    medal: parseMedal(raw.medal),
    partner: parsePartner(raw.partner),
  };
}

/** Rows in the server's order, renumbered when a rank is missing or repeated, so places always read 1, 2, 3… */
function parseEntries(value: unknown, subject: Subject): BoardEntryWire[] {
  const rows: BoardEntryWire[] = [];
  const seen = new Set<string>();
  for (const item of list(value)) {
    const body = parseEntryBody(item, subject);
    if (!body || seen.has(body.id)) continue;
    seen.add(body.id);
    const rank = Math.floor(count(record(item).rank));
    const previous = rows.at(-1)?.rank ?? 0;
    rows.push({ ...body, rank: rank > previous ? rank : previous + 1 });
  }
  return rows;
}

function parseStarGift(value: unknown): StarGift | null {
  const raw = record(value);
  const id = text(raw.id);
  return id ? { id, name: text(raw.name), icon: text(raw.icon) } : null;
}

const starGifts = (value: unknown): StarGift[] =>
  list(value)
    .map(parseStarGift)
    .filter((gift): gift is StarGift => gift !== null);

export function parseBoard(kind: BoardKind, scope: Scope, subject: Subject, data: unknown): BoardReply {
  const raw = record(data);
  if (!Array.isArray(raw.entries)) throw badReply('entries');
  const endAt = count(raw.end_at);
  return {
    kind,
    scope,
    start_at: count(raw.start_at),
    end_at: endAt > 0 ? endAt : null,
    server_now: count(raw.server_now),
    entries: parseEntries(raw.entries, subject),
    star_gifts: starGifts(raw.star_gifts),
    gift: text(raw.gift) || null,
  };
}

export function parseMyRank(subject: Subject, data: unknown): MyRankReply {
  const raw = record(data);
  const rank = Math.floor(count(raw.rank));
  return {
    entry: parseEntryBody(raw.entry, subject),
    rank: rank > 0 ? rank : null,
    value: Math.floor(count(raw.value)),
    gap: Math.floor(count(raw.gap)),
  };
}

export function parseGiftStarHistory(data: unknown): GiftStarHistoryReply {
  const raw = record(data);
  const stars: GiftStarHistoryReply['stars'] = [];
  for (const item of list(raw.stars)) {
    const gift = parseStarGift(record(item).gift);
    if (gift) stars.push({ gift, entries: parseEntries(record(item).entries, 'user') });
  }
  const weeks = list(raw.weeks)
    .map(count)
    .filter((week) => week > 0);
  return { week: count(raw.week), weeks, stars };
}

function parseTier(value: unknown): RewardTierWire | null {
  const raw = record(value);
  const from = Math.floor(count(raw.from));
  const to = Math.floor(count(raw.to));
  if (from < 1 || to < from) return null;
  return {
    from,
    to,
    medal_days: count(raw.medal_days),
    vehicle_days: count(raw.vehicle_days),
    frame_days: count(raw.frame_days),
    coins: count(raw.coins),
  };
}

export function parseRewards(scope: Scope, data: unknown): RewardsReply {
  const tiers = list(record(data).tiers)
    .map(parseTier)
    .filter((tier): tier is RewardTierWire => tier !== null);
  return { scope, tiers };
}

export const rankKeys = {
  board: (kind: BoardKind, scope: Scope, gift?: string) => ['ranks', 'board', kind, scope, gift ?? ''] as const,
  mine: (kind: BoardKind, scope: Scope, gift?: string) => ['ranks', 'mine', kind, scope, gift ?? ''] as const,
  giftStarHistory: (week?: number) => ['ranks', 'gift-star-history', week ?? 0] as const,
  rewards: (scope: Scope) => ['ranks', 'rewards', scope] as const,
};

const boardParams = (kind: BoardKind, scope: Scope, gift?: string) => (gift ? { kind, scope, gift } : { kind, scope });

/**
 * How long a reply is fresh: the page mounting right after the route prefetched it (or a
 * tab switched back to) does not ask again. The page refetches itself when a period ends.
 */
const BOARD_FRESH_MS = 30_000;
const REWARDS_FRESH_MS = 10 * 60_000;

export const rankBoardQuery = (kind: BoardKind, scope: Scope, gift?: string) =>
  queryOptions({
    queryKey: rankKeys.board(kind, scope, gift),
    staleTime: BOARD_FRESH_MS,
    queryFn: async ({ signal }) =>
      parseBoard(
        kind,
        scope,
        subjectOf(kind),
        await apiGet<unknown>(RANK_PATHS.board, boardParams(kind, scope, gift), { signal }),
      ),
  });

export const myRankQuery = (kind: BoardKind, scope: Scope, gift?: string) =>
  queryOptions({
    queryKey: rankKeys.mine(kind, scope, gift),
    staleTime: BOARD_FRESH_MS,
    queryFn: async ({ signal }) =>
      parseMyRank(subjectOf(kind), await apiGet<unknown>(RANK_PATHS.mine, boardParams(kind, scope, gift), { signal })),
  });

export const giftStarHistoryQuery = (week?: number) =>
  queryOptions({
    queryKey: rankKeys.giftStarHistory(week),
    queryFn: async ({ signal }) =>
      parseGiftStarHistory(await apiGet<unknown>(RANK_PATHS.giftStarHistory, week ? { week } : {}, { signal })),
  });

export const rankRewardsQuery = (scope: Scope) =>
  queryOptions({
    queryKey: rankKeys.rewards(scope),
    staleTime: REWARDS_FRESH_MS,
    queryFn: async ({ signal }) =>
      parseRewards(scope, await apiGet<unknown>(RANK_PATHS.rewards, { scope }, { signal })),
  });
