import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { writeOptions } from '../../platform/http/writeIntent';
import { ApiError, isApiError } from '../../platform/http/errors';
import { count, DAYS_MAX, instant, integerId, list, record, whole } from '../../platform/http/read';
import {
  RACE_PATHS,
  RACE_STATUS,
  type MedalStatus,
  type RaceEntry,
  type RaceHistory,
  type RaceHistoryEntry,
  type RaceResult,
  type RaceReward,
  type RaceRound,
  type RaceWallet,
  type RecentWinner,
} from './contract';
import {
  entriesOf,
  isEntryOf,
  isMinor,
  RACE_GAMES,
  type EntryId,
  type Fuel,
  type RaceGame,
  type RaceOutcome,
} from './model';
import { PREFETCH_FRESH_MS, withoutAbort } from '../../platform/http/routePrefetch';
import { selfInfoQuery } from '../../platform/session/selfInfo';

export * from './contract';

// Replies are read defensively: a wrong field becomes a safe default, and only a
// reply without what the page cannot do without (which round, when) is refused.

const badReply = (what: string) => new ApiError('bad-response', 200, `Race reply without ${what}`);

/** What the page can show: odds up to ×9999, the last 20 winners, the latest 100 records (spec §9). */
const MULTIPLIER_MAX = 9_999;
const RECENT_WINNERS_MAX = 20;
const HISTORY_MAX = 100;

function parseFuel(game: RaceGame, value: unknown): Fuel {
  const fuel: Fuel = {};
  for (const [entry, liters] of Object.entries(record(value))) {
    if (isEntryOf(game, entry) && whole(liters) > 0) fuel[entry] = whole(liters);
  }
  return fuel;
}

const OUTCOMES: readonly RaceOutcome[] = ['won', 'failed', 'not_participating'];
const parseOutcome = (value: unknown): RaceOutcome =>
  OUTCOMES.includes(value as RaceOutcome) ? (value as RaceOutcome) : 'not_participating';
const parseReward = (value: unknown): RaceReward => ({
  coins: whole(record(value).coins),
  vehicle_days: whole(record(value).vehicle_days, DAYS_MAX),
});

export function parseWallet(value: unknown): RaceWallet {
  const raw = record(value);
  return { gasoline: whole(raw.gasoline), coins: whole(raw.coins), fragments: whole(raw.fragments) };
}

function parseResult(game: RaceGame, value: unknown): RaceResult | null {
  const raw = record(value);
  if (!isEntryOf(game, raw.winner)) return null;
  const order = list(raw.finish_order).filter((entry): entry is EntryId => isEntryOf(game, entry));
  // Every entry crosses the line; ones the reply forgot follow in their usual order.
  const finishOrder = [raw.winner, ...order.filter((entry) => entry !== raw.winner)];
  for (const entry of entriesOf(game)) if (!finishOrder.includes(entry)) finishOrder.push(entry);
  return {
    winner: raw.winner,
    finish_order: finishOrder,
    my_outcome: parseOutcome(raw.my_outcome),
    reward: parseReward(raw.reward),
  };
}

export function parseRound(game: RaceGame, data: unknown): RaceRound {
  const raw = record(data);
  const roundId = integerId(raw.round_id);
  const startAt = instant(raw.start_at);
  if (roundId === null) throw badReply('round_id');
  if (startAt === null) throw badReply('start_at');
  const byId = new Map(list(raw.entries).map((entry) => [record(entry).id, record(entry)]));
  // The page always shows every car; one the reply left out shows no odds rather than vanishing.
  const entries: RaceEntry[] = entriesOf(game).map((id) => {
    const entry = byId.get(id) ?? {};
    return {
      id,
      multiplier: count(entry.multiplier, MULTIPLIER_MAX),
      win_rate: count(entry.win_rate, 1),
      pool_liters: whole(entry.pool_liters),
    };
  });
  const recent: RecentWinner[] = list(raw.recent_winners)
    .map((item) => record(item))
    .filter((item) => isEntryOf(game, item.winner) && integerId(item.round_id) !== null)
    .slice(0, RECENT_WINNERS_MAX)
    .map((item) => ({ round_id: integerId(item.round_id) ?? 0, winner: item.winner as EntryId }));
  return {
    game,
    round_id: roundId,
    start_at: startAt,
    server_now: instant(raw.server_now) ?? 0,
    entries,
    my_fuel: parseFuel(game, raw.my_fuel),
    wallet: parseWallet(raw.wallet),
    result: parseResult(game, raw.result),
    recent_winners: recent,
  };
}

