import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { TRIBE_HALL_PATH, TRIBE_PK_PATH, TRIBES_PATH } from './paths';

/** The tribe pages (docs/areas/tribes.md). */
export const tribesRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [TRIBES_PATH, 'tribes', 'tribeSquarePage', 'tribes:titles.square'],
  [TRIBE_HALL_PATH, 'tribes-hall', 'tribeHallPage', 'tribes:titles.hall'],
  [TRIBE_PK_PATH, 'tribes-pk', 'tribePkPage', 'tribes:titles.pk'],
]);
