import type { RouteObject } from 'react-router';

/** Routes the official area contributes to the app's route table. */
export const officialRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
  },
];
