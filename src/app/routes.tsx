import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect } from 'react';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../platform/i18n/i18n';
import type { AppRoute } from '../platform/navigation/appRoute';
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
  titleKey: string;
  page: LazyPage;
  /** The page's first requests, started while its code downloads (first page only, see start.tsx). */
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<void>;
}

export interface LazyPage {
  Component: ComponentType;
  /** Starts loading the page's code and strings; resolves when they are there (never rejects). */
  preload(): Promise<void>;
}

/**
 * A page loaded on demand, with its strings (the namespace of its title); once loaded it renders at
 * once, so a preloaded first page never suspends. A failed import becomes a page that shows the
 * route error (chunk recovery): it never throws, so nothing is left blank and nothing is logged as
 * a render crash.
 */
function lazyPage(load: AppRoute['load'], namespaces: readonly string[]): LazyPage {
  const page = lazyComponent<object>(() =>
    Promise.all([
      load(),
      namespaces.length ? i18n.loadNamespaces([...namespaces]).catch(() => undefined) : undefined,
    ]).then(
      ([module]) => module.default,
      (error: unknown) =>
        function PageThatFailedToLoad() {
          return <RouteError error={error} />;
        },
    ),
  );
  return { Component: page.Component, preload: () => page.preload().then(() => undefined) };
}

const toShellRoute = (route: AppRoute, queryClient?: QueryClient): ShellRoute => ({
  id: route.id,
  path: route.path,
  titleKey: route.titleKey,
  page: lazyPage(
    route.load,
    [titleNamespace(route.titleKey), ...(route.namespaces ?? [])].filter((ns): ns is string => Boolean(ns)),
  ),
  // Storybook and tests build routes without the app's client: no prefetch there.
  prefetch: queryClient ? route.prefetch : undefined,
});

export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The route table at `now` (app clock): built pages, live campaigns only; every path of
 * an ended campaign shows the activity-ended page; anything else the not-found page.
 */
export function buildRoutes(routes: readonly AppRoute[], now: number, queryClient?: QueryClient): ShellRoute[] {
  const live = routes.filter((route) => isLive(route, now));
  const endedPaths = [
    ...routes.filter((route) => !isLive(route, now)).map((route) => route.path),
    ...CAMPAIGNS.filter((campaign) => !isLive(campaign, now)).flatMap((campaign) => campaign.paths),
  ].filter((path, index, all) => all.indexOf(path) === index && !live.some((route) => route.path === path));
  const activityEnd = live.find((route) => route.path === ACTIVITY_END_PATH);
  const activityEndRoute = activityEnd && toShellRoute(activityEnd);
  const ended: ShellRoute[] = activityEndRoute
    ? endedPaths.map((path) => ({ ...activityEndRoute, id: `ended:${path}`, path }))
    : [];
  return [
    ...live.map((route) => toShellRoute(route, queryClient)),
    ...ended,
    {
      id: NOT_FOUND_ROUTE_ID,
      path: '*',
      titleKey: 'common:notFound.title',
      page: lazyPage(async () => ({ default: (await import('./NotFoundPage')).NotFoundPage }), []),
    },
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
 * One page with its title on the title bar and its own error boundary (a broken page leaves the
 * shell and every other page working; a new visit of the address — retry — renders it afresh).
 */
function RoutePage({ route }: { route: ShellRoute }) {
  const location = useLocation();
  const title = useRouteTitle(route.titleKey);
  return (
    <RouteErrorBoundary key={location.key} title={title}>
      <route.page.Component />
    </RouteErrorBoundary>
  );
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
              <Route key={route.id} path={route.path} element={<RoutePage route={route} />} />
            ))}
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
