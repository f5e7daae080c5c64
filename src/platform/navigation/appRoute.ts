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
