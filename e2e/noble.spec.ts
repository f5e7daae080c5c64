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

test('a renewal double-tapped with its reply lost stays unknown across a reload; its check, with the same key, is charged once', async ({
  page,
  request,
}) => {
  const token = 'e2e-noble-renew';
  await injectMockBridge(page);
  const keys: string[] = [];
  await page.route('**/api/noble/v1/buy', async (route) => {
    keys.push((route.request().postDataJSON() as { request_id: string }).request_id);
    if (keys.length === 1) {
      await route.fetch(); // the server charges the renewal…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  await page.goto(`/h5/noble?access_token=${token}&app-language=en`);
  await expect(page.getByRole('heading', { level: 2, name: 'Duke' })).toBeVisible();

  await page.getByRole('region', { name: 'Renew or upgrade' }).getByRole('button', { name: /Duke/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Renew Duke' });
  await confirm.getByRole('button', { name: 'Pay' }).dblclick();
  // No answer: the sheet says so and offers only the check, never a second pay.
  await expect(confirm.getByRole('status')).toContainText('No answer yet');
  await expect(confirm.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  // A reload still knows; the check sends the same key, and the server answers the renewal it already made.
  await page.reload();
  // The server's state already shows the renewal: the page reveals it once, over everything; closed, the notice
  // still asks for the check (the page cannot tell this renewal from an earlier one).
  await page.getByRole('dialog').getByRole('button', { name: 'Awesome' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'No answer yet' });
  await notice.getByRole('button', { name: 'Check' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText('Retention cycle: day 1 of 30')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await ledger(request, token)).toEqual({ purchases: 1, coins: 180_000, tier: 'duke' });
});

for (const [what, reply, words] of [
  ['a renewal refused with a code the page does not know', { status: 99999, msg: '系統繁忙' }, '系統繁忙'],
  [
    'an upgrade refused with the contract’s “invalid” code',
    { status: 33403, msg: '參數錯誤' },
    'This tier can’t be bought right now. Refresh the page and try again.',
  ],
] as const) {
  test(`${what} says why in the sheet, and pay stays usable`, async ({ page, request }) => {
    const token = `e2e-noble-refused-${reply.status}`;
    await injectMockBridge(page);
    let refuse = true;
    await page.route('**/api/noble/v1/buy', async (route) => {
      if (!refuse) return route.continue();
      refuse = false;
      await route.fulfill({ json: { ...reply, data: null } });
    });
    await page.goto(`/h5/noble?access_token=${token}&app-language=en`);
    const tier = reply.status === 99999 ? 'Duke' : 'Prince';
    await page
      .getByRole('region', { name: 'Renew or upgrade' })
      .getByRole('button', { name: new RegExp(tier) })
      .click();
    const sheet = page.getByRole('dialog', { name: reply.status === 99999 ? 'Renew Duke' : 'Become Prince' });
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await expect(sheet.getByRole('alert')).toHaveText(words);
    await expect(sheet.getByRole('button', { name: 'Pay' })).toBeEnabled();
    if (reply.status === 99999) {
      // Trying again is a new purchase, which the server takes.
      await sheet.getByRole('button', { name: 'Pay' }).click();
      await expect(sheet).toBeHidden();
      expect((await ledger(request, token)).purchases).toBe(1);
    } else expect((await ledger(request, token)).purchases).toBe(0);
  });
}

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
