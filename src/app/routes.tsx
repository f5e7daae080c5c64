import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ACTIVITY_END_PATH, CAMPAIGNS, isLive } from './campaigns';
import { RootLayout } from './RootLayout';
import type { AppRoute, RouteHandle } from './routeMeta';
import { RouteError } from './RouteError';

/**
 * Loads a page on demand. A failed import becomes a page that throws it while rendering,
 * so it always reaches the route's error boundary (chunk recovery) — a rejected `lazy`
 * during the router's first load otherwise leaves the screen blank.
 */
function loadPage(load: AppRoute['load']): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  return {
    id: route.id,
    path: route.path,
    handle: { titleKey: route.titleKey } satisfies RouteHandle,
    lazy: loadPage(route.load),
    errorElement: <RouteError />,
  };
}

/**
 * The route table at `now` (app clock): built pages, live campaigns only; every path of
 * an ended campaign shows the activity-ended page. Each page has its own error
 * boundary, so a broken page leaves the shell and every other page working.
 */
export function buildRoutes(routes: readonly AppRoute[], now: number): RouteObject[] {
  const live = routes.filter((route) => isLive(route, now));
  const endedPaths = [
    ...routes.filter((route) => !isLive(route, now)).map((route) => route.path),
    ...CAMPAIGNS.filter((campaign) => !isLive(campaign, now)).flatMap((campaign) => campaign.paths),
  ].filter((path, index, all) => all.indexOf(path) === index && !live.some((route) => route.path === path));
  const activityEnd = live.find((route) => route.path === ACTIVITY_END_PATH);

  const ended: RouteObject[] = activityEnd
    ? endedPaths.map((path) => ({ ...toRouteObject(activityEnd), id: `ended:${path}`, path }))
    : [];

  return [
    {
      id: 'root',
      Component: RootLayout,
      // While the first page's chunk loads (a few ms, same origin) the canvas stays blank rather than flashing a spinner.
      HydrateFallback: () => null,
      errorElement: <RouteError />,
      children: [
        ...live.map(toRouteObject),
        ...ended,
        {
          id: 'not-found',
          path: '*',
          handle: { titleKey: 'common:notFound.title' } satisfies RouteHandle,
          lazy: loadPage(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage })),
          errorElement: <RouteError />,
        },
      ],
    },
  ];
}
