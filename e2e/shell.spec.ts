import type { Page } from '@playwright/test';
import { bridgeCalls, expect, expectBrowserErrors, injectMockBridge, recordAnalytics, test } from './fixtures';

const WIDGETS_CHUNK = /\/assets\/WidgetsPage-[\w-]+\.js$/;

const callNames = async (page: Page) => (await bridgeCalls(page)).map((call) => call.name);

test('a deep link with query parameters opens its page and puts the translated title on the native title bar', async ({
  page,
}) => {
  await injectMockBridge(page);
  await page.goto('/h5/widgets?access_token=e2e-token&app-language=en&refer=banner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widgets');
  await expect(page).toHaveTitle('Widgets');
  await expect.poll(() => bridgeCalls(page)).toContainEqual({ name: 'setTitleBar', data: { title: 'Widgets' } });
  expect(new URL(page.url()).searchParams.get('refer')).toBe('banner');
});

test('back on the first history entry closes the web view, even with earlier pages in the tab', async ({ page }) => {
  await injectMockBridge(page);
  await page.goto('/healthz'); // a page before ours: history.length is 2, but ours is the app's first entry
  await page.goto('/h5/widgets');
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect.poll(() => callNames(page)).toContain('closeScreen');
  expect(new URL(page.url()).pathname).toBe('/h5/widgets');
});

test('back after in-app navigation returns to the previous page, one exposure per route change', async ({ page }) => {
  await injectMockBridge(page);
  const events = recordAnalytics(page);
  await page.goto('/h5/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('頁面不存在');
  await page.getByRole('button', { name: '回到首頁' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('官方首頁');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('頁面不存在');
  await expect(page).toHaveURL(/\/h5\/no-such-page$/);
  expect(await callNames(page)).not.toContain('closeScreen');

  const exposures = () =>
    events
      .filter((event) => event.event === 'web_page_exposure')
      .map((event) => new URL(String(event.properties.current_url)).pathname);
  await expect.poll(exposures).toEqual(['/h5/no-such-page', '/', '/h5/no-such-page']);
});

test('an ended campaign URL shows the activity-ended page', async ({ page }) => {
  await injectMockBridge(page);
  await page.goto('/activity-20250702-main?access_token=e2e-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('活動已結束');
  await expect.poll(() => bridgeCalls(page)).toContainEqual({ name: 'setTitleBar', data: { title: '活動已結束' } });
  await page.goto('/activity-20250814-main/9f8e7d');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('活動已結束');
});

test('a render error shows a friendly error with retry, is reported, and retry recovers', async ({ page }) => {
  expectBrowserErrors(page, /widgets exploded/);
  await injectMockBridge(page);
  const events = recordAnalytics(page);
  // The page's module, replaced by one that throws while the flag is up.
  await page.route(WIDGETS_CHUNK, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function Broken() { if (window.__breakWidgets) throw new Error("widgets exploded"); return "widgets are back"; }',
    }),
  );
  await page.addInitScript(() => {
    (window as unknown as { __breakWidgets: boolean }).__breakWidgets = true;
  });
  await page.goto('/h5/widgets');
  await expect(page.getByRole('alert')).toContainText('出了點問題');
  await expect.poll(() => events.map((event) => event.event)).toContain('web_page_error');
  expect(events.find((event) => event.event === 'web_page_error')?.properties).toMatchObject({
    message: 'widgets exploded',
    chunk: false,
  });
  // The shell still works: the title bar got the route's title.
  await expect.poll(() => bridgeCalls(page)).toContainEqual({ name: 'setTitleBar', data: { title: '組件庫' } });

  await page.evaluate(() => {
    (window as unknown as { __breakWidgets: boolean }).__breakWidgets = false;
  });
  await page.getByRole('button', { name: '重試' }).click();
  await expect(page.getByText('widgets are back')).toBeVisible();
});

test('a chunk that vanished in a deploy reloads the page once, then shows the error state', async ({ page }) => {
  expectBrowserErrors(page, /Failed to load resource|Failed to fetch dynamically imported module/);
  await injectMockBridge(page);
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  await page.route(WIDGETS_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/h5/widgets');
  await expect(page.getByRole('alert')).toContainText('出了點問題');
  expect(documentLoads).toBe(2); // the first load, and exactly one recovery reload
  await page.waitForTimeout(500);
  expect(documentLoads).toBe(2);

  // Once the chunk is back (the new deploy is in place), retry loads it.
  await page.unroute(WIDGETS_CHUNK);
  await page.getByRole('button', { name: '重試' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('組件庫');
});

test('a shell that vanished in a deploy reloads the page once and then opens it', async ({ page }) => {
  expectBrowserErrors(page, /Failed to load resource|Failed to fetch dynamically imported module/);
  await injectMockBridge(page);
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  const SHELL_CHUNK = /\/assets\/shell-[\w-]+\.js$/;
  // Gone for the first page load only: the reload finds the new deploy in place.
  await page.route(SHELL_CHUNK, (route) =>
    documentLoads === 1 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  await page.goto('/h5/widgets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('組件庫');
  expect(documentLoads).toBe(2);
});
