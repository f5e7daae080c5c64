import type { APIRequestContext } from '@playwright/test';
import { expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/withdraw/ledger?token=${token}`)).json()) as {
    withdrawals: number;
    exchanges: number;
    points: number;
    streak: number;
  };

test('in the app: signing in on the seventh day opens withdrawals; withdraw, confirm, and the server has it', async ({
  page,
  request,
}) => {
  const token = 'e2e-withdraw-day7';
  await request.post('/__mock/withdraw/anchor', { data: { token, streak: 6, signedToday: false } });
  await injectMockBridge(page);
  await page.goto(`/h5/withdraw?access_token=${token}&app-language=en`);
  await expect(page.getByRole('button', { name: '1 more day to withdraw' })).toBeDisabled();

  await page.getByRole('button', { name: 'Sign in today' }).click();
  await expect(page.getByText('7 days in a row: you can withdraw')).toBeVisible();
  await page.getByRole('textbox', { name: 'Points to withdraw' }).fill('5000');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/h5\/withdraw\/confirm\?points=5000$/);
  await expect(page.getByText('138****1234')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('list', { name: 'Withdrawal progress' })).toBeVisible();
  expect(await ledger(request, token)).toMatchObject({ withdrawals: 1, points: 7_340, streak: 7 });

  // The history (the title bar's link on the withdraw page) shows it first.
  await page.goto(`/h5/withdraw?access_token=${token}&app-language=en`);
  await page.getByRole('link', { name: 'History' }).click();
  const first = page.getByRole('list', { name: 'Points ledger' }).getByRole('listitem').first();
  await expect(first).toContainText('Withdrawal');
  await expect(first).toContainText('Submitted');
  await expect(first).toContainText('−5,000');
});

test('a double-tapped confirm whose reply is lost says so, and its check makes one withdrawal', async ({
  page,
  request,
}) => {
  const token = 'e2e-withdraw-double';
  await injectMockBridge(page);
  const keys: string[] = [];
  await page.route('**/api/wallet/v1/withdraw/submit', async (route) => {
    keys.push((route.request().postDataJSON() as { request_id: string }).request_id);
    if (keys.length === 1) {
      await route.fetch(); // the server makes the withdrawal…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  await page.goto(`/h5/withdraw/confirm?points=5000&access_token=${token}&app-language=en`);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'No answer yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toHaveCount(0); // only the check goes on
  await page.getByRole('button', { name: 'Check', exact: true }).click(); // the same key: the first withdrawal
  await expect(page.getByRole('list', { name: 'Withdrawal progress' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect((await ledger(request, token)).withdrawals).toBe(1);
});

for (const reload of [false, true]) {
  test(`an exchange whose reply is lost, closed${reload ? ', the page reloaded' : ''} and done again: the one exchange is checked, never a second`, async ({
    page,
    request,
  }) => {
    const token = `e2e-exchange-again${reload ? '-reload' : ''}`;
    await injectMockBridge(page);
    let first = true;
    await page.route('**/api/wallet/v1/withdraw/exchange/submit', async (route) => {
      if (!first) return route.continue();
      first = false;
      await route.fetch(); // the server exchanges…
      await route.abort('connectionreset'); // …and its reply never arrives
    });
    expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
    await page.goto(`/h5/exchange?access_token=${token}&app-language=en`);
    const exchange = async (amount: string) => {
      await page.getByRole('textbox', { name: 'points to exchange' }).fill(amount);
      await page.getByRole('button', { name: 'Exchange now' }).click();
      return page.getByRole('dialog', { name: 'Confirm exchange' });
    };
    await (await exchange('3000')).getByRole('button', { name: 'Exchange' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No answer yet' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Confirm exchange' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    if (reload) await page.reload();
    // The page says it, and exchanging again (another amount) brings back that exchange with its check.
    await expect(page.getByRole('status').filter({ hasText: 'No answer yet' })).toBeVisible();
    const dialog = await exchange('1000');
    await expect(dialog).toContainText('Exchange 3,000 points for 300 coins?');
    await expect(dialog.getByRole('button', { name: 'Exchange' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('300 coins added: you now have 1,580')).toBeVisible();
    expect((await ledger(request, token)).exchanges).toBe(1);
  });
}

test('in a plain browser: the /web page asks to sign in, /h5/login signs in by SMS code, and the withdrawal goes through on /web', async ({
  page,
  request,
}) => {
  // No mock bridge: a browser outside the app. On this test host the app sends a debug placeholder token when it has
  // none (platform/http/client.ts); the real server takes that for no session, and so does this route.
  await page.route('**/api/wallet/v1/withdraw/**', (route) =>
    route.request().headers()['access-token'] === 'debug-placeholder-token' && !route.request().url().includes('/login')
      ? route.fulfill({ json: { status: 10001, msg: '請先登入', data: null } })
      : route.continue(),
  );
  await page.goto('/h5/withdraw/web?app-language=en');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/h5\/login\?next=%2Fh5%2Fwithdraw%2Fweb/);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0912345678');
  await page.getByRole('button', { name: 'Get code' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill('246810');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeFocused();
  await page.getByRole('button', { name: 'Continue to withdraw' }).click();

  await expect(page).toHaveURL(/\/h5\/withdraw\/web(\?app-language=en)?$/); // back, and the token in no address
  await page.getByRole('textbox', { name: 'Points to withdraw' }).fill('5000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/h5\/withdraw\/confirm\/web\?points=5000$/);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('list', { name: 'Withdrawal progress' })).toBeVisible();
  expect((await ledger(request, 'web-0912345678')).withdrawals).toBe(1);
});

for (const timezoneId of ['America/New_York', 'Asia/Tokyo']) {
  test.describe(`a phone in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the sign-in day turns at midnight UTC+8, not at the phone’s midnight', async ({ page, request }) => {
      const token = `e2e-withdraw-${timezoneId.replace('/', '-')}`;
      await request.post('/__mock/withdraw/anchor', { data: { token, streak: 3, signedToday: false } });
      // 23:59:30 in Taipei: sign in for that day.
      await request.post('/__mock/clock', {
        data: { token, now: Date.parse('2026-11-26T23:59:30+08:00'), frozen: true },
      });
      await injectMockBridge(page);
      await page.goto(`/h5/withdraw?access_token=${token}&app-language=en`);
      await page.getByRole('button', { name: 'Sign in today' }).click();
      await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
      await expect(page.getByText('3 more days to withdraw')).toBeVisible();

      // 00:00:30 the next day in Taipei (still the 26th in New York, already the 27th in Tokyo): a new day to sign in.
      await request.post('/__mock/clock', {
        data: { token, now: Date.parse('2026-11-27T00:00:30+08:00'), frozen: true },
      });
      await page.reload();
      await page.getByRole('button', { name: 'Sign in today' }).click();
      await expect(page.getByText('2 more days to withdraw')).toBeVisible();
      expect((await ledger(request, token)).streak).toBe(5);
    });
  });
}
