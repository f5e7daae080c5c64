import { sessionStore } from '../../platform/storage/safeStorage';
import { isEntryOf, type Fuel, type RaceGame } from './model';

/**
 * Liters added but not yet confirmed, kept per game and round in session storage:
 * a reload or a web view killed in the background during the countdown does not
 * lose them. Their confirm is a write of its own (useRaceGame, on platform/http/useWriteIntent): its key is made
 * when it is sent, and a confirm whose outcome is unknown is kept there, with its key.
 */
export interface PendingBatch {
  roundId: number;
  fuel: Fuel;
}

const keyFor = (game: RaceGame) => `race:pending:${game}`;

export function readPendingBatch(game: RaceGame, roundId: number): PendingBatch | null {
  try {
    const raw: unknown = JSON.parse(sessionStore.get(keyFor(game)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { roundId: storedRound, fuel } = raw as Record<string, unknown>;
    // Another round's pending liters lapsed when its countdown ended: never carried over.
    if (storedRound !== roundId) return null;
    return { roundId, fuel: cleanFuel(game, fuel) };
  } catch {
    return null;
  }
}

/** Fuel read from outside (storage): only this game's entries, whole positive liters. */
export function cleanFuel(game: RaceGame, fuel: unknown): Fuel {
  const clean: Fuel = {};
  if (typeof fuel !== 'object' || fuel === null) return clean;
  for (const [entry, liters] of Object.entries(fuel)) {
    if (isEntryOf(game, entry) && Number.isInteger(liters) && (liters as number) > 0) clean[entry] = liters as number;
  }
  return clean;
}

export function writePendingBatch(game: RaceGame, batch: PendingBatch | null): void {
  if (batch && Object.keys(batch.fuel).length > 0) sessionStore.set(keyFor(game), JSON.stringify(batch));
  else sessionStore.remove(keyFor(game));
}
