import type { AppRoute } from '../../app/routeMeta';
import { BOARD_PAGES, GIFT_STAR_HISTORY_PATH, RANK_RULES_PATH, YEARLY_REWARD_PATH } from './boards';

/** Every board is one route of the same page; the pages load on demand (one chunk for all boards). */
export const rankRoutes: AppRoute[] = [
  ...BOARD_PAGES.map(
    (page): AppRoute => ({
      id: `rank-${page.id}`,
      path: page.path,
      titleKey: `ranks:titles.${page.id}`,
      load: async () => ({ default: (await import('./pages/RankBoardPage')).boardRoute(page.id) }),
    }),
  ),
  { id: 'rank-rules', path: RANK_RULES_PATH, titleKey: 'ranks:titles.rules', load: () => import('./pages/RankRulesPage') },
  { id: 'rank-gift-star-history', path: GIFT_STAR_HISTORY_PATH, titleKey: 'ranks:titles.gift_star_history', load: () => import('./pages/GiftStarHistoryPage') },
  { id: 'rank-yearly-reward', path: YEARLY_REWARD_PATH, titleKey: 'ranks:titles.yearly_reward_2023', load: () => import('./pages/YearlyRewardPage') },
];
