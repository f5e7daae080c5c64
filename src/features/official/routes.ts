import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { IFRAME_PATH } from './paths';

/** Pages the official area contributes to the app's route table. */
export const officialRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  ['/', 'official-home', 'homePage', 'official:home.title'],
  ['/h5/widgets', 'widgets', 'widgetsPage', 'demo:widgets.title'],
  ['/h5/activity_end', 'activity-end', 'activityEndPage', 'common:activityEnd.title'],
  // Spec §2's path; a minimal page until the utility pages' issue builds it (the debug console never starts there).
  [IFRAME_PATH, 'iframe', 'iframePage', 'official:iframe.title'],
]);
