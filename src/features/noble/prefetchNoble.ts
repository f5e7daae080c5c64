import type { QueryClient } from '@tanstack/react-query';
import { withoutAbort } from '../../platform/http/routePrefetch';
import { myNobleQuery, tiersQuery } from './api';

/** The noble centre's first requests (the tiers, my standing), started while its code loads. */
export async function prefetchNoble(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(withoutAbort(tiersQuery())),
    queryClient.prefetchQuery(withoutAbort(myNobleQuery())),
  ]);
}
