import { type AppRoute, pageRoutes, withPrefetch } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { CHRISTMAS_PATH, CHRISTMAS_RULES_PATH } from './paths';

/**
 * The Christmas tree event's pages (docs/areas/christmas.md); its lighting board is the ranks' `/h5/billboard/tree`.
 * The main page also loads the contact chooser's strings, for a gift, and asks for its data while its code loads.
 */
export const christmasRoutes: AppRoute[] = withPrefetch(
  pageRoutes(pageLoaders, [
    [CHRISTMAS_PATH, 'christmas', 'christmasPage', 'christmas:titles.main', 'contacts'],
    [CHRISTMAS_RULES_PATH, 'christmas-rules', 'christmasRulesPage', 'christmas:titles.rules'],
  ]),
  { [CHRISTMAS_PATH]: async (queryClient) => (await import('./api')).prefetchChristmas(queryClient) },
);
