import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { raceHandlers } from '../../../mocks/handlers/race';
import { server } from '../../../mocks/node';
import { createRaceSimulator, type RaceSimulator } from '../../../mocks/server/race';
import { setAppClock } from '../../platform/clock/clock';
import { ApiError } from '../../platform/http/errors';
import { apiGet } from '../../platform/http/client';
import { updateSessionUser } from '../../platform/session/session';
import {
  buyGasoline,
  confirmRefuel,
  parseHistory,
  parseMedal,
  parseRound,
  RACE_PATHS,
  RACE_STATUS,
  raceRoundQuery,
} from './api';
import { CAR_IDS, FRAGMENTS_PER_MEDAL_DAY, PHASE_MS, REFUEL_LIMIT_LITERS, roundStartAt, roundIdAt } from './model';
import { apiFailureOf as failureOf } from '../../platform/http/apiFailure.testing';

const ROUND_START = Date.parse('2025-07-01T20:00:00+08:00');
let clock = ROUND_START;
let simulator: RaceSimulator;
let token = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clock = ROUND_START + 5_000; // 19 s of refuelling left
  simulator = createRaceSimulator({ now: () => clock, player: { gasoline: 8_000, coins: 3_000, fragments: 1_500 } });
  server.use(...raceHandlers(simulator));
  updateSessionUser({ access_token: `race-token-${++token}` }); // a fresh player per test
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setAppClock(null);
});

const currentRound = async () => raceRoundQuery('classic').queryFn!({ signal: new AbortController().signal } as never);
describe('racing contract against the simulated server', () => {
  it('serves the current round on the 40 s grid with every car, no result during the countdown', async () => {
    const round = await currentRound();
    expect(round.round_id).toBe(roundIdAt(ROUND_START));
    expect(round.start_at).toBe(ROUND_START);
    expect(round.entries.map((entry) => entry.id)).toEqual([...CAR_IDS]);
    expect(round.entries.every((entry) => entry.multiplier > 1 && entry.win_rate > 0)).toBe(true);
    expect(round.result).toBeNull();
    expect(round.wallet).toEqual({ gasoline: 8_000, coins: 3_000, fragments: 1_500 });
  });

  it('charges a confirmed batch once, even when the same confirm arrives twice', async () => {
    const { round_id } = await currentRound();
    const first = await confirmRefuel('classic', round_id, { tesla: 500, bugatti: 1000 }, 'req-1');
    const again = await confirmRefuel('classic', round_id, { tesla: 500, bugatti: 1000 }, 'req-1');
    expect(first.my_fuel).toEqual({ tesla: 500, bugatti: 1000 });
    expect(again.my_fuel).toEqual({ tesla: 500, bugatti: 1000 });
    expect(again.wallet.gasoline).toBe(6_500);
    expect(simulator.chargesOf(`race-token-${token}`)).toBe(1);
    // A new batch (new key) adds to the confirmed liters.
    const more = await confirmRefuel('classic', round_id, { tesla: 100 }, 'req-2');
    expect(more.my_fuel.tesla).toBe(600);
    expect(more.wallet.gasoline).toBe(6_400);
  });

  it('refuses what the rules refuse, with their statuses', async () => {
    const { round_id } = await currentRound();
    await confirmRefuel('classic', round_id, { porsche: REFUEL_LIMIT_LITERS - 100 }, 'a');
    expect((await failureOf(confirmRefuel('classic', round_id, { porsche: 200 }, 'b'))).code).toBe(
      RACE_STATUS.overLimit,
    );
    expect((await failureOf(confirmRefuel('classic', round_id, { truck: 4000 }, 'c'))).code).toBe(
      RACE_STATUS.notEnoughGasoline,
    );
    clock = roundStartAt(round_id) + PHASE_MS.countdown; // the race has started
    expect((await failureOf(confirmRefuel('classic', round_id, { truck: 100 }, 'd'))).code).toBe(RACE_STATUS.closed);
  });

  it('reveals the result once racing starts and pays the winner its multiplier', async () => {
    const { round_id } = await currentRound();
    clock = roundStartAt(round_id) + PHASE_MS.countdown + 1;
    const { result } = await currentRound();
    expect(result).not.toBeNull();
    const winner = result!.winner;
    expect(result!.finish_order[0]).toBe(winner);
    expect(new Set(result!.finish_order).size).toBe(CAR_IDS.length);

    // Same round, a player who fuelled the winner (the winner does not depend on the player in the car game).
    clock = ROUND_START + 5_000;
    updateSessionUser({ access_token: `race-token-${++token}` });
    await confirmRefuel('classic', round_id, { [winner]: 1000 }, 'win');
    clock = roundStartAt(round_id) + PHASE_MS.countdown + PHASE_MS.racing + 1;
    const settled = await currentRound();
    const multiplier = settled.entries.find((entry) => entry.id === winner)!.multiplier;
    expect(settled.result).toMatchObject({
      winner,
      my_outcome: 'won',
      reward: { coins: Math.floor(1000 * multiplier), vehicle_days: 0 },
    });
    expect(settled.wallet.coins).toBe(3_000 + Math.floor(1000 * multiplier));
    const history = parseHistory(await apiGet(RACE_PATHS.history, { game: 'classic' }));
    expect(history.items[0]).toMatchObject({ round_id, outcome: 'won', fuel: { [winner]: 1000 } });
  });

  it('sells gasoline for coins 1:1 with fragments, turning each 2000 into a medal day, once per request id', async () => {
    const wallet = await buyGasoline(1_000, 'buy-1');
    await buyGasoline(1_000, 'buy-1');
    expect(wallet).toEqual({ gasoline: 9_000, coins: 2_000, fragments: (1_500 + 1_000) % FRAGMENTS_PER_MEDAL_DAY });
    const medal = parseMedal(await apiGet(RACE_PATHS.medal));
    expect(medal.fragments).toBe(500);
    expect(medal.expires_at).toBe(clock + 86_400_000);
    expect((await failureOf(buyGasoline(5_000, 'buy-2'))).code).toBe(RACE_STATUS.notEnoughCoins);
  });

  it('refuses minors on every endpoint', async () => {
    server.use(...raceHandlers(createRaceSimulator({ now: () => clock, player: { age: 16 } })));
    expect((await failureOf(currentRound())).code).toBe(RACE_STATUS.minor);
    expect((await failureOf(buyGasoline(100, 'x'))).code).toBe(RACE_STATUS.minor);
  });
});

