import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';

/** Pages the official area contributes to the app's route table. */
export const officialRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  ['/', 'official-home', 'homePage', 'official:home.title'],
  ['/h5/widgets', 'widgets', 'widgetsPage', 'demo:widgets.title'],
  ['/h5/activity_end', 'activity-end', 'activityEndPage', 'common:activityEnd.title'],
]);
