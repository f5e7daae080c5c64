import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import { selfInfoHandler } from '../../../mocks/handlers/account';
import { raceHandlers } from '../../../mocks/handlers/race';
import { server } from '../../../mocks/node';
import { createRaceSimulator } from '../../../mocks/server/race';
import { setAppClock } from '../../platform/clock/clock';
import { updateSessionUser } from '../../platform/session/session';
import { mountBriefly, servedAndRecorded } from '../../testing/prefetchProbe';
import { prefetchRace, raceKeys, RACE_PATHS, raceRoundQuery } from './api';

const ROUND_START = Date.parse('2025-07-01T20:00:00+08:00');
let asked: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setAppClock(ROUND_START + 5_000);
  asked = servedAndRecorded(...raceHandlers(createRaceSimulator({ now: () => ROUND_START + 5_000 })));
  updateSessionUser({ access_token: 'race-prefetch-token' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setAppClock(null);
});

describe("a race page's requests, started while its code loads (AppRoute.prefetch)", () => {
  it("puts the game's round in the cache the page reads, once", async () => {
    server.use(selfInfoHandler(buildSelfInfo({ age: 26 })));
    const client = new QueryClient();
    await prefetchRace(client, 'golden');
    expect(client.getQueryData(raceKeys.round('golden'))).toMatchObject({ round_id: expect.any(Number) });
    // The page mounting right after uses the answer: the round is not asked for again.
    await mountBriefly([new QueryObserver(client, raceRoundQuery('golden'))]);
    expect(asked.filter((path) => path.endsWith(RACE_PATHS.round))).toHaveLength(1);
  });

  it('never asks for the round of a minor, whom the page turns away', async () => {
    server.use(selfInfoHandler(buildSelfInfo({ age: 16 })));
    const client = new QueryClient();
    await prefetchRace(client, 'classic');
    expect(client.getQueryData(raceKeys.round('classic'))).toBeUndefined();
    expect(asked.some((path) => path.endsWith(RACE_PATHS.round))).toBe(false);
  });
});
