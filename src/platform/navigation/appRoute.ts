import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * One page of the app, as an area contributes it from `features/<area>/routes.ts`.
 * The page module is loaded on demand and default-exports its component.
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
  /** Campaign pages: the expiry (ms since epoch) after which, plus keepTime, the page is gone. */
  expire?: number;
  /** How long after `expire` the page stays (ms); default 7 days (`DEFAULT_KEEP_TIME_MS`, app/routeMeta.ts). */
  keepTime?: number;
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
 * the namespace of its own strings.
 */
export type PageRow<Loaders> = readonly [
  path: string,
  id: string,
  page: PageLoaderKey<Loaders>,
  titleKey: string,
  namespace?: string,
];

/**
 * An area's routes from a table, with one `import()` of its page loaders for all of them. The route table is in every
 * page's first visit, and each `import()` call site costs it a preload wrapper: written route by route, the tables
 * weighed ~0.1 KB of gzip more per dozen pages on every route.
 */
export function pageRoutes<Loaders>(loaders: () => Promise<Loaders>, rows: readonly PageRow<Loaders>[]): AppRoute[] {
  return rows.map(([path, id, page, titleKey, namespace]) => ({
    id,
    path,
    titleKey,
    load: () => loaders().then((pages) => (pages[page] as () => Promise<PageModule>)()),
    ...(namespace ? { namespaces: [namespace] } : {}),
  }));
}
