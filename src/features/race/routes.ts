import type { AppRoute } from '../../platform/navigation/appRoute';

/**
 * The racing game's pages. The spec names these screens but not their paths;
 * they live under `/h5/race` (README, "Speed-car racing").
 */
export const raceRoutes: AppRoute[] = [
  { id: 'race', path: '/h5/race', titleKey: 'race:titles.classic', load: () => import('./pages/RacePage') },
  {
    id: 'race-golden',
    path: '/h5/race/golden',
    titleKey: 'race:titles.golden',
    load: async () => ({ default: (await import('./pages/RacePage')).GoldenRacePage }),
  },
  {
    id: 'race-horsepower',
    path: '/h5/race/horsepower',
    titleKey: 'race:titles.horsepower',
    load: async () => ({ default: (await import('./pages/RacePage')).HorsepowerBattlePage }),
  },
  {
    id: 'race-rules',
    path: '/h5/race/rules',
    titleKey: 'race:titles.rules',
    load: () => import('./pages/RaceRulesPage'),
  },
  {
    id: 'race-history',
    path: '/h5/race/history',
    titleKey: 'race:titles.history',
    load: () => import('./pages/RaceHistoryPage'),
  },
  {
    id: 'race-medal',
    path: '/h5/race/medal',
    titleKey: 'race:titles.medal',
    load: () => import('./pages/RaceMedalPage'),
  },
  {
    id: 'room-race',
    path: '/h5/room/race',
    titleKey: 'race:titles.room',
    load: () => import('./pages/VoiceRoomRacePage'),
  },
];
