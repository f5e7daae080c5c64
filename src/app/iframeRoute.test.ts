import { describe, expect, it } from 'vitest';
import { shouldStartDebugConsole } from '../platform/debug/debugConsole';
import { APP_AREAS, areaOf } from './appAreas';
import { buildRoutes, NOT_FOUND_ROUTE_ID, routeForPath } from './routes';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('/h5/iframe (spec §2)', () => {
  it('is a page of the app, not the not-found page', async () => {
    const route = routeForPath(buildRoutes(APP_AREAS, Date.now()), '/h5/iframe');
    expect(route?.id).not.toBe(NOT_FOUND_ROUTE_ID);
    expect(route?.path).toBe('/h5/iframe');
    const table = await areaOf('/h5/iframe')!.routes();
    const own = table.find((candidate) => candidate.path === '/h5/iframe')!;
    expect(own.titleKey).toBe('official:iframe.title');
    expect(typeof (await own.load()).default).toBe('function');
  });

  it('never starts the debug console there, even with debug on, on a phone', () => {
    expect(shouldStartDebugConsole({ debug: true, userAgent: PHONE, pathname: '/h5/iframe' })).toBe(false);
    expect(shouldStartDebugConsole({ debug: true, userAgent: PHONE, pathname: '/h5/widgets' })).toBe(true);
  });
});
