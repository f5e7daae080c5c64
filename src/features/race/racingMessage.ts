import { isEntryOf, isRaceGame, type EntryId, type RaceGame } from './model';

/**
 * What the app pushes through the bridge's `onRacingMessage` while a voice room
 * shows the speed car (spec §1, §6: "inbound from native: a racing message").
 * The payload is a JSON object (Android sends it as a JSON string); `type`
 * says which kind. `game` is optional and means `classic` when absent.
 */
export type RacingMessage =
  /** A new round began: the page fetches it (its start time and odds). */
  | { type: 'round_started'; game: RaceGame; round_id: number; start_at: number }
  /** Everyone's liters per car right now, so the room sees the pools grow without polling. */
  | { type: 'pool_updated'; game: RaceGame; round_id: number; pools: Partial<Record<EntryId, number>> }
  /** The race was decided: the page fetches my outcome and reward (the server computes them). */
  | { type: 'round_result'; game: RaceGame; round_id: number; winner: EntryId }
  /** My balances changed outside the page (a recharge, a gift): gasoline and fragments in liters/pieces, coins. */
  | { type: 'wallet_updated'; gasoline: number; coins: number; fragments: number };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** Reads a push; anything malformed is null (ignored), never a crash. */
export function parseRacingMessage(raw: unknown): RacingMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const message = record(value);
  if (!message) return null;
  const game = message.game === undefined ? 'classic' : isRaceGame(message.game) ? message.game : null;
  const roundId = whole(message.round_id);
  switch (message.type) {
    case 'round_started': {
      const startAt = whole(message.start_at);
      return game && roundId !== null && startAt
        ? { type: 'round_started', game, round_id: roundId, start_at: startAt }
        : null;
    }
    case 'pool_updated': {
      const pools = record(message.pools);
      if (!game || roundId === null || !pools) return null;
      const clean: Partial<Record<EntryId, number>> = {};
      for (const [entry, liters] of Object.entries(pools)) {
        const amount = whole(liters);
        if (isEntryOf(game, entry) && amount !== null) clean[entry] = amount;
      }
      return { type: 'pool_updated', game, round_id: roundId, pools: clean };
    }
    case 'round_result':
      return game && roundId !== null && isEntryOf(game, message.winner)
        ? { type: 'round_result', game, round_id: roundId, winner: message.winner }
        : null;
    case 'wallet_updated': {
      const gasoline = whole(message.gasoline);
      const coins = whole(message.coins);
      const fragments = whole(message.fragments);
      return gasoline !== null && coins !== null && fragments !== null
        ? { type: 'wallet_updated', gasoline, coins, fragments }
        : null;
    }
    default:
      return null;
  }
}
