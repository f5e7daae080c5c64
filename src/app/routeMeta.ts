import type { ComponentType } from 'react';

/** The spec's default keep time after a campaign's expiry: 7 days. */
export const DEFAULT_KEEP_TIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * One page of the app, as an area contributes it from `features/<area>/routes.ts`.
 * The page module is loaded on demand and default-exports its component.
 */
export interface AppRoute {
  /** Stable id, used in analytics and as the React Router route id. */
  id: string;
  path: string;
  /** i18n key of the title ("namespace:key"), shown on the native title bar and as document.title. */
  titleKey: string;
  /** Campaign pages: the expiry (ms since epoch) after which, plus keepTime, the page is gone. */
  expire?: number;
  /** How long after `expire` the page stays (ms); default 7 days. */
  keepTime?: number;
  load: () => Promise<{ default: ComponentType }>;
}

/** What a route hands to the shell through React Router's `handle`. */
export interface RouteHandle {
  titleKey: string;
}
