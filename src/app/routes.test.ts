// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../platform/navigation/appRoute';
import { buildRoutes, NOT_FOUND_ROUTE_ID, routeForPath, type ShellRoute } from './routes';

const page = async () => ({ default: () => null });
const DAY = 24 * 60 * 60 * 1000;
const EXPIRE_0702 = Date.parse('2025-07-02T23:59:59+08:00');

const activityEnd: AppRoute = {
  id: 'activity-end',
  path: '/h5/activity_end',
  titleKey: 'common:activityEnd.title',
  load: page,
};
const home: AppRoute = { id: 'home', path: '/', titleKey: 'common:home.title', load: page };
const campaignMain: AppRoute = {
  id: 'c138',
  path: '/activity-20250702-main',
  titleKey: 'x:y',
  expire: EXPIRE_0702,
  load: page,
};

const byPath = (routes: ShellRoute[], path: string) => routes.find((route) => route.path === path);

describe('buildRoutes', () => {
  it('registers a built campaign page while it is live, with its title and its page on demand', () => {
    const routes = buildRoutes([home, activityEnd, campaignMain], EXPIRE_0702 + 7 * DAY);
    const route = byPath(routes, '/activity-20250702-main')!;
    expect(route.id).toBe('c138');
    expect(route.titleKey).toBe('x:y');
    expect(typeof route.page.Component).toBe('function');
  });

  it('after expire + keepTime every path of the campaign shows the activity-ended page', () => {
    const routes = buildRoutes([home, activityEnd, campaignMain], EXPIRE_0702 + 7 * DAY + 1);
    for (const path of ['/activity-20250702-main', '/activity-20250702-rule']) {
      expect(byPath(routes, path)?.id).toBe(`ended:${path}`);
      expect(byPath(routes, path)?.titleKey).toBe('common:activityEnd.title');
    }
    // Qixi (0825) is still live then: not built, so not registered at all.
    expect(byPath(routes, '/activity-20250825-publicity')).toBeUndefined();
  });

  it('does not register a campaign page that is not built while the campaign is live (not found)', () => {
    const routes = buildRoutes([home, activityEnd], EXPIRE_0702 - 1);
    expect(byPath(routes, '/activity-20250702-rule')).toBeUndefined();
    expect(routes.at(-1)?.path).toBe('*');
  });

  it('keeps official pages without an expiry forever', () => {
    const routes = buildRoutes([home, activityEnd], Date.parse('2099-01-01T00:00:00Z'));
    expect(byPath(routes, '/')?.id).toBe('home');
    expect(byPath(routes, '/official-20250715-main')).toBeUndefined();
  });
});

describe('routeForPath', () => {
  it('finds the page a path opens, and the not-found page for anything else', () => {
    const routes = buildRoutes([home, activityEnd], 0);
    expect(routeForPath(routes, '/h5/activity_end')?.id).toBe('activity-end');
    expect(routeForPath(routes, '/')?.id).toBe('home');
    expect(routeForPath(routes, '/h5/no-such-page')?.id).toBe(NOT_FOUND_ROUTE_ID);
  });
});

describe('route pages', () => {
  it('a page whose code fails to load still preloads (the route shows its error instead of rejecting)', async () => {
    const broken: AppRoute = {
      id: 'broken',
      path: '/b',
      titleKey: 'x:y',
      load: () => Promise.reject(new Error('gone')),
    };
    await expect(buildRoutes([broken], 0)[0]!.page.preload()).resolves.toBeUndefined();
  });
});

describe('route prefetch', () => {
  it("is the page's own prefetch with the app's client, and none without it (Storybook, tests)", () => {
    const prefetch = async () => undefined;
    const board: AppRoute = { id: 'board', path: '/h5/board', titleKey: 'ranks:titles.whole', load: page, prefetch };
    expect(byPath(buildRoutes([board], 0, new QueryClient()), '/h5/board')!.prefetch).toBe(prefetch);
    expect(byPath(buildRoutes([board], 0), '/h5/board')!.prefetch).toBeUndefined();
  });
});

describe('the official home’s entries', () => {
  it('each opens a page of the app, not the not-found page', async () => {
    const { HOME_ENTRIES } = await import('../features/official/homeEntries');
    const { appRoutes } = await import('./appRoutes');
    for (const entry of HOME_ENTRIES) {
      expect(
        appRoutes.map((route) => route.path),
        entry.id,
      ).toContain(entry.path);
    }
  });
});

describe('links between areas', () => {
  it("the Christmas page's lighting board is the ranks' tree billboard, a registered route", async () => {
    const { TREE_BOARD_PATH } = await import('../features/christmas/paths');
    const { BOARD_PATHS } = await import('../features/ranks/boardPaths');
    const { appRoutes } = await import('./appRoutes');
    expect(TREE_BOARD_PATH).toBe(BOARD_PATHS.billboard_tree);
    expect(appRoutes.some((route) => route.path === TREE_BOARD_PATH)).toBe(true);
  });
});
