import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { ApiError } from '../../platform/http/errors';
import { DAYS_MAX, instant, integerId, list, record, text, whole } from '../../platform/http/read';
import {
  RANK_PATHS,
  type BoardEntryWire,
  type BoardReply,
  type EditionWire,
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

/** What a board page shows at most: 200 rows, levels 1–100, a year of past weeks, 20 reward tiers, 50 star gifts. */
const BOARD_ROWS_MAX = 200;
const LEVEL_MAX = 100;
const WEEKS_MAX = 53;
const TIERS_MAX = 20;
const STAR_GIFTS_MAX = 50;

function parseMedal(value: unknown): MedalWire | null {
  const raw = record(value);
  if (!isBoardKind(raw.kind) || (raw.period !== 'daily' && raw.period !== 'weekly')) return null;
  return { kind: raw.kind, period: raw.period, days_left: whole(raw.days_left, DAYS_MAX) };
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
    level: whole(raw.level, LEVEL_MAX),
    value: whole(raw.value),
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
    if (rows.length === BOARD_ROWS_MAX) break;
    const body = parseEntryBody(item, subject);
    if (!body || seen.has(body.id)) continue;
    seen.add(body.id);
    const rank = whole(record(item).rank);
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
    .filter((gift): gift is StarGift => gift !== null)
    .slice(0, STAR_GIFTS_MAX);

/** The editions a reply may name (a year beyond would be no date a phone can show). */
const EDITION_YEARS = [2000, 2099] as const;

/** The Christmas edition a lighting board names: its year (required) and lighting days (each or both may be unknown). */
export function parseEdition(value: unknown): EditionWire | null {
  const raw = record(value);
  const year = integerId(raw.year);
  if (year === null || year < EDITION_YEARS[0] || year > EDITION_YEARS[1]) return null;
  const start = instant(raw.lighting_start_at);
  const end = instant(raw.lighting_end_at);
  const inOrder = start === null || end === null || start < end;
  return { year, lighting_start_at: inOrder ? start : null, lighting_end_at: inOrder ? end : null };
}

export function parseBoard(kind: BoardKind, scope: Scope, subject: Subject, data: unknown): BoardReply {
  const raw = record(data);
  if (!Array.isArray(raw.entries)) throw badReply('entries');
  return {
    kind,
    scope,
    start_at: instant(raw.start_at) ?? 0,
    end_at: instant(raw.end_at),
    server_now: instant(raw.server_now) ?? 0,
    entries: parseEntries(raw.entries, subject),
    star_gifts: starGifts(raw.star_gifts),
    gift: text(raw.gift) || null,
    edition: parseEdition(raw.edition),
  };
}

export function parseMyRank(subject: Subject, data: unknown): MyRankReply {
  const raw = record(data);
  const rank = whole(raw.rank);
  return {
    entry: parseEntryBody(raw.entry, subject),
    rank: rank > 0 ? rank : null,
    value: whole(raw.value),
    gap: whole(raw.gap),
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
    .map(instant)
    .filter((week): week is number => week !== null)
    .slice(0, WEEKS_MAX);
  return { week: instant(raw.week) ?? 0, weeks, stars };
}

function parseTier(value: unknown): RewardTierWire | null {
  const raw = record(value);
  const from = whole(raw.from);
  const to = whole(raw.to);
  if (from < 1 || to < from) return null;
  return {
    from,
    to,
    medal_days: whole(raw.medal_days, DAYS_MAX),
    vehicle_days: whole(raw.vehicle_days, DAYS_MAX),
    frame_days: whole(raw.frame_days, DAYS_MAX),
    coins: whole(raw.coins),
  };
}

export function parseRewards(scope: Scope, data: unknown): RewardsReply {
  const tiers = list(record(data).tiers)
    .map(parseTier)
    .filter((tier): tier is RewardTierWire => tier !== null)
    .slice(0, TIERS_MAX);
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
