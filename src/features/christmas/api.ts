import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { writeOptions } from '../../platform/http/writeIntent';
import { instant, integerId, list, record, text, whole } from '../../platform/http/read';
import { CHRISTMAS_PATHS, CHRISTMAS_STATUS, type Wish } from './contract';
import {
  editionOf,
  isEditionInOrder,
  LIGHTS_PER_TREE,
  type Edition,
  type PropBatch,
  type Refusal,
  WISH_MAX_CHARS,
  WISHES_SHOWN,
} from './model';
import { PREFETCH_FRESH_MS, withoutAbort } from '../../platform/http/routePrefetch';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a wrong
// field becomes a safe default; a config without a year is refused, a wish without an id or text is left out.

const badReply = (what: string) => new ApiError('bad-response', 200, `Christmas reply without ${what}`);

/** The editions a reply may name (a year beyond would be no date a phone can show). */
const YEARS = [2000, 2099] as const;

/**
 * This year's edition. The year is required; a date that is missing or garbled is the spec's calendar
 * for that year (24–26 December, split on the 27th, the board to 3 January), and dates out of order
 * give the whole calendar: the page always knows which phase it is in.
 */
export function parseConfig(data: unknown): Edition {
  const raw = record(data);
  const year = integerId(raw.year);
  if (year === null || year < YEARS[0] || year > YEARS[1]) throw badReply('a year');
  const calendar = editionOf(year);
  const edition: Edition = {
    year,
    startAt: instant(raw.start_at) ?? calendar.startAt,
    endAt: instant(raw.end_at) ?? calendar.endAt,
    splitAt: instant(raw.split_at) ?? calendar.splitAt,
    splitEndAt: instant(raw.split_end_at) ?? calendar.splitEndAt,
    boardStartAt: instant(raw.board_start_at) ?? calendar.boardStartAt,
    boardEndAt: instant(raw.board_end_at) ?? calendar.boardEndAt,
  };
  return isEditionInOrder(edition) ? edition : calendar;
}

export interface Tree {
  unlocked: boolean;
  lights: number;
  props: PropBatch[];
  coins: number;
}

export function parseTree(data: unknown): Tree {
  const raw = record(data);
  const props: PropBatch[] = [];
  for (const item of list(raw.props)) {
    const batch = record(item);
    const expiresAt = instant(batch.expires_at);
    const count = whole(batch.count, 9_999);
    if (expiresAt !== null && count > 0) props.push({ count, expiresAt });
  }
  return {
    unlocked: raw.unlocked === true,
    lights: whole(raw.lights, LIGHTS_PER_TREE),
    props,
    coins: whole(raw.coins),
  };
}

export function parseWishes(data: unknown): Wish[] {
  const wishes: Wish[] = [];
  for (const item of list(record(data).wishes)) {
    if (wishes.length === WISHES_SHOWN) break;
    const wish = parseWish(item);
    if (wish) wishes.push(wish);
  }
  return wishes;
}

export function parseWish(value: unknown): Wish | null {
  const raw = record(value);
  const id = text(raw.wish_id, 64);
  // A wish longer than the limit is cut (with room for a surrogate pair), never allowed to stretch the wall.
  const body = Array.from(text(raw.text, WISH_MAX_CHARS * 4))
    .slice(0, WISH_MAX_CHARS)
    .join('');
  if (!id || !body.trim()) return null;
  return {
    wish_id: id,
    user_id: text(raw.user_id, 64),
    nickname: text(raw.nickname, 64),
    avatar_url: text(raw.avatar_url),
    text: body,
    at: instant(raw.at) ?? 0,
    mine: raw.mine === true,
  };
}

export interface Pool {
  total: number;
  litTrees: number;
  myShare: number | null;
}

export function parsePool(data: unknown): Pool {
  const raw = record(data);
  return {
    total: whole(raw.total),
    litTrees: whole(raw.lit_trees),
    myShare: raw.my_share === null || raw.my_share === undefined ? null : whole(raw.my_share),
  };
}

