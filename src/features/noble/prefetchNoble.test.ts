import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { nobleHandlers } from '../../../mocks/handlers/noble';
import { server } from '../../../mocks/node';
import { createNobleSimulator } from '../../../mocks/server/noble';
import { updateSessionUser } from '../../platform/session/session';
import { mountBriefly, servedAndRecorded } from '../../testing/prefetchProbe';
import { myNobleQuery, nobleKeys, prefetchNoble, tiersQuery } from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it("starts the noble centre's two requests while its code loads, each once, into the cache the page reads", async () => {
  const asked = servedAndRecorded(...nobleHandlers(createNobleSimulator()));
  updateSessionUser({ access_token: 'noble-prefetch-token' });
  const client = new QueryClient();
  await prefetchNoble(client);
  for (const key of [nobleKeys.tiers(), nobleKeys.mine()]) expect(client.getQueryState(key)?.status).toBe('success');
  // The page mounting right after uses the answers: nothing is asked again.
  await mountBriefly([new QueryObserver(client, tiersQuery()), new QueryObserver(client, myNobleQuery())]);
  expect(asked).toHaveLength(2);
  expect(new Set(asked).size).toBe(2);
});
