import { expect, test as base, type Page, type Request } from '@playwright/test';
import type { AnalyticsEvent } from '../src/platform/analytics/tracker';
import { installMockBridge, type MockBridgeCall, type MockBridgeOptions } from '../mocks/bridge/mockBridge';

/** The mock bridge, injected before any of the page's scripts, as native injects the real one. */
export async function injectMockBridge(page: Page, options: MockBridgeOptions = {}): Promise<void> {
  await page.addInitScript(installMockBridge, options);
}

/** What the mock bridge recorded in the page: its calls and how often Android `init` ran. */
export async function bridgeState(page: Page): Promise<{ calls: MockBridgeCall[]; initCalls: number }> {
  return page.evaluate(() => {
    const handle = (window as unknown as { __mockBridge?: { calls: MockBridgeCall[]; initCalls: number } })
      .__mockBridge;
    return { calls: handle?.calls ?? [], initCalls: handle?.initCalls ?? 0 };
  });
}

export async function bridgeCalls(page: Page): Promise<MockBridgeCall[]> {
  return (await bridgeState(page)).calls;
}

/** Every analytics event the page sends to the receiver. */
export function recordAnalytics(page: Page): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/analytics/receive')) return;
    const body = request.postDataJSON() as { events: AnalyticsEvent[] };
    events.push(...body.events);
  });
  return events;
}

const expectedErrors = new WeakMap<Page, RegExp[]>();

/** A test that provokes failures on purpose names the console errors it expects. */
export function expectBrowserErrors(page: Page, ...patterns: RegExp[]): void {
  expectedErrors.set(page, [...(expectedErrors.get(page) ?? []), ...patterns]);
}

/** Every e2e test also fails on an uncaught page error or an unexpected console error. */
export const test = base.extend({
  page: async ({ page }, use) => {
    // The test host is a debug host (an IP address), where every page starts the debug console: a 100 KB script that
    // wraps the console and every request, which no member's phone runs and which made each page several seconds
    // slower on a busy machine. Its chunk is still requested (boot.spec proves it is lazy); it answers an empty module.
    await page.route('**/assets/vconsole*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export {};' }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    await use(page);
    const expected = expectedErrors.get(page) ?? [];
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    expect(unexpected, 'errors in the browser console').toEqual([]);
  },
});
export { expect };
