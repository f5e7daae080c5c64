// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../platform/navigation/appRoute';
import { type AppArea, APP_AREAS, areaOf } from './appAreas';
import { appRoutes } from './appRoutes';
import { buildRoutes, NOT_FOUND_ROUTE_ID, routeForPath, type ShellRoute } from './routes';

const page = async () => ({ default: () => null });
const DAY = 24 * 60 * 60 * 1000;
const EXPIRE_0702 = Date.parse('2025-07-02T23:59:59+08:00');

/** An area serving `routes`, counting how often its table is loaded. */
function areaOfRoutes(...routes: AppRoute[]): AppArea & { loads: () => number } {
  let loads = 0;
  return {
    paths: routes.map((route) => route.path),
    routes: async () => {
      loads += 1;
      return routes;
    },
    loads: () => loads,
  };
}

const official = areaOfRoutes(
  { id: 'home', path: '/', titleKey: 'common:home.title', load: page },
  { id: 'activity-end', path: '/h5/activity_end', titleKey: 'common:activityEnd.title', load: page },
);
const campaign = areaOfRoutes({ id: 'c138', path: '/activity-20250702-main', titleKey: 'x:y', load: page });

const byPath = (routes: ShellRoute[], path: string) => routes.find((route) => route.path === path);

describe('buildRoutes', () => {
  it('registers every path of every area, its page loaded on demand with its area table', async () => {
    const area = areaOfRoutes({ id: 'c138', path: '/activity-20250702-main', titleKey: 'x:y', load: page });
    const routes = buildRoutes([official, area], EXPIRE_0702 + 7 * DAY);
    const route = byPath(routes, '/activity-20250702-main')!;
    expect(area.loads()).toBe(0);
    await route.page.preload();
    expect(area.loads()).toBe(1);
  });

  it('after expire + keepTime every path of the campaign shows the activity-ended page', () => {
    const routes = buildRoutes([official, campaign], EXPIRE_0702 + 7 * DAY + 1);
    for (const path of ['/activity-20250702-main', '/activity-20250702-rule']) {
      expect(byPath(routes, path)?.id).toBe(`ended:${path}`);
      expect(byPath(routes, path)?.page).toBe(byPath(routes, '/activity-20250702-rule')?.page);
    }
    expect(routes.filter((route) => route.path === '/activity-20250702-main')).toHaveLength(1);
    // Qixi (0825) is still live then: not built, so not registered at all.
    expect(byPath(routes, '/activity-20250825-publicity')).toBeUndefined();
  });

  it('keeps a built campaign page while its campaign is live, and official pages forever', () => {
    expect(byPath(buildRoutes([official, campaign], EXPIRE_0702 + 7 * DAY), '/activity-20250702-main')?.id).toBe(
      '/activity-20250702-main',
    );
    const later = buildRoutes([official], Date.parse('2099-01-01T00:00:00Z'));
    expect(byPath(later, '/')?.id).toBe('/');
    expect(byPath(later, '/official-20250715-main')).toBeUndefined();
  });

  it('does not register a campaign page that is not built while the campaign is live (not found)', () => {
    const routes = buildRoutes([official], EXPIRE_0702 - 1);
    expect(byPath(routes, '/activity-20250702-rule')).toBeUndefined();
    expect(routes.at(-1)?.path).toBe('*');
  });
});

describe('routeForPath', () => {
  it('finds the page a path opens, and the not-found page for anything else', () => {
    const routes = buildRoutes([official], 0);
    expect(routeForPath(routes, '/h5/activity_end')?.id).toBe('/h5/activity_end');
    expect(routeForPath(routes, '/')?.id).toBe('/');
    expect(routeForPath(routes, '/h5/no-such-page')?.id).toBe(NOT_FOUND_ROUTE_ID);
  });
});

describe('route pages', () => {
  it('a page whose code fails to load still preloads (the route shows its error instead of rejecting)', async () => {
    const broken = areaOfRoutes({
      id: 'broken',
      path: '/b',
      titleKey: 'x:y',
      load: () => Promise.reject(new Error('gone')),
    });
    await expect(buildRoutes([broken], 0)[0]!.page.preload()).resolves.toBeUndefined();
  });

  it('so does a page whose area table fails to load', async () => {
    const gone: AppArea = { paths: ['/g'], routes: () => Promise.reject(new Error('gone')) };
    await expect(buildRoutes([gone], 0)[0]!.page.preload()).resolves.toBeUndefined();
  });
});

describe('route prefetch', () => {
  it("runs the page's own prefetch with the app's client, and none without it (Storybook, tests)", async () => {
    const prefetch = vi.fn(async () => undefined);
    const board = areaOfRoutes({
      id: 'board',
      path: '/h5/board',
      titleKey: 'ranks:titles.whole',
      load: page,
      prefetch,
    });
    const client = new QueryClient();
    const url = new URL('https://h5.test/h5/board?type=1');
    await byPath(buildRoutes([board], 0, client), '/h5/board')!.prefetch!(client, url);
    expect(prefetch).toHaveBeenCalledWith(client, url);
    expect(byPath(buildRoutes([board], 0), '/h5/board')!.prefetch).toBeUndefined();
  });

  it('the pages Lighthouse measures, and the race games, ask for their data while their code loads', async () => {
    const tables = (await Promise.all(APP_AREAS.map((area) => area.routes()))).flat();
    const prefetched = tables.filter((route) => route.prefetch).map((route) => route.path);
    expect(prefetched).toEqual(
      expect.arrayContaining([
        '/h5/whole_rank',
        '/h5/race',
        '/h5/race/golden',
        '/h5/race/horsepower',
        '/h5/noble',
        '/h5/christmas',
      ]),
    );
    // Pages whose data is not the first screen's (rules, records) load without it.
    expect(prefetched).not.toContain('/h5/race/rules');
    expect(prefetched).not.toContain('/h5/christmas/rules');
  });
});

describe('the areas the entry knows', () => {
  it("each area's paths are exactly its table's, and together they are the app's full table", async () => {
    const tables = await Promise.all(APP_AREAS.map((area) => area.routes()));
    APP_AREAS.forEach((area, index) => {
      expect([...area.paths].sort()).toEqual(tables[index]!.map((route) => route.path).sort());
    });
    expect(tables.flat()).toEqual([...appRoutes]);
  });

  it('a path belongs to one area at most', () => {
    const paths = APP_AREAS.flatMap((area) => area.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(areaOf('/h5/whole_rank')).toBeDefined();
    expect(areaOf('/h5/no-such-page')).toBeUndefined();
  });
});

describe('the official home’s entries', () => {
  it('each (events and the footer’s legal pages) opens a page of the app, not the not-found page', async () => {
    const { HOME_ENTRIES, LEGAL_LINKS } = await import('../features/official/homeEntries');
    for (const entry of [...HOME_ENTRIES, ...LEGAL_LINKS]) {
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
    expect(TREE_BOARD_PATH).toBe(BOARD_PATHS.billboard_tree);
    expect(appRoutes.some((route) => route.path === TREE_BOARD_PATH)).toBe(true);
  });
});
