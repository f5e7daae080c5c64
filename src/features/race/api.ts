import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { count, list, record } from '../../platform/http/read';
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
import { entriesOf, isEntryOf, RACE_GAMES, type EntryId, type Fuel, type RaceGame, type RaceOutcome } from './model';

export * from './contract';

// Replies are read defensively: a wrong field becomes a safe default, and only a
// reply without what the page cannot do without (which round, when) is refused.

const badReply = (what: string) => new ApiError('bad-response', 200, `Race reply without ${what}`);

function parseFuel(game: RaceGame, value: unknown): Fuel {
  const fuel: Fuel = {};
  for (const [entry, liters] of Object.entries(record(value))) {
    if (isEntryOf(game, entry) && count(liters) > 0) fuel[entry] = Math.floor(count(liters));
  }
  return fuel;
}

const OUTCOMES: readonly RaceOutcome[] = ['won', 'failed', 'not_participating'];
const parseOutcome = (value: unknown): RaceOutcome =>
  OUTCOMES.includes(value as RaceOutcome) ? (value as RaceOutcome) : 'not_participating';
const parseReward = (value: unknown): RaceReward => ({
  coins: count(record(value).coins),
  vehicle_days: count(record(value).vehicle_days),
});

export function parseWallet(value: unknown): RaceWallet {
  const raw = record(value);
  return { gasoline: count(raw.gasoline), coins: count(raw.coins), fragments: count(raw.fragments) };
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
  const roundId = Number(raw.round_id);
  const startAt = Number(raw.start_at);
  if (!Number.isInteger(roundId)) throw badReply('round_id');
  if (!Number.isFinite(startAt) || startAt <= 0) throw badReply('start_at');
  const byId = new Map(list(raw.entries).map((entry) => [record(entry).id, record(entry)]));
  // The page always shows every car; one the reply left out shows no odds rather than vanishing.
  const entries: RaceEntry[] = entriesOf(game).map((id) => {
    const entry = byId.get(id) ?? {};
    return {
      id,
      multiplier: count(entry.multiplier),
      win_rate: Math.min(1, count(entry.win_rate)),
      pool_liters: count(entry.pool_liters),
    };
  });
  const recent: RecentWinner[] = list(raw.recent_winners)
    .map((item) => record(item))
    .filter((item) => isEntryOf(game, item.winner) && Number.isInteger(Number(item.round_id)))
    .map((item) => ({ round_id: Number(item.round_id), winner: item.winner as EntryId }));
  return {
    game,
    round_id: roundId,
    start_at: startAt,
    server_now: count(raw.server_now),
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
    const raw = record(item);
    const game = RACE_GAMES.find((candidate) => candidate === raw.game) ?? 'classic';
    if (!isEntryOf(game, raw.winner) || !Number.isInteger(Number(raw.round_id))) continue; // an unreadable row is left out, not the page
    items.push({
      game,
      round_id: Number(raw.round_id),
      start_at: count(raw.start_at),
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
  const expiresAt = count(raw.expires_at);
  return { fragments: count(raw.fragments), expires_at: expiresAt > 0 ? expiresAt : null };
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

/** Requests wait this long at most: a confirm on a slow network must fail visibly, then be retried with the same key. */
export const RACE_WRITE_TIMEOUT_MS = 15_000;

export async function confirmRefuel(
  game: RaceGame,
  roundId: number,
  fuel: Fuel,
  requestId: string,
): Promise<RaceRound> {
  const data = await apiPost<unknown>(
    RACE_PATHS.refuel,
    { game, round_id: roundId, fuel: JSON.stringify(fuel), request_id: requestId },
    { timeoutMs: RACE_WRITE_TIMEOUT_MS },
  );
  return parseRound(game, data);
}

export async function buyGasoline(liters: number, requestId: string): Promise<RaceWallet> {
  return parseWallet(
    await apiPost<unknown>(
      RACE_PATHS.buyGasoline,
      { liters, request_id: requestId },
      { timeoutMs: RACE_WRITE_TIMEOUT_MS },
    ),
  );
}

/** A fresh idempotency key. */
export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The server refused because the user is a minor (it checks on every racing endpoint). */
export function isMinorRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && error.code === RACE_STATUS.minor;
}
