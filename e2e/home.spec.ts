import { createHash } from 'node:crypto';
import { bridgeCalls, expect, injectMockBridge, test } from './fixtures';

/** An independent SHA-1 of the canonical string (docs/architecture.md, "Signature"), not the app's code. */
function expectedSign(query: URLSearchParams, secret: string): string {
  const canonical = [...query.entries()]
    .filter(([key]) => key !== 'sign')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHash('sha1')
    .update(canonical + secret)
    .digest('hex')
    .toUpperCase();
}

test('deep link with a token shows the signed-in member and strips the token from the address bar', async ({
  page,
}) => {
  await injectMockBridge(page);
  const selfInfoRequest = page.waitForRequest((request) => request.url().includes('/api/ucuser/v1/self/info'));

  await page.goto('/?access_token=e2e-token&app-language=en&refer=push');

  const request = await selfInfoRequest;
  const query = new URL(request.url()).searchParams;
  expect(query.get('access_key')).toBe('h5-web');
  expect(query.get('app-language')).toBe('en');
  expect(Number(query.get('nonce'))).toBeGreaterThanOrEqual(1e9);
  expect(Number(query.get('nonce'))).toBeLessThan(1e10);
  expect(query.get('sign')).toBe(expectedSign(query, 'local-sign-secret'));
  expect(request.headers()['access-token']).toBe('e2e-token');
  expect(request.headers()['client-platform']).toBe('web');

  await expect(page.getByRole('heading', { name: 'Hi, 星河小熊' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Official home');
  expect(page.url()).not.toContain('access_token');
  expect(new URL(page.url()).searchParams.get('refer')).toBe('push');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const calls = await bridgeCalls(page);
  expect(calls).toContainEqual({ name: 'setTitleBar', data: { title: 'Official home' } });
});

test('back on the first page closes the web view through the bridge', async ({ page }) => {
  await injectMockBridge(page);
  await page.goto('/?access_token=e2e-token');
  await page.getByRole('button', { name: '返回' }).click();
  await expect.poll(async () => (await bridgeCalls(page)).map((call) => call.name)).toContain('closeScreen');
});

test('the status-bar height from the bridge pads the title bar', async ({ page }) => {
  await injectMockBridge(page, { statusBarHeight: 44 });
  await page.goto('/?access_token=e2e-token');
  await expect(page.locator('header')).toHaveCSS('padding-top', '44px');
});

test.describe('language when app-language is garbage', () => {
  test.describe('on a Japanese phone', () => {
    test.use({ locale: 'ja-JP' });
    test('the browser language is used', async ({ page }) => {
      await injectMockBridge(page);
      await page.goto('/?access_token=e2e-token&app-language=xx-garbage');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('公式ホーム');
    });
  });
  test.describe('on a French phone', () => {
    test.use({ locale: 'fr-FR' });
    test('the product default, Traditional Chinese, is used', async ({ page }) => {
      await injectMockBridge(page);
      await page.goto('/?access_token=e2e-token&app-language=%E0%A4');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('官方首頁');
    });
  });
});
