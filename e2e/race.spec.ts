import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PHASE_MS, roundIdAt, roundStartAt } from '../src/features/race/model';
import { bridgeCalls, expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

// The racing server's clock is shared by the whole mock server: these tests take turns.
test.describe.configure({ mode: 'serial' });

/**
 * Both clocks — the page's (Playwright's fake clock) and the simulated server's —
 * set to `at`; both then run in real time. The returned `moveTo` jumps both to a
 * moment of the round, however long the machine took to get there. `at` stays within
 * minutes of real time so the server's signature timestamp check still passes.
 */
async function startClocks(page: Page, request: APIRequestContext, at: number) {
  await page.clock.install({ time: at });
  await request.post('/__mock/race/clock', { data: { now: at } });
  return async function moveTo(target: number) {
    const pageNow = await page.evaluate(() => Date.now());
    await request.post('/__mock/race/clock', { data: { now: target } });
    await page.clock.fastForward(Math.max(0, target - pageNow));
  };
}

const CAR_NAMES = (
  JSON.parse(readFileSync(new URL('../src/locales/en/race.json', import.meta.url), 'utf8')) as {
    cars: Record<string, string>;
  }
).cars;

/** The start of the next round, so a test has the whole countdown in front of it. */
const nextRoundStart = () => roundStartAt(roundIdAt(Date.now()) + 1);

const tile = (page: Page, car: string) => page.getByRole('button', { name: `Refuel ${car}` });
const gasoline = (page: Page) => page.getByRole('button', { name: /^My gasoline/ });

test.afterAll(async ({ request }) => {
  await request.post('/__mock/race/clock', { data: { now: null } });
});

test('a whole round: countdown → refuel → confirm → race → result', async ({ page, request }) => {
  const start = nextRoundStart();
  const moveTo = await startClocks(page, request, start + 2_000);
  const { winner } = (await (
    await request.get(`/__mock/race/winner?game=classic&round_id=${roundIdAt(start)}`)
  ).json()) as { winner: string };
  const winnerName = CAR_NAMES[winner]!;
  await injectMockBridge(page);
  await page.goto('/h5/race?access_token=e2e-race-round&app-language=en');

  // The clocks run from the moment they are set; a slow machine may take a few seconds to show the page.
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Refuelling closes in (1[2-9]|2[0-2]) s/);
  await expect(gasoline(page)).toHaveAccessibleName(/12,000 L/);
  await page.getByRole('radio', { name: '500 L' }).click();
  await tile(page, winnerName).click();
  await tile(page, winnerName).click();
  await expect(tile(page, winnerName)).toHaveAccessibleDescription(/\+1,000 L/);
  await page.getByRole('button', { name: 'Confirm 1,000 L' }).click();
  await expect(tile(page, winnerName)).toHaveAccessibleDescription(/In: 1,000 L/);
  await expect(gasoline(page)).toHaveAccessibleName(/11,000 L/);
  await expect(page.getByRole('button', { name: 'Tap a car to add fuel' })).toBeDisabled();

  await moveTo(start + PHASE_MS.countdown + 500);
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Race in progress/);
  await expect(tile(page, winnerName)).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await moveTo(start + PHASE_MS.countdown + PHASE_MS.racing + 500);
  const result = page.getByRole('dialog', { name: 'You won!' });
  await expect(result).toBeVisible();
  await expect(result).toContainText(`${winnerName} wins`);
  await result.getByRole('button', { name: 'Great' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next round begins by itself, with my winnings in the wallet and my round in the history.
  await moveTo(start + PHASE_MS.countdown + PHASE_MS.racing + PHASE_MS.results + PHASE_MS.over + 500);
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Refuelling closes in/);
  await expect(tile(page, winnerName)).not.toHaveAccessibleDescription(/In:/);
  await page.getByRole('link', { name: 'My races' }).click();
  await expect(page.getByText(`Round ${roundIdAt(start)}`)).toBeVisible();
});

