import type { AppRoute } from '../../platform/navigation/appRoute';

/** Pages the official area contributes to the app's route table. */
export const officialRoutes: AppRoute[] = [
  {
    id: 'official-home',
    path: '/',
    titleKey: 'official:home.title',
    load: async () => ({ default: (await (await import('./pageLoaders')).homePage()).HomePage }),
  },
  {
    id: 'widgets',
    path: '/h5/widgets',
    titleKey: 'demo:widgets.title',
    load: () => import('./pageLoaders').then((pages) => pages.widgetsPage()),
  },
  {
    id: 'activity-end',
    path: '/h5/activity_end',
    titleKey: 'common:activityEnd.title',
    load: () => import('./pageLoaders').then((pages) => pages.activityEndPage()),
  },
];
