import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { christmasHandlers } from '../../../mocks/handlers/christmas';
import { server } from '../../../mocks/node';
import { createChristmasSimulator } from '../../../mocks/server/christmas';
import { updateSessionUser } from '../../platform/session/session';
import { mountBriefly, servedAndRecorded } from '../../testing/prefetchProbe';
import { christmasKeys, configQuery, poolQuery, prefetchChristmas, treeQuery } from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it("starts the Christmas page's three requests while its code loads, into the cache the page reads, each sent once", async () => {
  const asked = servedAndRecorded(...christmasHandlers(createChristmasSimulator()));
  updateSessionUser({ access_token: 'christmas-prefetch-token' });
  const client = new QueryClient();
  await prefetchChristmas(client);
  for (const key of [christmasKeys.config(), christmasKeys.tree(), christmasKeys.pool()])
    expect(client.getQueryState(key)?.status).toBe('success');
  // The page mounting right after uses the answers: nothing is asked again.
  await mountBriefly([
    new QueryObserver(client, configQuery()),
    new QueryObserver(client, treeQuery()),
    new QueryObserver(client, poolQuery()),
  ]);
  expect(asked).toHaveLength(3);
  expect(new Set(asked).size).toBe(3);
});
