import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, list, record, signedWhole, text, whole } from '../../platform/http/read';
import { NOBLE_PATHS, NOBLE_STATUS } from './contract';
import {
  cycleFrom,
  growthKindOf,
  type GrowthKind,
  isNobleTier,
  isTierTableUsable,
  type NobleStanding,
  type NobleTier,
  sortTiers,
  type TierRule,
} from './model';
import { PREFETCH_FRESH_MS, withoutAbort } from '../../platform/http/routePrefetch';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a tier table
// the rules cannot run on is refused; a wrong number becomes 0; a record without an id is left out.

const badReply = (what: string) => new ApiError('bad-response', 200, `Noble reply without ${what}`);

/** Privilege ids are short words; anything else is not one. */
const privilegeIds = (value: unknown): string[] =>
  list(value)
    .map((id) => text(id, 32))
    .filter((id) => /^[a-z_]+$/.test(id));

export function parseTiers(data: unknown): TierRule[] {
  const table: TierRule[] = [];
  for (const item of list(record(data).tiers)) {
    const raw = record(item);
    if (!isNobleTier(raw.tier)) continue;
    table.push({
      tier: raw.tier,
      requirement: whole(raw.requirement),
      maintenance: whole(raw.maintenance),
      decay: whole(raw.decay),
      price: whole(raw.price),
      privileges: privilegeIds(raw.privileges),
    });
  }
  if (!isTierTableUsable(table)) throw badReply('a usable tier table');
  return sortTiers(table);
}

export interface LastChange {
  kind: 'upgrade' | 'drop' | 'renew';
  tier: NobleTier | null;
  at: number;
}

export interface MyNoble {
  standing: NobleStanding;
  coins: number;
  lastChange: LastChange | null;
}

function parseLastChange(value: unknown): LastChange | null {
  const raw = record(value);
  const at = instant(raw.at);
  if (at === null || (raw.kind !== 'upgrade' && raw.kind !== 'drop' && raw.kind !== 'renew')) return null;
  return { kind: raw.kind, tier: isNobleTier(raw.tier) ? raw.tier : null, at };
}

export function parseStanding(data: unknown): MyNoble {
  const raw = record(data);
  const tier = isNobleTier(raw.tier) ? raw.tier : null;
  const cycleStartAt = instant(raw.cycle_start_at);
  // A tier without a cycle is no standing the page can explain.
  if (tier !== null && cycleStartAt === null) throw badReply('a cycle');
  // The cycle's end is the server's (issue 31); a reply without one, or with one before its start, ends thirty days
  // after the start, as the rules say.
  const serverEnd = instant(raw.cycle_end_at);
  const start = cycleStartAt ?? 0;
  return {
    standing: {
      growth: whole(raw.growth),
      tier,
      cycleStartAt: start,
      cycleEndAt: serverEnd !== null && serverEnd > start ? serverEnd : cycleFrom(start).cycleEndAt,
      cycleGrowth: whole(raw.cycle_growth),
    },
    coins: whole(raw.coins),
    lastChange: parseLastChange(raw.last_change),
  };
}

export interface GrowthRecord {
  id: string;
  kind: GrowthKind;
  amount: number;
  at: number;
}

export interface GrowthPage {
  records: GrowthRecord[];
  hasMore: boolean;
}

export function parseGrowthPage(data: unknown): GrowthPage {
  const raw = record(data);
  const records: GrowthRecord[] = [];
  for (const item of list(raw.records)) {
    const row = record(item);
    const id = text(row.record_id, 64);
    const at = instant(row.at);
    if (!id || at === null) continue;
    records.push({ id, kind: growthKindOf(row.kind), amount: signedWhole(row.amount), at });
  }
  return { records, hasMore: raw.has_more === true && records.length > 0 };
}

export interface MyLevel {
  level: number;
  experience: number;
  levelStart: number;
  nextLevelAt: number | null;
}

export function parseLevel(data: unknown): MyLevel {
  const raw = record(data);
  const level = Math.min(100, Math.max(1, whole(raw.level)));
  const experience = whole(raw.experience);
  const levelStart = Math.min(whole(raw.level_start), experience);
  const next = raw.next_level_at === null || level === 100 ? null : whole(raw.next_level_at);
  return {
    level,
    experience,
    levelStart,
    nextLevelAt: next !== null && next > experience ? next : level === 100 ? null : experience + 1,
  };
}

export const GROWTH_PAGE_SIZE = 20;

export const nobleKeys = {
  tiers: () => ['noble', 'tiers'] as const,
  mine: () => ['noble', 'mine'] as const,
  growth: () => ['noble', 'growth'] as const,
  level: () => ['noble', 'level'] as const,
};

export const tiersQuery = () =>
  queryOptions({
    queryKey: nobleKeys.tiers(),
    queryFn: async ({ signal }) => parseTiers(await apiGet<unknown>(NOBLE_PATHS.tiers, {}, { signal })),
    staleTime: 10 * 60_000,
  });

export const myNobleQuery = () =>
  queryOptions({
    queryKey: nobleKeys.mine(),
    queryFn: async ({ signal }) => parseStanding(await apiGet<unknown>(NOBLE_PATHS.state, {}, { signal })),
    staleTime: PREFETCH_FRESH_MS,
  });

export const growthRecordsQuery = () =>
  infiniteQueryOptions({
    queryKey: nobleKeys.growth(),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      parseGrowthPage(
        await apiGet<unknown>(NOBLE_PATHS.growth, { page: pageParam, size: GROWTH_PAGE_SIZE }, { signal }),
      ),
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
  });

export const levelQuery = () =>
  queryOptions({
    queryKey: nobleKeys.level(),
    queryFn: async ({ signal }) => parseLevel(await apiGet<unknown>(NOBLE_PATHS.level, {}, { signal })),
  });

/** Buy or renew a tier: one purchase per `requestId`, sent with the one write timeout (platform/http/writeIntent). */
export const buyNoble = async (tier: NobleTier, requestId: string, options: RequestOptions): Promise<MyNoble> =>
  parseStanding(await apiPost<unknown>(NOBLE_PATHS.buy, { tier, request_id: requestId }, options));

export type NobleRefusal = 'notEnoughCoins' | 'belowMyTier' | 'invalid';

/** The server's refusal of a purchase by the contract's codes, said in the user's language; null for any other. */
export function refusalOf(error: unknown): NobleRefusal | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.code === NOBLE_STATUS.notEnoughCoins) return 'notEnoughCoins';
  if (error.code === NOBLE_STATUS.belowMyTier) return 'belowMyTier';
  return error.code === NOBLE_STATUS.invalid ? 'invalid' : null;
}

/** The noble centre's first requests (the tiers, my standing), started while its code loads. */
export async function prefetchNoble(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(withoutAbort(tiersQuery())),
    queryClient.prefetchQuery(withoutAbort(myNobleQuery())),
  ]);
}
