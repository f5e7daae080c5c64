// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import type { AppRoute } from '../platform/navigation/appRoute';
import { buildRoutes } from './routes';

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

function children(routes: RouteObject[]): RouteObject[] {
  return routes[0]!.children!;
}
const byPath = (routes: RouteObject[], path: string) => children(routes).find((route) => route.path === path);

describe('buildRoutes', () => {
  it('registers a built campaign page while it is live, with its title and its own error boundary', () => {
    const routes = buildRoutes([home, activityEnd, campaignMain], EXPIRE_0702 + 7 * DAY);
    const route = byPath(routes, '/activity-20250702-main')!;
    expect(route.id).toBe('c138');
    expect(route.handle).toEqual({ titleKey: 'x:y' });
    expect(route.errorElement).toBeTruthy();
  });

  it('after expire + keepTime every path of the campaign shows the activity-ended page', () => {
    const routes = buildRoutes([home, activityEnd, campaignMain], EXPIRE_0702 + 7 * DAY + 1);
    for (const path of ['/activity-20250702-main', '/activity-20250702-rule']) {
      expect(byPath(routes, path)?.id).toBe(`ended:${path}`);
      expect(byPath(routes, path)?.handle).toEqual({ titleKey: 'common:activityEnd.title' });
    }
    // Qixi (0825) is still live then: not built, so not registered at all.
    expect(byPath(routes, '/activity-20250825-publicity')).toBeUndefined();
  });

  it('does not register a campaign page that is not built while the campaign is live (not found)', () => {
    const routes = buildRoutes([home, activityEnd], EXPIRE_0702 - 1);
    expect(byPath(routes, '/activity-20250702-rule')).toBeUndefined();
    expect(children(routes).at(-1)?.path).toBe('*');
  });

  it('keeps official pages without an expiry forever', () => {
    const routes = buildRoutes([home, activityEnd], Date.parse('2099-01-01T00:00:00Z'));
    expect(byPath(routes, '/')?.id).toBe('home');
    expect(byPath(routes, '/official-20250715-main')).toBeUndefined();
  });
});

describe('route prefetch', () => {
  it("starts a page's requests with the address it opens, next to its code, and never fails the route", async () => {
    const seen: string[] = [];
    const board: AppRoute = {
      id: 'board',
      path: '/h5/board',
      titleKey: 'ranks:titles.whole',
      load: page,
      prefetch: async (_client, url) => {
        seen.push(url.search);
        throw new Error('offline');
      },
    };
    const client = new QueryClient();
    const route = byPath(buildRoutes([board], 0, client), '/h5/board')!;
    const loader = route.loader as (args: { request: Request }) => unknown;
    expect(loader({ request: new Request('http://h5.test/h5/board?kind=charm') })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0)); // in a task of its own
    expect(seen).toEqual(['?kind=charm']);
    expect(byPath(buildRoutes([board], 0), '/h5/board')!.loader).toBeUndefined(); // Storybook and tests: no app client, no prefetch
  });
});
