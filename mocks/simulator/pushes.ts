import { CAR_IDS, entriesOf, roundIdAt, roundStartAt } from '../../src/features/race/model';
import type { RacingMessage } from '../../src/features/race/racingMessage';

/** The racing messages the app pushes (`onRacingMessage`), one of each kind, for the round running at `now`. */
export const RACING_KINDS = ['round_started', 'pool_updated', 'round_result', 'wallet_updated'] as const;
export type RacingKind = (typeof RACING_KINDS)[number];

export function racingMessageTemplate(kind: RacingKind, now: number): RacingMessage {
  const roundId = roundIdAt(now);
  const [first = CAR_IDS[0], second = CAR_IDS[1]] = entriesOf('classic');
  switch (kind) {
    case 'round_started':
      return { type: 'round_started', game: 'classic', round_id: roundId, start_at: roundStartAt(roundId) };
    case 'pool_updated':
      return { type: 'pool_updated', game: 'classic', round_id: roundId, pools: { [first]: 1_200, [second]: 860 } };
    case 'round_result':
      return { type: 'round_result', game: 'classic', round_id: roundId, winner: first };
    case 'wallet_updated':
      return { type: 'wallet_updated', gasoline: 500, coins: 88_888, fragments: 3 };
  }
}
