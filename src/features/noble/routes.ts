import { type AppRoute, pageRoutes, withPrefetch } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { MINE_LEVEL_PATH, NOBLE_GROWTH_PATH, NOBLE_INTRODUCE_PATH, NOBLE_PATH } from './paths';

/** Noble membership and the user level (docs/areas/noble.md); the centre asks for its data while its code loads. */
export const nobleRoutes: AppRoute[] = withPrefetch(
  pageRoutes(pageLoaders, [
    [NOBLE_PATH, 'noble', 'noblePage', 'noble:titles.main'],
    [NOBLE_INTRODUCE_PATH, 'noble-introduce', 'nobleIntroducePage', 'noble:titles.introduce'],
    [NOBLE_GROWTH_PATH, 'noble-growth', 'nobleGrowthPage', 'noble:titles.growth'],
    [MINE_LEVEL_PATH, 'mine-level', 'mineLevelPage', 'noble:titles.level'],
  ]),
  { [NOBLE_PATH]: async (queryClient) => (await import('./api')).prefetchNoble(queryClient) },
);
