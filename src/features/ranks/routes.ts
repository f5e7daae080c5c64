import type { AppRoute } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { BOARD_IDS, BOARD_PATHS, GIFT_STAR_HISTORY_PATH, RANK_RULES_PATH, YEARLY_REWARD_PATH } from './boardPaths';

/** The strings of the rank pages that are not boards. */
const RANK_PAGES = ['rankPages'];

/**
 * Every board is one route of the same page; the pages load on demand (one chunk for all boards). A board's first
 * requests start as soon as this table has loaded, while the page's code downloads.
 */
export const rankRoutes: AppRoute[] = [
  ...BOARD_IDS.map(
    (id): AppRoute => ({
      id: `rank-${id}`,
      path: BOARD_PATHS[id],
      titleKey: `ranks:titles.${id}`,
      load: async () => ({ default: (await pageLoaders.rankBoardPage()).boardRoute(id) }),
      prefetch: async (queryClient, url) =>
        (await import('./prefetchBoard')).prefetchBoard(queryClient, id, url.search),
    }),
  ),
  // Written out, not through `pageRoutes`: this table is in every board's first visit, and the helper would be one
  // more file to download for three rows.
  {
    id: 'rank-rules',
    path: RANK_RULES_PATH,
    titleKey: 'ranks:titles.rules',
    load: pageLoaders.rankRulesPage,
    namespaces: RANK_PAGES,
  },
  {
    id: 'rank-gift-star-history',
    path: GIFT_STAR_HISTORY_PATH,
    titleKey: 'ranks:titles.gift_star_history',
    load: pageLoaders.giftStarHistoryPage,
    namespaces: RANK_PAGES,
  },
  {
    id: 'rank-yearly-reward',
    path: YEARLY_REWARD_PATH,
    titleKey: 'ranks:titles.yearly_reward_2023',
    load: pageLoaders.yearlyRewardPage,
    namespaces: RANK_PAGES,
  },
];
