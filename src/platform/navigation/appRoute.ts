import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * One page of the app, as an area contributes it from `features/<area>/routes.ts` (the table itself is loaded on
 * demand, app/appAreas.ts). The page module is loaded on demand and default-exports its component. A campaign page's
 * expiry is its campaign's (app/campaigns.ts), not the route's.
 *
 * It lives in the platform, not in `app/`, because it is the contract between two layers that
 * may not see each other's code: every feature writes these, the shell (`app/routes.tsx`) reads them.
 */
export interface AppRoute {
  /** Stable id, used in analytics and as the React Router route id. */
  id: string;
  path: string;
  /** i18n key of the title ("namespace:key"), shown on the native title bar and as document.title. */
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Strings the page needs besides its title's namespace, loaded with its code (e.g. a rules
   * page's long texts, kept out of the namespace every board's first visit downloads).
   */
  namespaces?: readonly string[];
  /**
   * Starts the page's first requests while its code is still on the way (one round trip
   * less on a slow network); the page then finds them in the query cache.
   */
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<void>;
}

/** A page module as a route loads it: its component is the default export. */
export type PageModule = { default: ComponentType };

/** The keys of an area's page loaders that load a page (a loader for something else, say a board factory, is not one). */
type PageLoaderKey<Loaders> = {
  [Key in keyof Loaders]: Loaders[Key] extends () => Promise<PageModule> ? Key : never;
}[keyof Loaders];

/**
 * One page in an area's table: its path, its id, its loader in the area's `pageLoaders.ts`, its title and, if any,
 * the namespace (or namespaces) of its own strings.
 */
export type PageRow<Loaders> = readonly [
  path: string,
  id: string,
  page: PageLoaderKey<Loaders>,
  titleKey: string,
  namespace?: string | readonly string[],
];

/**
 * An area's routes from a table. The area's `routes.ts` imports its page loaders: the table and the loaders arrive
 * together when a page of the area opens (app/appAreas.ts), so a page is one request after them, not two.
 */
export function pageRoutes<Loaders>(loaders: Loaders, rows: readonly PageRow<Loaders>[]): AppRoute[] {
  return rows.map(([path, id, page, titleKey, namespace]) => ({
    id,
    path,
    titleKey,
    load: loaders[page] as () => Promise<PageModule>,
    ...(namespace ? { namespaces: typeof namespace === 'string' ? [namespace] : namespace } : {}),
  }));
}

/** The routes, with `prefetch` set on those whose path has one (a page whose first requests start with its code). */
export function withPrefetch(routes: AppRoute[], prefetches: Record<string, AppRoute['prefetch']>): AppRoute[] {
  return routes.map((route) => {
    const prefetch = prefetches[route.path];
    return prefetch ? { ...route, prefetch } : route;
  });
}
