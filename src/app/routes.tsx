import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect } from 'react';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../platform/i18n/i18n';
import type { AppRoute } from '../platform/navigation/appRoute';
import type { AppArea } from './appAreas';
import { ACTIVITY_END_PATH, CAMPAIGNS, isLive } from './campaigns';
import { RootLayout } from './RootLayout';
import { RouteError, RouteErrorBoundary } from './RouteError';
import { titleNamespace, useRouteTitle } from './useRouteTitle';
import { lazyComponent } from '../ui/lazyComponent';

/**
 * One registered page: what the shell renders for a path. React Router's declarative mode
 * (`<Routes>`), not its data router: the data router (loaders, actions, fetchers, hydration) is
 * 16 KB gzip more on every first visit, and our pages fetch with react-query, not loaders.
 */
export interface ShellRoute {
  id: string;
  path: string;
  page: LazyPage;
  /** The page's first requests, started while its code downloads (first page only, see start.tsx). */
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<void>;
}

export interface LazyPage {
  /** The page with its title on the title bar, under its own error boundary. */
  Component: ComponentType;
  /** Starts loading the page's route, code and strings; resolves when they are there (never rejects). */
  preload(): Promise<void>;
}

/** The route that serves `path` in its area's table (which loads on demand). */
const routeIn = (area: AppArea, path: string) =>
  area.routes().then((routes) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`the area serving ${path} has no route for it`);
    return route;
  });

/**
 * A page loaded on demand with its route (title, strings); once loaded it renders at once, so a preloaded first page
 * never suspends. A failed import becomes a page that shows the route error (chunk recovery), with the page's title
 * if its route arrived: it never throws, so nothing is left blank and nothing is logged as a render crash.
 */
function lazyPage(route: () => Promise<AppRoute>): LazyPage {
  const page = lazyComponent<object>(() =>
    route().then(
      ({ titleKey, namespaces = [], load }) => {
        const strings = [titleNamespace(titleKey), ...namespaces].filter((ns): ns is string => Boolean(ns));
        return Promise.all([
          load(),
          strings.length ? i18n.loadNamespaces(strings).catch(() => undefined) : undefined,
        ]).then(
          ([module]) => titledPage(titleKey, module.default),
          (error: unknown) => titledPage(titleKey, null, error),
        );
      },
      (error: unknown) =>
        function PageThatFailedToLoad() {
          return <RouteError error={error} />;
        },
    ),
  );
  return { Component: page.Component, preload: () => page.preload().then(() => undefined) };
}

/**
 * A page with its title on the title bar and its own error boundary (a broken page leaves the shell and every other
 * page working; a new visit of the address — retry — renders it afresh), or, without a page, the error that kept it.
 */
function titledPage(titleKey: string, Page: ComponentType | null, error?: unknown): ComponentType {
  return function RoutePage() {
    const location = useLocation();
    const title = useRouteTitle(titleKey);
    if (!Page) return <RouteError error={error} title={title} />;
    return (
      <RouteErrorBoundary key={location.key} title={title}>
        <Page />
      </RouteErrorBoundary>
    );
  };
}

const areaRoute = (area: AppArea, path: string, queryClient?: QueryClient): ShellRoute => ({
  id: path,
  path,
  page: lazyPage(() => routeIn(area, path)),
  // Storybook and tests build routes without the app's client: no prefetch there.
  prefetch: queryClient
    ? (client, url) => routeIn(area, path).then((route) => route.prefetch?.(client, url))
    : undefined,
});

export const NOT_FOUND_ROUTE_ID = 'not-found';

const notFoundRoute: AppRoute = {
  id: NOT_FOUND_ROUTE_ID,
  path: '*',
  titleKey: 'common:notFound.title',
  load: async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }),
};

/**
 * The route table at `now` (app clock): every area's paths; every path of an ended campaign shows the
 * activity-ended page instead (if the official area serves it); anything else the not-found page.
 */
export function buildRoutes(areas: readonly AppArea[], now: number, queryClient?: QueryClient): ShellRoute[] {
  const ended = CAMPAIGNS.filter((campaign) => !isLive(campaign, now)).flatMap((campaign) => campaign.paths);
  const activityEndArea = areas.find((area) => area.paths.includes(ACTIVITY_END_PATH));
  const activityEnd = activityEndArea && lazyPage(() => routeIn(activityEndArea, ACTIVITY_END_PATH));
  return [
    ...areas.flatMap((area) =>
      area.paths.filter((path) => !ended.includes(path)).map((path) => areaRoute(area, path, queryClient)),
    ),
    ...(activityEnd ? ended.map((path) => ({ id: `ended:${path}`, path, page: activityEnd })) : []),
    { id: NOT_FOUND_ROUTE_ID, path: '*', page: lazyPage(async () => notFoundRoute) },
  ];
}

/** The route a path opens (what `<Routes>` will render for it). */
export function routeForPath(routes: readonly ShellRoute[], pathname: string): ShellRoute | undefined {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const match = matchRoutes(
    routes.map((route) => ({ id: route.id, path: route.path })),
    pathname,
  )?.at(-1);
  return match ? byId.get(match.route.id) : undefined;
}

/**
 * The app's routes inside the frame. One Suspense boundary above them: a navigation keeps the
 * current page on screen until the next one's code has arrived, as the data router did.
 * `onPageShown` hears every new path (the route exposure).
 */
export function AppRoutes({ routes, onPageShown }: { routes: readonly ShellRoute[]; onPageShown?: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onPageShown?.();
  }, [pathname, onPageShown]);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<RootLayout />}>
            {routes.map((route) => (
              <Route key={route.id} path={route.path} element={<route.page.Component />} />
            ))}
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
