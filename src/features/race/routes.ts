import type { QueryClient } from '@tanstack/react-query';
import { type AppRoute, pageRoutes, withPrefetch } from '../../platform/navigation/appRoute';
import type { RaceGame } from './model';
import * as pageLoaders from './pageLoaders';

/** A game's round is asked for while the page's code loads (prefetchRace in api.ts, a file the page downloads anyway). */
const prefetchRound = (game: RaceGame) => async (queryClient: QueryClient) =>
  (await import('./api')).prefetchRace(queryClient, game);

/**
 * The racing game's pages. The rules, records and medal pages have their own strings (`racePages`), kept out of the
 * namespace every race's first visit downloads. The spec names these screens but not their paths;
 * they live under `/h5/race` (docs/areas/race.md).
 */
export const raceRoutes: AppRoute[] = withPrefetch(
  pageRoutes(pageLoaders, [
    ['/h5/race', 'race', 'racePage', 'race:titles.classic'],
    ['/h5/race/golden', 'race-golden', 'goldenRacePage', 'race:titles.golden'],
    ['/h5/race/horsepower', 'race-horsepower', 'horsepowerRacePage', 'race:titles.horsepower'],
    ['/h5/race/rules', 'race-rules', 'raceRulesPage', 'race:titles.rules', 'racePages'],
    ['/h5/race/history', 'race-history', 'raceHistoryPage', 'race:titles.history', 'racePages'],
    ['/h5/race/medal', 'race-medal', 'raceMedalPage', 'race:titles.medal', 'racePages'],
    ['/h5/room/race', 'room-race', 'voiceRoomRacePage', 'race:titles.room'],
  ]),
  {
    '/h5/race': prefetchRound('classic'),
    '/h5/race/golden': prefetchRound('golden'),
    '/h5/race/horsepower': prefetchRound('horsepower'),
  },
);
