import type { APIRequestContext } from '@playwright/test';
import { DAY_MS, utc8DayStart } from '../src/features/noble/model';
import { expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

interface Ledger {
  purchases: number;
  coins: number;
  tier: string | null;
}
const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/noble/ledger?token=${token}`)).json()) as Ledger;

test('a renewal whose confirm survives a reload, then double-tapped with its reply lost, is charged once', async ({
  page,
  request,
}) => {
  const token = 'e2e-noble-renew';
  await injectMockBridge(page);
  let purchases = 0;
  await page.route('**/api/noble/v1/buy', async (route) => {
    purchases += 1;
    if (purchases === 1) {
      await route.fetch(); // the server charges the renewal…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  await page.goto(`/h5/noble?access_token=${token}&app-language=en`);
  await expect(page.getByRole('heading', { level: 2, name: 'Duke' })).toBeVisible();

  await page.getByRole('region', { name: 'Renew or upgrade' }).getByRole('button', { name: /Duke/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Renew Duke' });
  await expect(confirm).toBeVisible();
  // A reload on the confirm step keeps it open, with the key made when it opened.
  const key = await page.evaluate(() => sessionStorage.getItem('noble:pending'));
  await page.reload();
  await expect(confirm).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('noble:pending'))).toBe(key);

  await confirm.getByRole('button', { name: 'Pay' }).dblclick();
  await expect(confirm).toBeHidden(); // the fresh read showed the coins gone: done, not retried
  await expect(page.getByText('Retention cycle: day 1 of 30')).toBeVisible();
  expect(purchases).toBe(1);
  expect(await ledger(request, token)).toEqual({ purchases: 1, coins: 180_000, tier: 'duke' });
});

test.describe('a phone in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the cycle’s dates are UTC+8 days, whatever zone the phone is in', async ({ page }) => {
    await injectMockBridge(page);
    await page.goto('/h5/noble?access_token=e2e-noble-zone&app-language=en');
    await expect(page.getByText('Retention cycle: day 12 of 30')).toBeVisible();
    // The mock member is on day 12: the cycle began 11 UTC+8 days ago and its last day is day 30.
    const lastDay = utc8DayStart(Date.now()) + 18 * DAY_MS;
    const date = new Intl.DateTimeFormat('en', { month: 'long', day: 'numeric', timeZone: 'Asia/Taipei' }).format(
      lastDay,
    );
    await expect(page.getByRole('region', { name: 'Your cycle outlook' })).toContainText(`by ${date} to keep Duke`);
  });
});
