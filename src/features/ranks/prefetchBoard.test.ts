// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { http } from 'msw';
import { act, createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { myRankQuery, rankBoardQuery, rankRewardsQuery } from './api';
import { BANNERS } from './components/boardArt';
import { prefetchBoard } from './prefetchBoard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The page's three queries, as RankBoardScreen asks for them. */
function BoardQueries() {
  const board = useQuery(rankBoardQuery('rich', 'daily'));
  useQuery(myRankQuery('rich', 'daily'));
  useQuery(rankRewardsQuery('daily'));
  return createElement('p', null, board.isSuccess ? 'board' : 'loading');
}

describe('a board prefetched while its page loads (AppRoute.prefetch)', () => {
  it('is not cancelled when the page mounts under StrictMode: each request is sent once and answered', async () => {
    const sent: string[] = [];
    const aborted: string[] = [];
    server.use(
      http.get('*/api/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        sent.push(path);
        request.signal.addEventListener('abort', () => aborted.push(path));
        // Still in flight when the page mounts (the reply takes a while on a phone).
        await new Promise((resolve) => setTimeout(resolve, 50));
        // Nothing returned: the ranks handlers answer.
      }),
    );
    const errors = vi.spyOn(console, 'error');
    const client = new QueryClient({ defaultOptions: { queries: { retry: 2 } } });
    const prefetched = prefetchBoard(client, 'whole', '');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => {
      root.render(
        createElement(StrictMode, null, createElement(QueryClientProvider, { client }, createElement(BoardQueries))),
      );
    });
    await act(async () => {
      await prefetched;
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(host.textContent).toBe('board');
    expect(aborted).toEqual([]);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(3);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("asks for the board's banner with its data, not when the hero's style first applies", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        decoding = 'auto';
        set src(url: string) {
          asked.push(url);
        }
      },
    );
    try {
      const prefetched = prefetchBoard(new QueryClient(), 'charm', '');
      expect(asked).toEqual([BANNERS.rose]);
      await prefetched;
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
