import { describe, expect, it } from 'vitest';
import { parseRacingMessage } from './racingMessage';

describe('onRacingMessage pushes', () => {
  it('reads each kind, from an object or a JSON string (Android)', () => {
    expect(parseRacingMessage({ type: 'round_started', round_id: 7, start_at: 1_000 })).toEqual({
      type: 'round_started',
      game: 'classic',
      round_id: 7,
      start_at: 1_000,
    });
    expect(
      parseRacingMessage(
        JSON.stringify({ type: 'pool_updated', game: 'golden', round_id: 7, pools: { tesla: 900, ufo: 1, truck: -4 } }),
      ),
    ).toEqual({
      type: 'pool_updated',
      game: 'golden',
      round_id: 7,
      pools: { tesla: 900 },
    });
    expect(parseRacingMessage({ type: 'round_result', game: 'horsepower', round_id: 7, winner: 'blue' })).toEqual({
      type: 'round_result',
      game: 'horsepower',
      round_id: 7,
      winner: 'blue',
    });
    expect(parseRacingMessage({ type: 'wallet_updated', gasoline: 10, coins: 20, fragments: 30 })).toEqual({
      type: 'wallet_updated',
      gasoline: 10,
      coins: 20,
      fragments: 30,
    });
  });

  it('ignores anything malformed instead of crashing', () => {
    for (const raw of [
      null,
      42,
      'not json',
      '[]',
      {},
      { type: 'explode' },
      { type: 'round_result', round_id: 7, winner: 'blue' },
      { type: 'round_started', game: 'kart', round_id: 1, start_at: 5 },
      { type: 'wallet_updated', gasoline: '10', coins: 1, fragments: 1 },
      { type: 'pool_updated', round_id: -1, pools: {} },
    ]) {
      expect(parseRacingMessage(raw)).toBeNull();
    }
  });
});
