import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { VIRTUALGF_PROFILE_PATH } from './paths';

/** The virtual girlfriend pages (docs/areas/virtualgf.md). */
export const virtualGfRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [VIRTUALGF_PROFILE_PATH, 'virtualgf-profile', 'virtualGfProfilePage', 'virtualgf:titles.profile'],
]);