export function parseHistory(data: unknown): RaceHistory {
  const items: RaceHistoryEntry[] = [];
  for (const item of list(record(data).items)) {
    if (items.length === HISTORY_MAX) break; // the records show the latest 100
    const raw = record(item);
    const game = RACE_GAMES.find((candidate) => candidate === raw.game) ?? 'classic';
    const roundId = integerId(raw.round_id);
    if (!isEntryOf(game, raw.winner) || roundId === null) continue; // an unreadable row is left out, not the page
    items.push({
      game,
      round_id: roundId,
      start_at: instant(raw.start_at) ?? 0,
      fuel: parseFuel(game, raw.fuel),
      winner: raw.winner,
      outcome: parseOutcome(raw.outcome),
      reward: parseReward(raw.reward),
    });
  }
  return { items };
}

export function parseMedal(data: unknown): MedalStatus {
  const raw = record(data);
  return { fragments: whole(raw.fragments), expires_at: instant(raw.expires_at) };
}

export const raceKeys = {
  all: ['race'] as const,
  round: (game: RaceGame) => ['race', 'round', game] as const,
  history: (game: RaceGame) => ['race', 'history', game] as const,
  medal: () => ['race', 'medal'] as const,
};

export const raceRoundQuery = (game: RaceGame) =>
  queryOptions({
    queryKey: raceKeys.round(game),
    queryFn: async ({ signal }) => parseRound(game, await apiGet<unknown>(RACE_PATHS.round, { game }, { signal })),
    staleTime: PREFETCH_FRESH_MS,
  });

export const raceHistoryQuery = (game: RaceGame) =>
  queryOptions({
    queryKey: raceKeys.history(game),
    queryFn: async ({ signal }) => parseHistory(await apiGet<unknown>(RACE_PATHS.history, { game }, { signal })),
  });

export const raceMedalQuery = () =>
  queryOptions({
    queryKey: raceKeys.medal(),
    queryFn: async ({ signal }) => parseMedal(await apiGet<unknown>(RACE_PATHS.medal, {}, { signal })),
  });

/** Confirm a batch of liters: charged once per `requestId`, with the one write timeout (platform/http/writeIntent). */
export async function confirmRefuel(
  game: RaceGame,
  roundId: number,
  fuel: Fuel,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<RaceRound> {
  const data = await apiPost<unknown>(
    RACE_PATHS.refuel,
    { game, round_id: roundId, fuel: JSON.stringify(fuel), request_id: requestId },
    options,
  );
  return parseRound(game, data);
}

/** Buy a pack of gasoline with coins: once per `requestId`, with the one write timeout. */
export async function buyGasoline(
  liters: number,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<RaceWallet> {
  return parseWallet(await apiPost<unknown>(RACE_PATHS.buyGasoline, { liters, request_id: requestId }, options));
}

/** The server refused because the user is a minor (it checks on every racing endpoint). */
export function isMinorRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && error.code === RACE_STATUS.minor;
}

/**
 * A race page's first requests, started while its code loads (`AppRoute.prefetch`): who I am (joining boot's request),
 * then the round, as the page asks for them — never the round of a minor, whom the page turns away.
 */
export async function prefetchRace(queryClient: QueryClient, game: RaceGame): Promise<void> {
  const self = await queryClient.fetchQuery(withoutAbort(selfInfoQuery()));
  if (!isMinor(self.age)) await queryClient.prefetchQuery(withoutAbort(raceRoundQuery(game)));
}
