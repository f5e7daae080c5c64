import type { AppRoute } from '../../platform/navigation/appRoute';
import { BOARD_IDS, BOARD_PATHS, GIFT_STAR_HISTORY_PATH, RANK_RULES_PATH, YEARLY_REWARD_PATH } from './boardPaths';

/** Every board is one route of the same page; the pages load on demand (one chunk for all boards). */
export const rankRoutes: AppRoute[] = [
  ...BOARD_IDS.map(
    (id): AppRoute => ({
      id: `rank-${id}`,
      path: BOARD_PATHS[id],
      titleKey: `ranks:titles.${id}`,
      load: async () => ({ default: (await (await import('./pageLoaders')).rankBoardPage()).boardRoute(id) }),
      prefetch: async (queryClient, url) =>
        (await import('./prefetchBoard')).prefetchBoard(queryClient, id, url.search),
    }),
  ),
  {
    id: 'rank-rules',
    path: RANK_RULES_PATH,
    titleKey: 'ranks:titles.rules',
    load: () => import('./pageLoaders').then((pages) => pages.rankRulesPage()),
    namespaces: ['rankPages'],
  },
  {
    id: 'rank-gift-star-history',
    path: GIFT_STAR_HISTORY_PATH,
    titleKey: 'ranks:titles.gift_star_history',
    load: () => import('./pageLoaders').then((pages) => pages.giftStarHistoryPage()),
    namespaces: ['rankPages'],
  },
  {
    id: 'rank-yearly-reward',
    path: YEARLY_REWARD_PATH,
    titleKey: 'ranks:titles.yearly_reward_2023',
    load: () => import('./pageLoaders').then((pages) => pages.yearlyRewardPage()),
    namespaces: ['rankPages'],
  },
];
