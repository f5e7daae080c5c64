import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '../platform/i18n/i18n';
import { nextTask } from '../platform/scheduling/tasks';
import { ACTIVITY_END_PATH, CAMPAIGNS, isLive } from './campaigns';
import { RootLayout } from './RootLayout';
import type { AppRoute } from '../platform/navigation/appRoute';
import type { RouteHandle } from './routeMeta';
import { RouteError } from './RouteError';

/**
 * Loads a page on demand. A failed import becomes a page that throws it while rendering,
 * so it always reaches the route's error boundary (chunk recovery) — a rejected `lazy`
 * during the router's first load otherwise leaves the screen blank.
 */
function loadPage(load: AppRoute['load'], namespace?: string): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      // The page's strings come with its code, not one round trip after it renders.
      const [page] = await Promise.all([
        load(),
        namespace ? i18n.loadNamespaces(namespace).catch(() => undefined) : undefined,
      ]);
      return { Component: page.default };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/** A page's own namespace is its title's ("ranks:titles.whole" → "ranks"). */
const areaNamespace = (titleKey: string) =>
  titleKey.includes(':') ? titleKey.slice(0, titleKey.indexOf(':')) : undefined;

function toRouteObject(route: AppRoute, queryClient?: QueryClient): RouteObject {
  const { prefetch: start } = route;
  return {
    id: route.id,
    path: route.path,
    handle: { titleKey: route.titleKey } satisfies RouteHandle,
    lazy: loadPage(route.load, areaNamespace(route.titleKey)),
    // Runs next to `lazy`; never waited for and never fails the route (the page fetches again if needed).
    // Its requests are signed and sent in a task of their own, not inside the router's first one.
    loader:
      start && queryClient
        ? ({ request }) => {
            const url = new URL(request.url);
            void nextTask()
              .then(() => start(queryClient, url))
              .catch(() => undefined);
            return null;
          }
        : undefined,
    errorElement: <RouteError />,
  };
}

/**
 * The route table at `now` (app clock): built pages, live campaigns only; every path of
 * an ended campaign shows the activity-ended page. Each page has its own error
 * boundary, so a broken page leaves the shell and every other page working. With the app's
 * `queryClient`, routes prefetch their first requests (build it after boot has started: the
 * token and language are set synchronously at its start).
 */
export function buildRoutes(routes: readonly AppRoute[], now: number, queryClient?: QueryClient): RouteObject[] {
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
        ...live.map((route) => toRouteObject(route, queryClient)),
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
