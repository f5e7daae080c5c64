import type { QueryClient, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { preloadImage } from '../../platform/http/preloadImage';
import { myRankQuery, rankBoardQuery, rankRewardsQuery } from './api';
import type { BoardId } from './boardPaths';
import { selectionFromQuery } from './boardQuery';
import { boardPage } from './boards';
import { BANNERS } from './components/boardArt';

/**
 * The query without its abort signal. A query function that reads `signal` is cancelled when its last observer
 * goes, and a prefetch has none until the page mounts: under StrictMode the page subscribes, unsubscribes and
 * subscribes again, which aborted the prefetch (the requests sent twice, "signal is aborted without reason" in
 * the dev app). Unsignalled, an observer leaving only stops its retries; the page that mounts joins the request.
 */
function withoutAbort<Options extends { queryKey: QueryKey; queryFn?: unknown }>(options: Options): Options {
  const queryFn = options.queryFn as QueryFunction<unknown, QueryKey>;
  return {
    ...options,
    queryFn: (context: QueryFunctionContext<QueryKey>) =>
      queryFn({ client: context.client, queryKey: context.queryKey, meta: context.meta, signal: NEVER_ABORTED }),
  };
}

const NEVER_ABORTED = new AbortController().signal;

/**
 * A board's three requests, started while its page's code loads (`AppRoute.prefetch`), and its banner: the hero's
 * picture is the page's largest paint, which the browser would otherwise ask for only when the hero's style first
 * applied (Lighthouse: 1.3 s of load delay on the whole-server board).
 */
export async function prefetchBoard(queryClient: QueryClient, id: BoardId, search: string): Promise<void> {
  const board = boardPage(id);
  preloadImage(BANNERS[board.skin]);
  const { kind, scope, gift } = selectionFromQuery(board, search);
  await Promise.all([
    queryClient.prefetchQuery(withoutAbort(rankBoardQuery(kind, scope, gift))),
    queryClient.prefetchQuery(withoutAbort(myRankQuery(kind, scope, gift))),
    queryClient.prefetchQuery(withoutAbort(rankRewardsQuery(scope))),
  ]);
}
