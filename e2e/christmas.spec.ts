import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

const at = (iso: string) => Date.parse(iso);
const EVE = at('2026-12-24T00:00:00+08:00');

/** The mock server's clock for this token's requests (its signature check and the Christmas server). */
const serverClock = (request: APIRequestContext, token: string, now: number | null, frozen = false) =>
  request.post('/__mock/clock', { data: { token, now, frozen } });

interface Ledger {
  propsLit: number;
  charges: number;
  lights: number;
  props: number;
  pool: number;
  litTrees: number;
}
const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/christmas/ledger?token=${token}`)).json()) as Ledger;

const phase = (page: Page) => page.locator('[data-phase]');
const tree = (page: Page) => page.locator('[role="img"][data-state]');
const props = (page: Page) => page.locator('[data-props]');

async function lightOnce(page: Page) {
  await page.getByRole('button', { name: 'Light a bulb' }).click();
  await page.getByRole('dialog', { name: 'Light a bulb' }).getByRole('button', { name: 'Light it' }).click();
}

test('23 Dec 23:59:59 (UTC+8): the vault is closed; at 00:00:00 on the 24th the tree lights', async ({
  page,
  request,
}) => {
  const token = 'e2e-xmas-midnight';
  // The phone's clock stands still (timers run); the server's says one second to midnight in Taipei.
  const phone = Date.now();
  await page.clock.setFixedTime(phone);
  await serverClock(request, token, EVE - 1_000, true);
  await injectMockBridge(page);
  await page.goto(`/h5/christmas?access_token=${token}&app-language=en`);

  await expect(phase(page)).toHaveAttribute('data-phase', 'before');
  await expect(page.getByRole('timer', { name: 'Opens in' })).toContainText('0 hours 0 minutes 1 seconds');
  await page.getByRole('button', { name: 'Light a bulb' }).click();
  const closed = page.getByRole('alertdialog');
  await expect(closed).toContainText('The Christmas vault is not yet open.');
  await closed.getByRole('button', { name: 'Got it' }).click();

  // Midnight: the server's clock and the phone's both move one second.
  await serverClock(request, token, EVE, true);
  await page.clock.setFixedTime(phone + 1_000);
  await expect(phase(page)).toHaveAttribute('data-phase', 'open');
  await lightOnce(page);
  await expect(tree(page)).toHaveAttribute('data-lights', '4');
  expect(await ledger(request, token)).toMatchObject({ propsLit: 1, lights: 4, props: 1 });
});

test('a double-tapped light whose reply is lost uses one prop: the page says it does not know, and its check sends the same key', async ({
  page,
  request,
}) => {
  const token = 'e2e-xmas-double';
  await serverClock(request, token, at('2026-12-25T20:00:00+08:00'));
  await injectMockBridge(page);
  const keys: string[] = [];
  await page.route('**/api/activity/v1/christmas/light', async (route) => {
    keys.push((route.request().postDataJSON() as { request_id: string }).request_id);
    if (keys.length === 1) {
      await route.fetch(); // the server lights the bulb…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  await page.goto(`/h5/christmas?access_token=${token}&app-language=en`);
  await expect(props(page)).toHaveAttribute('data-props', '2');

  await page.getByRole('button', { name: 'Light a bulb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Light a bulb' });
  await dialog.getByRole('button', { name: 'Light it' }).dblclick();
  await expect(dialog.getByRole('status')).toContainText('No answer yet');
  await expect(dialog.getByRole('button', { name: 'Light it' })).toHaveCount(0); // no second light, only the check
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog).toBeHidden();
  await expect(tree(page)).toHaveAttribute('data-lights', '4');
  await expect(props(page)).toHaveAttribute('data-props', '1');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await ledger(request, token)).toMatchObject({ propsLit: 1, lights: 4, props: 1 });
});

test('buying props refused with a code the page does not know says the server’s words; the confirm stays usable', async ({
  page,
  request,
}) => {
  const token = 'e2e-xmas-busy';
  await serverClock(request, token, at('2026-12-25T20:00:00+08:00'));
  await injectMockBridge(page);
  let refuse = true;
  await page.route('**/api/activity/v1/christmas/buy', async (route) => {
    if (!refuse) return route.continue();
    refuse = false;
    await route.fulfill({ json: { status: 99999, msg: '系統繁忙，請稍後再試', data: null } });
  });
  await page.goto(`/h5/christmas?access_token=${token}&app-language=en`);
  await page.getByRole('button', { name: 'Buy props' }).click();
  const sheet = page.getByRole('dialog', { name: 'Buy lighting props' });
  await sheet.getByRole('button', { name: 'Buy' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('系統繁忙，請稍後再試');
  await sheet.getByRole('button', { name: 'Buy' }).click(); // a new purchase, which the server takes
  await expect(sheet).toBeHidden();
  await expect(props(page)).toHaveAttribute('data-props', '3');
  expect(await ledger(request, token)).toMatchObject({ charges: 1, props: 3 });
});

test('the tree lit on the 26th: on the 27th my share of the pool appears, as the server computed it', async ({
  page,
  request,
}) => {
  test.slow(); // ten purchases and lights through the confirm
  const token = 'e2e-xmas-share';
  await serverClock(request, token, at('2026-12-26T23:00:00+08:00'));
  await injectMockBridge(page);
  await page.goto(`/h5/christmas?access_token=${token}&app-language=en`);
  await expect(tree(page)).toHaveAttribute('data-lights', '3');

  // Two props owned, five bought: seven more bulbs.
  await page.getByRole('button', { name: 'Buy props' }).click();
  const sheet = page.getByRole('dialog', { name: 'Buy lighting props' });
  await sheet.getByRole('radio', { name: /×5/ }).click();
  await sheet.getByRole('button', { name: 'Buy' }).click();
  await expect(props(page)).toHaveAttribute('data-props', '7');
  for (let bulb = 4; bulb <= 10; bulb++) {
    await lightOnce(page);
    await expect(tree(page)).toHaveAttribute('data-lights', String(bulb));
  }
  const lit = page.getByRole('dialog', { name: 'Your tree is lit!' });
  await lit.getByRole('button', { name: 'Wonderful' }).click();
  await expect(page.locator('[data-share]')).toHaveCount(0); // before the 27th: no share yet

  await serverClock(request, token, at('2026-12-27T00:00:05+08:00'));
  await page.reload();
  await expect(phase(page)).toHaveAttribute('data-phase', 'split');
  const { pool, litTrees, lights } = await ledger(request, token);
  expect(lights).toBe(10);
  await expect(page.locator('[data-share]')).toContainText(Math.floor(pool / litTrees).toLocaleString('en'));
});

test("a phone clock 10 minutes behind still counts down to the server's deadline, and after 5 minutes in the background", async ({
  page,
  request,
}) => {
  const token = 'e2e-xmas-skew';
  const server = at('2026-12-26T23:50:00+08:00'); // ten minutes before lighting ends
  await serverClock(request, token, server, true);
  const phone = server - 10 * 60_000;
  await page.clock.setFixedTime(phone);
  await injectMockBridge(page);
  await page.goto(`/h5/christmas?access_token=${token}&app-language=en`);

  // Its first request is signed with the wrong time: refused, the reply says the server's time, signed again.
  const timer = page.getByRole('timer', { name: 'Lighting ends in' });
  await expect(timer).toContainText('0 hours 10 minutes 0 seconds');

  // Five minutes in the background (timers stalled), then visible again.
  await serverClock(request, token, server + 5 * 60_000, true);
  await page.clock.setFixedTime(phone + 5 * 60_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(timer).toContainText('0 hours 5 minutes 0 seconds');
});
