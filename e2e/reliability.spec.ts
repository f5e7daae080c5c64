import type { Page } from '@playwright/test';
import { expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

// Issue 14, classes 5 and 6: a page whose code cannot arrive never ends on a white screen or the
// browser's own error page, on the production build.

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const SHELL = /\/assets\/shell-[\w-]+\.js$/;
/** A design-system chunk the home page shares with other pages (not a page chunk). */
const SHARED = /\/assets\/Scaffold-[\w-]+\.js$/;
const RULES = /\/assets\/RankRulesPage-[\w-]+\.js$/;
const LOAD_ERRORS =
  /Failed to load resource|Failed to fetch dynamically imported module|Importing a module script failed/;

function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads += 1;
  });
  return () => loads;
}

const bootError = (page: Page) => page.locator('.boot-error[role="alert"]');

for (const [what, chunk] of [
  ['the entry', ENTRY],
  ['the shell', SHELL],
] as const) {
  test(`${what} answering 404 on a deep link to / : one reload, then an inline error screen in the launch language whose retry recovers`, async ({
    page,
  }) => {
    expectBrowserErrors(page, LOAD_ERRORS);
    await injectMockBridge(page);
    const documentLoads = countDocumentLoads(page);
    await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/?app-language=en');
    await expect(bootError(page)).toBeVisible();
    await expect(bootError(page).getByRole('heading', { level: 1 })).toHaveText('The page didn’t load');
    expect(documentLoads()).toBe(2); // the first load and exactly one recovery reload
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.unroute(chunk); // the new deploy is in place
    await bootError(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official home');
    expect(documentLoads()).toBe(3);
  });
}

test('a design-system chunk the first page shares answering 404 on a deep link to / : one reload, then the in-app error whose retry recovers', async ({
  page,
}) => {
  expectBrowserErrors(page, LOAD_ERRORS);
  await injectMockBridge(page);
  const documentLoads = countDocumentLoads(page);
  await page.route(SHARED, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/?app-language=en');
  // The shell is there, so the page's own error boundary answers (the first page's import failed).
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  expect(documentLoads()).toBe(2);

  await page.unroute(SHARED);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official home');
  expect(documentLoads()).toBe(3);
});

test('the strings of the launch language answering 404: the error screen instead of the splash forever', async ({
  page,
}) => {
  expectBrowserErrors(page, LOAD_ERRORS);
  await injectMockBridge(page);
  await page.route(/\/assets\/locales-[^/]+\/zh-Hant\/common\.json$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  const documentLoads = countDocumentLoads(page);
  await page.goto('/h5/whole_rank');
  await expect(bootError(page).getByRole('heading', { level: 1 })).toHaveText('頁面載入失敗');
  expect(documentLoads()).toBe(2);
});

test('offline while the shell downloads: no reload, the error screen says so, and the page opens when the connection returns', async ({
  page,
  context,
}) => {
  expectBrowserErrors(page, LOAD_ERRORS);
  await injectMockBridge(page);
  const documentLoads = countDocumentLoads(page);
  let cut = false;
  await page.route(SHELL, async (route) => {
    if (cut) return route.continue();
    cut = true;
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  });
  await page.goto('/?app-language=en');
  await expect(bootError(page)).toContainText(
    'You’re offline. The page reloads by itself when the connection is back.',
  );
  expect(documentLoads()).toBe(1);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official home');
  expect(documentLoads()).toBe(2);
});

test('offline on a board, opening Rules (code not loaded yet): the in-app offline state, no reload; back online it opens', async ({
  page,
  context,
}) => {
  expectBrowserErrors(page, LOAD_ERRORS);
  await injectMockBridge(page);
  const documentLoads = countDocumentLoads(page);
  await page.goto('/h5/whole_rank');
  await expect(page.getByRole('list', { name: /^第\u2060?4\u2060?名\u2060?及以後$/ })).toBeVisible();

  await context.setOffline(true);
  let rulesRequested = false;
  page.on('request', (request) => {
    if (RULES.test(request.url())) rulesRequested = true;
  });
  await page.getByRole('button', { name: '規則', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('目前沒有網路');
  await expect(alert).toHaveAttribute('data-recovery', 'offline');
  expect(rulesRequested).toBe(true); // its code really was not there yet
  // Retry while still offline keeps the page (a reload now would show the browser's error page).
  await alert.getByRole('button', { name: '重試' }).click();
  await expect(alert).toHaveAttribute('data-recovery', 'offline');
  expect(documentLoads()).toBe(1);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('排行規則與獎勵');
  expect(documentLoads()).toBe(2);
});

// Class 7: outside the app there is no web view to close.
test.describe('Back on the first entry in a plain browser (no bridge)', () => {
  /** Every text a status element showed, recorded as it appears (a toast leaves by itself: no race with its timer). */
  async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { __statusTexts: string[] }).__statusTexts = shown;
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('[role="status"]')) {
          const text = element.textContent?.trim();
          if (text && !shown.includes(text)) shown.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    return () => page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
  }

  test('a fresh tab (history.length 2: the blank page it opened with): the "return to the app" notice, and the page stays', async ({
    page,
  }) => {
    const statusTexts = await recordStatusTexts(page);
    await page.goto('/h5/widgets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('組件庫');
    expect(await page.evaluate(() => history.length)).toBe(2);
    await page.getByRole('button', { name: '返回' }).first().click();
    await expect.poll(statusTexts).toContain('請返回 App 繼續');
    expect(page.url()).toMatch(/\/h5\/widgets$/);
  });

  test('a tab that came from another page of ours: back goes there', async ({ page }) => {
    await page.goto('/healthz');
    await page.goto('/h5/widgets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('組件庫');
    await page.getByRole('button', { name: '返回' }).first().click();
    await expect(page).toHaveURL(/\/healthz$/);
  });

  test('a Back the browser does not carry out: the notice after a moment', async ({ page }) => {
    const statusTexts = await recordStatusTexts(page);
    await page.goto('/healthz');
    await page.goto('/h5/widgets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('組件庫');
    await page.evaluate(() => {
      history.back = () => undefined; // an entry the browser will not return to, as an embedding frame may
    });
    await page.getByRole('button', { name: '返回' }).first().click();
    await expect.poll(statusTexts).toContain('請返回 App 繼續');
    expect(page.url()).toMatch(/\/h5\/widgets$/);
  });
});

// Class 4: an image is never on the critical path.
test('avatars on a host that never answers: the board settles with default pictures and the page finishes loading', async ({
  page,
}) => {
  test.slow(); // waits out the image timeout (8 s)
  expectBrowserErrors(page, /Failed to load resource/);
  await injectMockBridge(page);
  await page.route(/\/images\/avatar-/, () => undefined); // never answered
  await page.goto('/h5/whole_rank', { waitUntil: 'commit' });
  const list = page.getByRole('list', { name: /^第\u2060?4\u2060?名\u2060?及以後$/ });
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(page.locator('[data-state="loading"]').first()).toBeAttached(); // the avatars are stuck
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await page.locator('[data-state="fallback"]').count()).toBeGreaterThan(3);
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
});