describe('reading replies defensively', () => {
  it('refuses a round without an id or start, and fills in what is missing otherwise', () => {
    expect(() => parseRound('classic', { start_at: 1 })).toThrow(ApiError);
    expect(() => parseRound('classic', { round_id: 3 })).toThrow(ApiError);
    expect(() => parseRound('classic', null)).toThrow(ApiError);
    const round = parseRound('classic', {
      round_id: 3,
      start_at: ROUND_START,
      entries: [
        { id: 'tesla', multiplier: '6.3', win_rate: 0.15, pool_liters: -5 },
        { id: 'spaceship', multiplier: 99 },
      ],
      my_fuel: { tesla: 100, spaceship: 5, truck: 'lots' },
      wallet: 'rich',
      result: { winner: 'mustang', finish_order: ['mustang', 'nope'], my_outcome: 'jackpot' },
      recent_winners: [
        { round_id: 2, winner: 'bugatti' },
        { round_id: 1, winner: 'ufo' },
      ],
    });
    expect(round.entries).toHaveLength(9);
    expect(round.entries.find((entry) => entry.id === 'tesla')).toEqual({
      id: 'tesla',
      multiplier: 6.3,
      win_rate: 0.15,
      pool_liters: 0,
    });
    expect(round.my_fuel).toEqual({ tesla: 100 });
    expect(round.wallet).toEqual({ gasoline: 0, coins: 0, fragments: 0 });
    expect(round.result?.finish_order).toHaveLength(9);
    expect(round.result?.finish_order[0]).toBe('mustang');
    expect(round.result?.my_outcome).toBe('not_participating');
    expect(round.recent_winners).toEqual([{ round_id: 2, winner: 'bugatti' }]);
  });

  it('drops unreadable history rows and keeps the rest', () => {
    const history = parseHistory({
      items: [
        { round_id: 1, winner: 'tesla', outcome: 'won', fuel: { tesla: 100 } },
        { round_id: 'x' },
        'junk',
        { round_id: 2, winner: 'ufo' },
      ],
    });
    expect(history.items).toHaveLength(1);
    expect(parseHistory('nonsense').items).toEqual([]);
  });
});
