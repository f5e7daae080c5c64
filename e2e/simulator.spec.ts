import type { FrameLocator, Page } from '@playwright/test';
import { roundIdAt, roundStartAt } from '../src/features/race/model';
import { formatUtc8 } from '../mocks/simulator/scenario';
import { SAVED_SCENARIOS } from '../mocks/simulator/scenarios';
import { expect, expectBrowserErrors, test } from './fixtures';

/**
 * The web-view simulator of `npm start` (mocks/simulator), driven as QA drives it: its panels choose the platform,
 * the page, the language and the clock, and the page runs inside its phone with the bridge that platform injects.
 * Served from the mock-mode build (`dist-sim`), so the mock backend is the page's own MSW, as in `npm start`.
 */
const SIMULATOR = `http://127.0.0.1:${process.env.SIM_PORT ?? Number(process.env.E2E_PORT ?? 4180) + 1}/__sim`;

test.use({ viewport: { width: 1280, height: 960 }, isMobile: false, hasTouch: false });
// One at a time (the project runs after every other test): each opens the dev app's build twice in a desktop page.
test.describe.configure({ mode: 'default' });

const webView = (page: Page): FrameLocator => page.frameLocator('iframe[title="Web view"]');

/** Opens the simulator, fills the Launch panel and reopens the page as the app would. */
async function launch(page: Page, options: { path: string; platform?: string; signedIn?: string; frozenAt?: number }) {
  await page.goto(SIMULATOR);
  await page.getByLabel('Page', { exact: true }).fill(options.path);
  if (options.frozenAt) {
    await page.getByLabel('Time', { exact: true }).fill(formatUtc8(options.frozenAt));
    await page.getByLabel('Runs').selectOption({ label: 'frozen' });
  }
  if (options.platform) await page.getByLabel('Platform').selectOption({ label: options.platform });
  if (options.signedIn) await page.getByLabel('Signed in as').selectOption({ label: options.signedIn });
  await page.getByLabel('Language').selectOption('en');
  await page.getByRole('button', { name: 'Apply: reopen the page' }).click();
}

test.beforeEach(async ({ page }) => {
  // Each test opens the dev app's build twice (the simulator's first page, then the one it is about) and runs a whole
  // flow in it, beside another browser on a shared machine: three times the usual minute. (Starting from a lighter
  // first page was tried: its late bridge calls and requests then raced the reopened page.)
  test.slow();
  // The debug console's switch (a debug host) would cover the page's bottom right corner, where buy buttons are.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '#__vconsole .vc-switch { display: none !important; }';
      document.head.append(style);
    });
  });
});

test('Android app: the recharge page offers its own checkout, and a package is bought through the whole flow', async ({
  page,
}) => {
  await launch(page, { path: '/h5/recharge', platform: 'Android app' });
  const view = webView(page);
  await view.getByRole('radio', { name: /3,300 coins/ }).click();
  await view.getByRole('button', { name: 'Buy now' }).click();
  const confirm = view.getByRole('dialog', { name: 'Confirm your order' });
  await confirm.getByRole('button', { name: /^Pay / }).click();
  await expect(view.getByRole('dialog', { name: 'Payment complete' })).toBeVisible();
  // The page asked the Android bridge (JSON strings) for the app's platform: the log shows the call and its answer.
  await expect(page.getByTestId('bridge-log')).toContainText('getAppInfo {} → ok');
});

