import { sessionStore } from '../../platform/storage/safeStorage';
import { isEntryOf, type Fuel, type RaceGame } from './model';

/**
 * Liters added but not yet confirmed, kept per game and round in session storage:
 * a reload or a web view killed in the background during the countdown does not
 * lose them. With them travels the idempotency key of their confirm, so a confirm
 * retried after a reload is still charged once.
 */
export interface PendingBatch {
  roundId: number;
  fuel: Fuel;
  requestId: string;
}

const keyFor = (game: RaceGame) => `race:pending:${game}`;

export function readPendingBatch(game: RaceGame, roundId: number): PendingBatch | null {
  try {
    const raw: unknown = JSON.parse(sessionStore.get(keyFor(game)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { roundId: storedRound, fuel, requestId } = raw as Record<string, unknown>;
    // Another round's pending liters lapsed when its countdown ended: never carried over.
    if (storedRound !== roundId || typeof requestId !== 'string' || typeof fuel !== 'object' || fuel === null)
      return null;
    const clean: Fuel = {};
    for (const [entry, liters] of Object.entries(fuel)) {
      if (isEntryOf(game, entry) && Number.isInteger(liters) && (liters as number) > 0) clean[entry] = liters as number;
    }
    return { roundId, fuel: clean, requestId };
  } catch {
    return null;
  }
}

export function writePendingBatch(game: RaceGame, batch: PendingBatch | null): void {
  if (batch && Object.keys(batch.fuel).length > 0) sessionStore.set(keyFor(game), JSON.stringify(batch));
  else sessionStore.remove(keyFor(game));
}
