import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { ROOM_PK_PATH } from './paths';

/** The live room pages (docs/areas/rooms.md). */
export const roomsRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [ROOM_PK_PATH, 'room-pk', 'roomPkPage', 'roomPk:titles.main'],
]);
