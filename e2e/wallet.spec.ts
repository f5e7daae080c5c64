import type { APIRequestContext, Page } from '@playwright/test';
import { memberNickname } from '../mocks/server/wallet';
import { bridgeCalls, expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

interface Ledger {
  orders: { orderId: string; clientOrderId: string; publicId: string; productId: string; status: string }[];
  balance: number;
}
const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/wallet/ledger?token=${token}`)).json()) as Ledger;

/**
 * The test host is a debug host (an IP), where the debug console's switch floats over the bottom right corner —
 * where the store's buy button is. Production has no debug console; these tests hide its switch.
 */
const hideDebugSwitch = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '#__vconsole .vc-switch { display: none !important; }';
      document.head.append(style);
    });
  });

/** An Android phone: the web checkout (the mock bridge's default platform is iOS). */
const android = async (page: Page) => {
  await hideDebugSwitch(page);
  await injectMockBridge(page, { transport: 'android', injectDelayMs: 50 });
};

const buyNow = (page: Page) => page.getByRole('button', { name: 'Buy now' });
const confirmSheet = (page: Page) => page.getByRole('dialog', { name: 'Confirm your order' });
const payButton = (page: Page) => confirmSheet(page).getByRole('button', { name: /^Pay / });

test('recharge for another member by public id, end to end: found, confirmed, paid, one order for them', async ({
  page,
  request,
}) => {
  const token = 'e2e-wallet-other';
  await android(page);
  await page.goto(`/h5/recharge?access_token=${token}&app-language=en`);

  await page.getByRole('button', { name: 'Someone else' }).click();
  await page.getByRole('textbox', { name: 'Their user ID' }).fill('５５６６７７８'); // full-width digits are forgiven
  await page.getByRole('button', { name: 'Find' }).click();
  const nickname = memberNickname('5566778');
  await expect(page.locator('[data-target="5566778"]')).toContainText(nickname);

  await page.getByRole('radio', { name: /3,300 coins/ }).click();
  await page.getByRole('radio', { name: /LINE Pay/ }).click();
  await buyNow(page).click();
  await expect(confirmSheet(page)).toContainText(nickname);
  await expect(confirmSheet(page)).toContainText('LINE Pay');
  await payButton(page).click();

  await expect(page.getByRole('dialog', { name: 'Payment complete' })).toContainText(`Added to ${nickname}'s account`);
  const { orders } = await ledger(request, token);
  expect(orders).toEqual([
    expect.objectContaining({ publicId: '5566778', productId: 'tw_coins_3300', payMethod: 'tw_line', status: 'paid' }),
  ]);
});

test('a double-tapped pay, a lost reply and reloads on the pay step make exactly one order', async ({
  page,
  request,
}) => {
  const token = 'e2e-wallet-once';
  await android(page);
  const keys: string[] = [];
  await page.route('**/api/wallet/v1/publicidcharge/order/create', async (route) => {
    keys.push((route.request().postDataJSON() as { client_order_id: string }).client_order_id);
    if (keys.length === 1) {
      await route.fetch(); // the server makes the order…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  await page.goto(`/h5/recharge?access_token=${token}&app-language=en`);

  await buyNow(page).click();
  await payButton(page).dblclick();
  await expect(confirmSheet(page).getByRole('status').filter({ hasText: 'No answer yet' })).toBeVisible();
  // The confirm stays, with its key: a reload brings it back as it was, and only its check goes on.
  await page.reload();
  await expect(confirmSheet(page)).toBeVisible();
  await expect(payButton(page)).toBeHidden();
  await confirmSheet(page).getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Waiting for payment' })
      .or(page.getByRole('dialog', { name: 'Payment complete' })),
  ).toBeVisible();
  // A reload on the pay step reads the same order again.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Payment complete' })).toBeVisible();

  expect(new Set(keys).size, 'one idempotency key for the intent').toBe(1);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  const { orders } = await ledger(request, token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ clientOrderId: keys[0], status: 'paid' });
});

test('an order the server refuses is said in the plain browser alert (spec §8)', async ({ page }) => {
  await android(page);
  await page.route('**/api/wallet/v1/publicidcharge/order/create', (route) =>
    route.fulfill({ json: { status: 20402, msg: '訂單參數錯誤', data: null } }),
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.goto('/h5/recharge?access_token=e2e-wallet-refused&app-language=en');
  await buyNow(page).click();
  await payButton(page).click();
  await expect.poll(() => alerts).toEqual(['alert: 訂單參數錯誤']);
  await expect(confirmSheet(page)).toBeHidden();
});

test('on iOS the purchase buttons open the app’s own store and no other way to pay is shown', async ({ page }) => {
  await hideDebugSwitch(page);
  await injectMockBridge(page); // the mock bridge's iOS
  await page.goto('/h5/recharge?access_token=e2e-wallet-ios&app-language=en');
  await page.getByRole('button', { name: 'Buy coins in the app' }).click();
  await expect
    .poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'jumpNative').map((call) => call.data))
    .toEqual([{ target_name: 'coin_recharge', params: {} }]);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Official top-up agents' })).toHaveCount(0);
  await expect(buyNow(page)).toHaveCount(0);
  await expect(page.getByText('LINE Pay')).toHaveCount(0);

  await page.goto('/h5/vip?access_token=e2e-wallet-ios&app-language=en');
  await page.getByRole('button', { name: 'Get VIP in the app' }).click();
  await expect
    .poll(async () =>
      (await bridgeCalls(page)).some(
        (call) => call.name === 'jumpNative' && (call.data as { target_name: string }).target_name === 'vip_recharge',
      ),
    )
    .toBe(true);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
});
