import { CAR_IDS, entriesOf, roundIdAt, roundStartAt } from '../../src/features/race/model';
import type { RacingMessage } from '../../src/features/race/racingMessage';
import type { RoomPkMessage } from '../../src/features/rooms/roomPkMessage';
import { DEMO_PK_ID, LIVE_SCORES } from '../server/roomPk';

/**
 * The messages the app pushes (`onRacingMessage`), one of each kind: the race's for the round running at `now`, and the
 * room PK's (docs/areas/rooms.md) for the demo PK, its scores moving on with the clock.
 */
export const RACING_KINDS = [
  'round_started',
  'pool_updated',
  'round_result',
  'wallet_updated',
  'room_pk_score',
  'room_pk_result',
] as const;
export type RacingKind = (typeof RACING_KINDS)[number];

export function racingMessageTemplate(kind: RacingKind, now: number): RacingMessage | RoomPkMessage {
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
    case 'room_pk_score': {
      // A few gifts a second on each side since the hour began, so each template pushed moves the bar.
      const seconds = Math.floor(now / 1000) % 3600;
      return {
        type: 'room_pk_score',
        pk_id: DEMO_PK_ID,
        red_score: LIVE_SCORES.red + seconds * 7,
        blue_score: LIVE_SCORES.blue + seconds * 9,
      };
    }
    case 'room_pk_result':
      return { type: 'room_pk_result', pk_id: DEMO_PK_ID, winner: 'red' };
  }
}
