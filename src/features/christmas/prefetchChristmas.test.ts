import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { christmasHandlers } from '../../../mocks/handlers/christmas';
import { server } from '../../../mocks/node';
import { createChristmasSimulator } from '../../../mocks/server/christmas';
import { updateSessionUser } from '../../platform/session/session';
import { christmasKeys, configQuery, poolQuery, prefetchChristmas, treeQuery } from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it("starts the Christmas page's three requests while its code loads, into the cache the page reads, each sent once", async () => {
  const asked: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    }),
    ...christmasHandlers(createChristmasSimulator()),
  );
  updateSessionUser({ access_token: 'christmas-prefetch-token' });
  const client = new QueryClient();
  await prefetchChristmas(client);
  for (const key of [christmasKeys.config(), christmasKeys.tree(), christmasKeys.pool()])
    expect(client.getQueryState(key)?.status).toBe('success');
  // The page mounting right after uses the answers: nothing is asked again.
  const observers = [
    new QueryObserver(client, configQuery()),
    new QueryObserver(client, treeQuery()),
    new QueryObserver(client, poolQuery()),
  ].map((observer) => observer.subscribe(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (const unsubscribe of observers) unsubscribe();
  expect(asked).toHaveLength(3);
  expect(new Set(asked).size).toBe(3);
});
