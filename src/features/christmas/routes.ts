import type { AppRoute } from '../../platform/navigation/appRoute';
import { CHRISTMAS_PATH, CHRISTMAS_RULES_PATH } from './paths';

/** The Christmas tree event's pages (README, "Christmas tree"); its lighting board is the ranks' `/h5/billboard/tree`. */
export const christmasRoutes: AppRoute[] = [
  {
    id: 'christmas',
    path: CHRISTMAS_PATH,
    titleKey: 'christmas:titles.main',
    load: () => import('./pageLoaders').then((pages) => pages.christmasPage()),
    namespaces: ['contacts'], // the contact chooser's strings, for a gift
  },
  {
    id: 'christmas-rules',
    path: CHRISTMAS_RULES_PATH,
    titleKey: 'christmas:titles.rules',
    load: () => import('./pageLoaders').then((pages) => pages.christmasRulesPage()),
  },
];
