import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { instant, list, record, text, whole } from '../../platform/http/read';
import {
  CP_PATHS,
  type CpHall,
  type CpHallCouple,
  type CpMatchmaker,
  type CpMatchmakerBoard,
  type CpMyMatchmaking,
  cpKeys,
  readPerson,
  readTier,
  token,
} from './api';

// The official CP hall's and the matchmaker board's replies, read as defensively as the couple's (api.ts): a module
// of their own, so the couple's page and the announcement do not download the boards' parsers.

function readHallCouple(value: unknown): CpHallCouple | null {
  const raw = record(value);
  const id = token(raw.cp_id);
  const people = list(raw.partners).map(readPerson);
  if (!id || !people[0] || !people[1]) return null;
  return {
    cp_id: id,
    tier: readTier(raw.tier),
    cp_value: whole(raw.cp_value),
    formed_at: instant(raw.formed_at) ?? 0,
    announced_at: instant(raw.announced_at),
    mine: raw.mine === true,
    partners: [people[0], people[1]],
  };
}

/** A page of the hall has at most this many couples (the server sends 10); more is not a page. */
export const HALL_PAGE_MAX = 50;
/** The server's cursor goes back to it as it came: a short token, or none (the end). */
const readCursor = (value: unknown): string | null => {
  const cursor = text(value, 128);
  return /^[\w.:~=-]{1,128}$/.test(cursor) ? cursor : null;
};

/** A page of the hall: couples without an id or their two people are dropped, each pair once. */
export function parseHall(data: unknown): CpHall {
  const raw = record(data);
  const seen = new Set<string>();
  const couples: CpHallCouple[] = [];
  for (const item of list(raw.couples)) {
    const couple = readHallCouple(item);
    if (!couple || seen.has(couple.cp_id)) continue;
    seen.add(couple.cp_id);
    couples.push(couple);
    if (couples.length === HALL_PAGE_MAX) break;
  }
  const mine = readHallCouple(raw.mine);
  return {
    couples,
    mine: mine ? { ...mine, mine: true } : null,
    next_cursor: readCursor(raw.next_cursor),
    server_now: instant(raw.server_now) ?? 0,
  };
}

/** The board shows at most this many matchmakers (the server sends 30). */
export const MATCHMAKER_ROWS_MAX = 100;
const RANK_MAX = 99_999;

function readMatchmaker(value: unknown): CpMatchmaker | null {
  const raw = record(value);
  const person = readPerson(raw.person);
  const rank = whole(raw.rank, RANK_MAX);
  if (!person || rank < 1) return null;
  return {
    rank,
    person,
    new_pairs: whole(raw.new_pairs, 999_999),
    announced_pairs: whole(raw.announced_pairs, 999_999),
    value: whole(raw.value),
  };
}

function readMyMatchmaking(value: unknown): CpMyMatchmaking | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = record(value);
  const rank = whole(raw.rank, RANK_MAX);
  // A gap is shown only as the server sent it: a number (0 is "level with the row above"); anything else is none.
  const gap = typeof raw.gap === 'number' && Number.isFinite(raw.gap) ? whole(raw.gap) : null;
  return {
    rank: rank >= 1 ? rank : null,
    new_pairs: whole(raw.new_pairs, 999_999),
    announced_pairs: whole(raw.announced_pairs, 999_999),
    value: whole(raw.value),
    gap: rank === 1 ? null : gap,
  };
}

/** The matchmaker board: a row without a person or a rank is dropped; rows in rank order, each rank once. */
export function parseMatchmakers(data: unknown): CpMatchmakerBoard {
  const raw = record(data);
  const rows = list(raw.rows)
    .map(readMatchmaker)
    .filter((row): row is CpMatchmaker => row !== null)
    .sort((a, b) => a.rank - b.rank)
    .filter((row, index, all) => index === 0 || all[index - 1]!.rank !== row.rank)
    .slice(0, MATCHMAKER_ROWS_MAX);
  return {
    period: text(raw.period, 40).trim(),
    rows,
    mine: readMyMatchmaking(raw.mine),
    server_now: instant(raw.server_now) ?? 0,
  };
}

/** The hall, a page at a time: the first without a cursor, each next with the cursor the last one gave. */
export const cpHallQuery = () =>
  infiniteQueryOptions({
    queryKey: cpKeys.hall(),
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) =>
      parseHall(await apiGet<unknown>(CP_PATHS.hall, pageParam ? { cursor: pageParam } : {}, { signal })),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const cpMatchmakersQuery = () =>
  queryOptions({
    queryKey: cpKeys.matchmakers(),
    queryFn: async ({ signal }) => parseMatchmakers(await apiGet<unknown>(CP_PATHS.matchmakers, {}, { signal })),
  });