test('plain browser: no bridge, signed out, and /h5/withdraw/web asks to sign in', async ({ page }) => {
  await launch(page, {
    path: '/h5/withdraw/web',
    platform: 'Plain browser (no bridge)',
    signedIn: 'Signed out (no token)',
  });
  await expect(webView(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('address-bar')).toContainText('/h5/withdraw/web');
  await expect(page.getByTestId('bridge-log')).toBeEmpty(); // nothing to call in a browser
});

test('the clock set to the Christmas lighting day: the tree is open, a bulb lights and is still on when the page is reopened', async ({
  page,
}) => {
  await launch(page, { path: '/h5/christmas' });
  await page.getByRole('button', { name: 'Christmas: lighting day' }).click();
  const view = webView(page);
  await expect(view.locator('[data-phase]')).toHaveAttribute('data-phase', 'open');
  const tree = view.locator('[role="img"][data-state]');
  const before = Number(await tree.getAttribute('data-lights'));
  await view.getByRole('button', { name: 'Light a bulb' }).click();
  await view.getByRole('dialog', { name: 'Light a bulb' }).getByRole('button', { name: 'Light it' }).click();
  await expect(tree).toHaveAttribute('data-lights', String(before + 1));
  // The servers are the simulator's, not the page's: reopened, the page finds the bulb still on.
  await page.getByRole('button', { name: 'Apply: reopen the page' }).click();
  await expect(view.locator('[role="img"][data-state]')).toHaveAttribute('data-lights', String(before + 1));
});

test('a racing message pushed from the panel reaches the voice-room race, and the native title and toast show', async ({
  page,
}) => {
  await launch(page, { path: '/h5/room/race' });
  const view = webView(page);
  await expect(view.getByRole('button', { name: /^My gasoline/ })).toBeVisible();
  await expect(page.getByTestId('native-title')).not.toBeEmpty();
  await page.getByLabel('Racing message (onRacingMessage)').selectOption('wallet_updated');
  await page
    .getByLabel('Its JSON (empty: the template for the round now)')
    .fill('{"type":"wallet_updated","gasoline":54321,"coins":10,"fragments":5}');
  await page.getByRole('button', { name: 'Push to the page' }).click();
  await expect(page.getByTestId('push-result')).toContainText('Page answered {"status":0');
  await expect(view.getByRole('button', { name: /^My gasoline/ })).toHaveAccessibleName(/54,321 L/);
});

test('the refuel endpoint loses its reply once: the page says it does not know, its check charges exactly once', async ({
  page,
}) => {
  // A frozen clock 3 s into the next round's refuelling: the race waits for the test however slow the machine.
  await launch(page, { path: '/h5/race', frozenAt: roundStartAt(roundIdAt(Date.now()) + 1) + 3_000 });
  const view = webView(page);
  await expect(view.getByRole('button', { name: 'Refuel Tesla' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a fault' }).click();
  await page.getByLabel('Fault 1: endpoint').fill('/race/refuel');
  await page.getByLabel('Fault 1: what goes wrong').selectOption('lost');
  await page.getByRole('checkbox', { name: 'once' }).check();
  await page.getByRole('button', { name: 'Apply the faults now' }).click();
  expectBrowserErrors(page, /Failed to load resource: net::ERR_FAILED/); // the lost reply, as Chromium logs it

  await view.getByRole('button', { name: 'Refuel Tesla' }).click();
  await view.getByRole('button', { name: 'Confirm 100 L' }).click();
  const notice = view.getByRole('status').filter({ hasText: 'No answer yet' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Check' }).click();
  await expect(view.getByRole('button', { name: 'Refuel Tesla' })).toHaveAccessibleDescription(/In: 100 L/);

  // Two requests reached the server with the same key; its ledger has one charge.
  const refuels = page.getByTestId('request-log').locator('li', { hasText: '/race/refuel' });
  await expect(refuels).toHaveCount(2);
  await expect(refuels.locator('[data-signature="verifies"]')).toHaveCount(2);
  await page.getByRole('button', { name: "Read the server's ledgers" }).click();
  await expect(page.getByTestId('server-state')).toContainText('"charges": 1');
});

test('a release is deployed: the page’s next chunk is gone, and it recovers by reloading once', async ({ page }) => {
  expectBrowserErrors(page, /404|Failed to fetch dynamically imported module/);
  await launch(page, { path: '/h5/race' });
  const view = webView(page);
  await expect(view.getByRole('button', { name: 'Refuel Tesla' })).toBeVisible();
  await page.getByRole('button', { name: 'Deploy a release (old chunks 404)' }).click();
  await view.getByRole('link', { name: 'Rules' }).click();
  await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
  // The page reloaded itself (its recovery): it asked the app who it is a second time.
  await expect(page.getByTestId('bridge-log').locator('li', { hasText: 'getAppInfo' })).toHaveCount(2);
});

test('a saved scenario replays in the simulator as in its story (App/Saved scenarios): Christmas, wishes down', async ({
  page,
}) => {
  expectBrowserErrors(page, /status of 503/); // the fault the scenario saved
  // As QA replays one: the simulator open, the saved JSON pasted into its Scenario panel.
  await launch(page, { path: '/h5/whole_rank' });
  const view = webView(page);
  await expect(view.getByRole('tab').first()).toBeVisible();
  await page
    .getByLabel('JSON (replayable in a story or an e2e)')
    .fill(JSON.stringify(SAVED_SCENARIOS.christmasWishesDown));
  await page.getByRole('button', { name: 'Load this scenario' }).click();
  await expect(view.locator('[data-phase]')).toHaveAttribute('data-phase', 'open');
  await expect(view.getByText('The wishes could not load.')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Light a bulb' })).toBeEnabled();
  await expect(page.getByTestId('native-title')).toHaveText('Christmas Tree Lighting');
  await expect(page.getByTestId('bridge-log')).toContainText('setTitleBar {"title":"Christmas Tree Lighting"} → ok');
});
