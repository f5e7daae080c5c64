import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
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
  ...pageRoutes(
    () => import('./pageLoaders'),
    [
      [RANK_RULES_PATH, 'rank-rules', 'rankRulesPage', 'ranks:titles.rules', 'rankPages'],
      [
        GIFT_STAR_HISTORY_PATH,
        'rank-gift-star-history',
        'giftStarHistoryPage',
        'ranks:titles.gift_star_history',
        'rankPages',
      ],
      [YEARLY_REWARD_PATH, 'rank-yearly-reward', 'yearlyRewardPage', 'ranks:titles.yearly_reward_2023', 'rankPages'],
    ],
  ),
];
