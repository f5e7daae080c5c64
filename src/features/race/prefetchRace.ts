import type { QueryClient } from '@tanstack/react-query';
import { withoutAbort } from '../../platform/http/routePrefetch';
import { selfInfoQuery } from '../../platform/session/selfInfo';
import { raceRoundQuery } from './api';
import { isMinor, type RaceGame } from './model';

/**
 * A race page's first requests, started while its code loads (`AppRoute.prefetch`): who I am (joining boot's request),
 * then the round, as the page asks for them — never the round of a minor, whom the page turns away.
 */
export async function prefetchRace(queryClient: QueryClient, game: RaceGame): Promise<void> {
  const self = await queryClient.fetchQuery(withoutAbort(selfInfoQuery()));
  if (!isMinor(self.age)) await queryClient.prefetchQuery(withoutAbort(raceRoundQuery(game)));
}
