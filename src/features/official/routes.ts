import type { AppRoute } from '../../platform/navigation/appRoute';

/** Pages the official area contributes to the app's route table. */
export const officialRoutes: AppRoute[] = [
  {
    id: 'official-home',
    path: '/',
    titleKey: 'official:home.title',
    load: async () => ({ default: (await import('./pages/HomePage')).HomePage }),
  },
  {
    id: 'widgets',
    path: '/h5/widgets',
    titleKey: 'demo:widgets.title',
    load: () => import('./pages/WidgetsPage'),
  },
  {
    id: 'activity-end',
    path: '/h5/activity_end',
    titleKey: 'common:activityEnd.title',
    load: () => import('./pages/ActivityEndPage'),
  },
];
