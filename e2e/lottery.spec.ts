import type { APIRequestContext, Page, Route } from '@playwright/test';
import { LOTTERY_GAMES } from '../mocks/server/lottery';
import type { LotteryDraw } from '../src/features/lottery/contract';
import { slotUnderPointer } from '../src/features/lottery/wheel';
import { expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

// The wish wheel (the lottery area) on the production build: a paid draw is one draw whatever the network or the
// person does, the wheel stops on the segment the server chose, and a result the page never showed (it was left or
// reloaded during the spin) is shown on return — once.

const GAME = 'wish_wheel';
const WHEEL = '/h5/wheel/wish';
/** The wheel's prizes in the server's order: segment `slot` holds `PRIZE_IDS[slot]`. */
const PRIZE_IDS = LOTTERY_GAMES[GAME]!.prizes.map((prize) => prize.prize_id);
const DRAW_ENDPOINT = '**/api/game/v1/lottery/draw';

interface LedgerRow {
  game: string;
  kind: 'draw' | 'tickets';
  count: number;
  cost: number;
  request_id: string;
}

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/lottery/ledger?token=${token}`)).json()) as LedgerRow[];
const draws = async (request: APIRequestContext, token: string) =>
  (await ledger(request, token)).filter((row) => row.kind === 'draw');
const lastDraw = async (request: APIRequestContext, token: string) =>
  (
    (await (await request.get(`/__mock/lottery/last-draw?token=${token}&game=${GAME}`)).json()) as {
      draw: LotteryDraw | null;
    }
  ).draw;
const queue = (request: APIRequestContext, token: string, slots: number[]) =>
  request.post('/__mock/lottery/queue', { data: { token, slots } });

/** The wheel signed in as `token`, its odds shown (a draw can be paid only then). */
async function openWheel(page: Page, token: string) {
  await page.goto(`${WHEEL}?access_token=${token}&app-language=en`);
  await expect(page.locator('[data-odds="shown"]')).toBeVisible();
}

const face = (page: Page) => page.locator('[data-segments]');
const tickets = (page: Page) => page.locator('[data-wallet="tickets"]');
/** The tickets chip's whole text: its hidden label, the count, its Buy button. */
const ticketsText = (count: number) => new RegExp(`^Wish tickets\\s*${count}\\s*Buy$`);
const resultDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-result]') });
const unknownNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'No answer yet' });

/** Spin ×count: its bundle, then Pay in the confirm, tapped with `tap` (a click, or a double tap). */
async function pay(page: Page, count: 1 | 10, tap: 'click' | 'dblclick' = 'click') {
  await page.locator(`[data-bundle="${count}"]`).click();
  const confirm = page.getByRole('dialog', { name: `Spin ×${count}?` });
  await confirm.getByRole('button', { name: 'Pay and draw' })[tap]();
  return confirm;
}

/** The angle the face is turned to on screen now, in degrees (its computed transform matrix). */
const shownAngle = (page: Page) =>
  face(page).evaluate((element) => {
    const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
    return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
  });

/** Collect: the result closes and the server hears it was shown (waited for, so a reload after it is not a race). */
async function collect(page: Page) {
  const seen = page.waitForResponse((response) => response.url().includes('/api/game/v1/lottery/seen'));
  await resultDialog(page).getByRole('button', { name: 'Collect' }).click();
  await expect(resultDialog(page)).toBeHidden();
  expect((await seen).ok()).toBe(true);
}

/**
 * From the next load on, notes whether the wheel ever starts a spin on the page (a result owed from before must be
 * shown without one).
 */
const watchForSpins = (page: Page) =>
  page.addInitScript(() => {
    const flag = window as unknown as { wheelSpun: boolean };
    flag.wheelSpun = false;
    new MutationObserver((records) => {
      if (records.some((record) => (record.target as Element).hasAttribute('data-spinning'))) flag.wheelSpun = true;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-spinning'] });
  });
const wheelSpun = (page: Page) => page.evaluate(() => (window as unknown as { wheelSpun: boolean }).wheelSpun);

/** After a load: the wallet read (the page decides then whether a result is owed) and no result shown. */
async function noResultAfterLoad(page: Page) {
  await expect(page.locator('[data-wallet="tickets"]')).toBeVisible();
  await expect(page.locator('[data-odds="shown"]')).toBeVisible();
  await expect(resultDialog(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await injectMockBridge(page);
  // The spins are the real ones: whatever the machine prefers, the wheel turns for its 4.8 s.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
});

test('a ×10 spin whose reply is lost, paid with a double tap: unknown, then Check shows the ten results the server drew, drawn once', async ({
  page,
  request,
}) => {
  const token = 'e2e-lottery-lost-ten';
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  // The first draw request reaches the server, which draws and charges; then its reply is lost on the way back.
  let first = true;
  await page.route(DRAW_ENDPOINT, async (route: Route) => {
    if (!first) return route.continue();
    first = false;
    await route.fetch().catch(() => undefined);
    await route.abort('connectionreset');
  });
  await openWheel(page, token);
  await expect(tickets(page)).toHaveText(ticketsText(12));

  const confirm = await pay(page, 10, 'dblclick');
  await expect(unknownNotice(page)).toBeVisible();
  await expect(confirm).toContainText('No answer yet'); // said where the person tapped
  expect(await draws(request, token)).toHaveLength(1); // it was drawn: the page cannot know yet

  await page.getByRole('button', { name: 'Check', exact: true }).dblclick();
  const result = resultDialog(page);
  await expect(result.locator('[data-result]')).toHaveAttribute('data-results', '10');
  await expect(unknownNotice(page)).toBeHidden();
  const drawn = await lastDraw(request, token);
  expect(drawn?.items).toHaveLength(10);
  // The ten shown are the server's ten, in its order.
  const shown = await result.locator('[data-prize]').evaluateAll((cells) => cells.map((cell) => cell.dataset.prize));
  expect(shown).toEqual(drawn!.items.map((item) => item.prize_id));
  // Ten tickets paid once, and every wish ticket won added.
  const ticketsWon = drawn!.items.filter((item) => item.prize_id === 'ww-ticket').length;
  await expect(tickets(page)).toHaveText(ticketsText(12 - 10 + ticketsWon));
  expect(await draws(request, token)).toEqual([expect.objectContaining({ game: GAME, count: 10, cost: 10 })]);
});

test('the wheel stops on the segment the server chose, for every segment of the wheel', async ({ page, request }) => {
  test.slow(); // eight full spins of 4.8 s each
  const token = 'e2e-lottery-every-slot';
  await openWheel(page, token);
  let rotation = 0;
  for (let slot = 0; slot < PRIZE_IDS.length; slot++) {
    await queue(request, token, [slot]);
    await pay(page, 1);
    await expect(face(page)).toHaveAttribute('data-spinning'); // it turns (full motion), not a jump to the result
    const result = resultDialog(page);
    await expect(result.locator('[data-prize]')).toHaveAttribute('data-prize', PRIZE_IDS[slot]!);
    // Where the face stands on screen once the result is up: the server's segment under the pointer.
    await expect(face(page)).not.toHaveAttribute('data-spinning');
    const angle = await shownAngle(page);
    expect(slotUnderPointer(angle, PRIZE_IDS.length), `segment under the pointer at ${angle.toFixed(1)}°`).toBe(slot);
    // …after whole turns: each spin goes on from where the last one stopped.
    const target = Number(await face(page).getAttribute('data-rotation'));
    expect(target - rotation).toBeGreaterThanOrEqual(6 * 360);
    rotation = target;
    await collect(page);
  }
  expect(await draws(request, token)).toHaveLength(PRIZE_IDS.length);
});

test('left during the spin and come back: the result is shown at once, and once', async ({ page, request }) => {
  const token = 'e2e-lottery-left';
  await openWheel(page, token);
  await queue(request, token, [2]); // the dragon pearl
  await pay(page, 1);
  await expect(face(page)).toHaveAttribute('data-spinning');
  await watchForSpins(page);

  // Another page of the app while the wheel turns (a new load: the launch params are the app's, given again).
  await page.goto(`/h5/constellation?access_token=${token}&app-language=en`);
  await expect(page.locator('[data-odds="shown"]')).toBeVisible();
  await expect(resultDialog(page)).toHaveCount(0); // the wheel's result is the wheel's

  await page.goto(`${WHEEL}?access_token=${token}&app-language=en`);
  const result = resultDialog(page);
  await expect(result.locator('[data-prize]')).toHaveAttribute('data-prize', 'ww-pearl');
  // At once: no second spin before it; the wheel stands on the result.
  expect(await wheelSpun(page)).toBe(false);
  expect(slotUnderPointer(await shownAngle(page), PRIZE_IDS.length)).toBe(2);
  await collect(page);

  await page.reload();
  await noResultAfterLoad(page);
  expect(await draws(request, token)).toHaveLength(1);
});

test('reloaded during the spin: the result is shown once', async ({ page, request }) => {
  const token = 'e2e-lottery-reload';
  await openWheel(page, token);
  await queue(request, token, [5]); // 520 coins
  await pay(page, 1);
  await expect(face(page)).toHaveAttribute('data-spinning');
  await watchForSpins(page);

  await page.reload();
  const result = resultDialog(page);
  await expect(result.locator('[data-prize]')).toHaveAttribute('data-prize', 'ww-coins-520');
  await expect(result).toContainText('520 coins');
  expect(await wheelSpun(page)).toBe(false);
  expect(slotUnderPointer(await shownAngle(page), PRIZE_IDS.length)).toBe(5);
  await expect(unknownNotice(page)).toHaveCount(0); // the draw was answered: nothing to check
  await collect(page);
  await expect(resultDialog(page)).toHaveCount(0); // closed is closed: the wallet read after it brings it not back

  await page.reload();
  await noResultAfterLoad(page);
  expect(await draws(request, token)).toHaveLength(1);
});
