import type { QueryClient } from '@tanstack/react-query';
import { withoutAbort } from '../../platform/http/routePrefetch';
import { configQuery, poolQuery, treeQuery } from './api';

/** The Christmas page's first requests (the edition, my tree, my props), started while its code loads. */
export async function prefetchChristmas(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(withoutAbort(configQuery())),
    queryClient.prefetchQuery(withoutAbort(treeQuery())),
    queryClient.prefetchQuery(withoutAbort(poolQuery())),
  ]);
}
