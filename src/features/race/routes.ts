import type { AppRoute } from '../../platform/navigation/appRoute';

/**
 * The racing game's pages. The spec names these screens but not their paths;
 * they live under `/h5/race` (README, "Speed-car racing").
 */
export const raceRoutes: AppRoute[] = [
  {
    id: 'race',
    path: '/h5/race',
    titleKey: 'race:titles.classic',
    load: () => import('./pageLoaders').then((pages) => pages.racePage()),
  },
  {
    id: 'race-golden',
    path: '/h5/race/golden',
    titleKey: 'race:titles.golden',
    load: async () => ({ default: (await (await import('./pageLoaders')).racePage()).GoldenRacePage }),
  },
  {
    id: 'race-horsepower',
    path: '/h5/race/horsepower',
    titleKey: 'race:titles.horsepower',
    load: async () => ({ default: (await (await import('./pageLoaders')).racePage()).HorsepowerBattlePage }),
  },
  {
    id: 'race-rules',
    path: '/h5/race/rules',
    titleKey: 'race:titles.rules',
    load: () => import('./pageLoaders').then((pages) => pages.raceRulesPage()),
  },
  {
    id: 'race-history',
    path: '/h5/race/history',
    titleKey: 'race:titles.history',
    load: () => import('./pageLoaders').then((pages) => pages.raceHistoryPage()),
  },
  {
    id: 'race-medal',
    path: '/h5/race/medal',
    titleKey: 'race:titles.medal',
    load: () => import('./pageLoaders').then((pages) => pages.raceMedalPage()),
  },
  {
    id: 'room-race',
    path: '/h5/room/race',
    titleKey: 'race:titles.room',
    load: () => import('./pageLoaders').then((pages) => pages.voiceRoomRacePage()),
  },
];
