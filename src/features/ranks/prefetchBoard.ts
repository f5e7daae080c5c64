import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../platform/http/preloadImage';
import { withoutAbort } from '../../platform/http/routePrefetch';
import { myRankQuery, rankBoardQuery, rankRewardsQuery } from './api';
import type { BoardId } from './boardPaths';
import { selectionFromQuery } from './boardQuery';
import { boardPage } from './boards';
import { BANNERS } from './components/boardArt';

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
