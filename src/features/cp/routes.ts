import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { CP_ANNOUNCE_PATH, CP_HALL_PATH, CP_MATCHMAKERS_PATH, CP_SHOW_PATH } from './paths';

/** The CP pages (docs/areas/cp.md). */
export const cpRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [CP_SHOW_PATH, 'cp-show', 'cpShowPage', 'cp:titles.show'],
  [CP_ANNOUNCE_PATH, 'cp-announce', 'cpAnnouncePage', 'cp:titles.announce'],
  [CP_HALL_PATH, 'cp-hall', 'cpHallPage', 'cp:titles.hall', 'cpBoards'],
  [CP_MATCHMAKERS_PATH, 'cp-matchmakers', 'cpMatchmakersPage', 'cp:titles.matchmakers', 'cpBoards'],
]);