export const christmasKeys = {
  config: () => ['christmas', 'config'] as const,
  tree: () => ['christmas', 'tree'] as const,
  wishes: () => ['christmas', 'wishes'] as const,
  pool: () => ['christmas', 'pool'] as const,
};

export const configQuery = () =>
  queryOptions({
    queryKey: christmasKeys.config(),
    queryFn: async ({ signal }) => parseConfig(await apiGet<unknown>(CHRISTMAS_PATHS.config, {}, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const treeQuery = () =>
  queryOptions({
    queryKey: christmasKeys.tree(),
    queryFn: async ({ signal }) => parseTree(await apiGet<unknown>(CHRISTMAS_PATHS.state, {}, { signal })),
    staleTime: PREFETCH_FRESH_MS,
  });

export const wishesQuery = () =>
  queryOptions({
    queryKey: christmasKeys.wishes(),
    queryFn: async ({ signal }) => parseWishes(await apiGet<unknown>(CHRISTMAS_PATHS.wishes, {}, { signal })),
  });

export const poolQuery = () =>
  queryOptions({
    queryKey: christmasKeys.pool(),
    queryFn: async ({ signal }) => parsePool(await apiGet<unknown>(CHRISTMAS_PATHS.pool, {}, { signal })),
    staleTime: PREFETCH_FRESH_MS,
  });

// Every write goes with the one write timeout (platform/http/writeIntent): one that never answers ends as unknown.
const write = async (path: string, body: Record<string, string | number>, options: RequestOptions = writeOptions) =>
  apiPost<unknown>(path, body, options);

/** Light one bulb, buy props, give a prop: each done once per `requestId` (the confirm's intent key). */
export const lightTree = async (requestId: string, options: RequestOptions) =>
  parseTree(await write(CHRISTMAS_PATHS.light, { request_id: requestId }, options));
export const buyProps = async (count: number, requestId: string, options: RequestOptions) =>
  parseTree(await write(CHRISTMAS_PATHS.buy, { count, request_id: requestId }, options));
export const giftProp = async (toUserId: string, requestId: string, options: RequestOptions) =>
  parseTree(await write(CHRISTMAS_PATHS.gift, { to_user_id: toUserId, request_id: requestId }, options));

export async function postWish(wish: string, requestId: string): Promise<Wish> {
  const posted = parseWish(await write(CHRISTMAS_PATHS.wishes, { text: wish, request_id: requestId }));
  if (!posted) throw badReply('the wish');
  return posted;
}

export const reportWish = async (wishId: string) => {
  await write(CHRISTMAS_PATHS.report, { wish_id: wishId });
};

const REFUSALS: Record<number, Refusal> = {
  [CHRISTMAS_STATUS.notUnlocked]: 'notUnlocked',
  [CHRISTMAS_STATUS.vaultClosed]: 'vaultClosed',
  [CHRISTMAS_STATUS.poolClosed]: 'poolClosed',
  [CHRISTMAS_STATUS.noProps]: 'noProps',
  [CHRISTMAS_STATUS.notEnoughCoins]: 'notEnoughCoins',
  [CHRISTMAS_STATUS.eventOver]: 'eventOver',
  [CHRISTMAS_STATUS.alreadyLit]: 'alreadyLit',
  [CHRISTMAS_STATUS.invalid]: 'invalid',
};

/** The server's refusal, as a rule of the model (the page says it in the user's language), or null. */
export const refusalOf = (error: unknown): Refusal | null =>
  isApiError(error) && error.kind === 'server' ? (REFUSALS[error.code] ?? null) : null;

/** The Christmas page's first requests (the edition, my tree, my props), started while its code loads. */
export async function prefetchChristmas(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(withoutAbort(configQuery())),
    queryClient.prefetchQuery(withoutAbort(treeQuery())),
    queryClient.prefetchQuery(withoutAbort(poolQuery())),
  ]);
}