test('a double-tapped confirm whose reply is lost is unknown, not lost; its check (the same key) charges once', async ({
  page,
  request,
}) => {
  const start = nextRoundStart();
  await startClocks(page, request, start + 1_000);
  await injectMockBridge(page);
  const token = 'e2e-race-double';
  await page.goto(`/h5/race?access_token=${token}&app-language=en`);

  // The first confirm reaches the server, but its reply is lost on the way back.
  const keys: string[] = [];
  await page.route('**/api/game/v1/race/refuel', async (route) => {
    keys.push((route.request().postDataJSON() as { request_id: string }).request_id);
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);

  await tile(page, 'Tesla').click();
  await page.getByRole('button', { name: 'Confirm 100 L' }).dblclick();
  const notice = page.getByRole('status').filter({ hasText: 'No answer yet' });
  await expect(notice).toBeVisible();
  await expect(tile(page, 'Tesla')).toHaveAccessibleDescription(/\+100 L/); // nothing lost
  await tile(page, 'Tesla').click(); // the liters stay as they were sent while the outcome is unknown
  await expect(tile(page, 'Tesla')).toHaveAccessibleDescription(/\+100 L/);
  await notice.getByRole('button', { name: 'Check' }).click();
  await expect(tile(page, 'Tesla')).toHaveAccessibleDescription(/In: 100 L/);
  await expect(gasoline(page)).toHaveAccessibleName(/11,900 L/);
  await expect(notice).toBeHidden();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const { charges } = (await (await request.get(`/__mock/race/charges?token=${token}`)).json()) as { charges: number };
  expect(charges).toBe(1);
});

test('the voice-room speed car registers for room events and follows the app’s racing pushes', async ({
  page,
  request,
}) => {
  const start = nextRoundStart();
  await startClocks(page, request, start + 3_000);
  await injectMockBridge(page);
  await page.goto('/h5/room/race?access_token=e2e-race-room&app-language=en');
  await expect(tile(page, 'Tesla')).toBeVisible();
  await expect.poll(async () => (await bridgeCalls(page)).map((call) => call.name)).toContain('registerRoomEvent');

  const push = (message: unknown) =>
    page.evaluate(
      (data) =>
        (
          window as unknown as { __mockBridge: { push(name: string, data: unknown): Promise<unknown> } }
        ).__mockBridge.push('onRacingMessage', data),
      message,
    );
  expect(await push({ type: 'pool_updated', round_id: roundIdAt(start), pools: { tesla: 987_650 } })).toEqual({
    status: 0,
    data: null,
    msg: '',
  });
  await expect(tile(page, 'Tesla')).toHaveAccessibleDescription(/Pool 987,650 L/);
  await push({ type: 'wallet_updated', gasoline: 54_321, coins: 10, fragments: 5 });
  await expect(gasoline(page)).toHaveAccessibleName(/54,321 L/);

  // Leaving the room's sheet unregisters.
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect.poll(async () => (await bridgeCalls(page)).map((call) => call.name)).toContain('unregisterRoomEvent');
});

for (const language of ['zh-Hant', 'en'] as const) {
  test(`one 375×812 screen holds the track, all nine cars' bets and the confirm button (${language})`, async ({
    page,
  }) => {
    await injectMockBridge(page);
    await page.goto(`/h5/race?access_token=e2e-race-fit&app-language=${language}`);
    const tiles = page.locator('li[data-tier]');
    await expect(tiles).toHaveCount(9);
    const fuelBar = (await page.getByRole('radiogroup').locator('..').boundingBox())!;
    const viewport = page.viewportSize()!;
    // nothing under the sticky fuel bar: the third row (the longest odds) included
    for (const box of await Promise.all((await tiles.all()).map((tile) => tile.boundingBox())))
      expect(box!.y + box!.height).toBeLessThanOrEqual(fuelBar.y);
    expect(fuelBar.y + fuelBar.height).toBeLessThanOrEqual(viewport.height);
    const track = (await page.locator('[data-phase]').first().boundingBox())!;
    expect(track.y).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
