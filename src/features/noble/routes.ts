import type { AppRoute } from '../../platform/navigation/appRoute';
import { MINE_LEVEL_PATH, NOBLE_GROWTH_PATH, NOBLE_INTRODUCE_PATH, NOBLE_PATH } from './paths';

/** Noble membership and the user level (README, "Nobles and levels"). */
export const nobleRoutes: AppRoute[] = [
  {
    id: 'noble',
    path: NOBLE_PATH,
    titleKey: 'noble:titles.main',
    load: () => import('./pageLoaders').then((pages) => pages.noblePage()),
  },
  {
    id: 'noble-introduce',
    path: NOBLE_INTRODUCE_PATH,
    titleKey: 'noble:titles.introduce',
    load: () => import('./pageLoaders').then((pages) => pages.nobleIntroducePage()),
  },
  {
    id: 'noble-growth',
    path: NOBLE_GROWTH_PATH,
    titleKey: 'noble:titles.growth',
    load: () => import('./pageLoaders').then((pages) => pages.nobleGrowthPage()),
  },
  {
    id: 'mine-level',
    path: MINE_LEVEL_PATH,
    titleKey: 'noble:titles.level',
    load: () => import('./pageLoaders').then((pages) => pages.mineLevelPage()),
  },
];
