import type { QueryClient } from '@tanstack/react-query';
import { myRankQuery, rankBoardQuery, rankRewardsQuery } from './api';
import type { BoardId } from './boardPaths';
import { selectionFromQuery } from './boardQuery';
import { boardPage } from './boards';

/** A board's three requests, started while its page's code loads (`AppRoute.prefetch`). */
export async function prefetchBoard(queryClient: QueryClient, id: BoardId, search: string): Promise<void> {
  const { kind, scope, gift } = selectionFromQuery(boardPage(id), search);
  await Promise.all([
    queryClient.prefetchQuery(rankBoardQuery(kind, scope, gift)),
    queryClient.prefetchQuery(myRankQuery(kind, scope, gift)),
    queryClient.prefetchQuery(rankRewardsQuery(scope)),
  ]);
}
