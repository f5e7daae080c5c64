import type { Page, Route } from '@playwright/test';
import { WRITE_TIMEOUT_MS } from '../src/platform/http/writeIntent';
import { expect, expectBrowserErrors, test } from './fixtures';
import { scratchWrites } from './writes/scratch';
import { agreementWrites } from './writes/agreements';
import { anchorWrites } from './writes/anchor';
import { anchorCheckInWrites } from './writes/anchorCheckIn';
import { anonLetterWrites } from './writes/anonLetters';
import { cpWrites } from './writes/cp';
import { lotteryWrites } from './writes/lottery';
import { festivalWrites } from './writes/festivals';
import { christmasWrites } from './writes/christmas';
import { nobleWrites } from './writes/noble';
import { raceWrites } from './writes/race';
import { walletWrites } from './writes/wallet';
import { withdrawWrites } from './writes/withdraw';
import type { WriteCase } from './writes/writeCase';

/**
 * The write sweep (issue 31): every paid or irreversible write, through every way a person or the network can
 * repeat or lose it, ends in exactly one effect on the simulator's ledger and the truth on screen.
 */
const writes: WriteCase[] = [
  ...scratchWrites,
  ...walletWrites,
  ...nobleWrites,
  ...christmasWrites,
  ...anchorWrites,
  ...agreementWrites,
  ...raceWrites,
  ...withdrawWrites,
  ...anchorCheckInWrites,
  ...anonLetterWrites,
  ...cpWrites,
  ...lotteryWrites,
  ...festivalWrites,
];

const unknownNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'No answer yet' });
const check = (page: Page) => page.getByRole('button', { name: 'Check', exact: true });

/** The first request reaches the server, which does it; then its reply is lost (or held, to hang). */
async function loseFirstReply(page: Page, endpoint: string, hang = false) {
  let first = true;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(endpoint, async (route: Route) => {
    if (!first) return route.continue();
    first = false;
    // The server does it… (a connection that fails first loses the reply too: the check still does it once)
    await route.fetch().catch(() => undefined);
    if (hang) await held; // …and its reply never comes, until the page has given up on it
    await route.abort('connectionreset');
  });
  return release;
}

let tokens = 0;
const tokenFor = (write: WriteCase, how: string) =>
  `e2e-write-${++tokens}-${how}-${write.name.replaceAll(/\W+/g, '-')}`.slice(0, 64);

// Two runs per write (a CI budget: each run is a page load or two on a shared machine), between them every way a
// person or the network repeats or loses it: a double tap, a lost reply and its check, a reply that hangs past the
// timeout, and a reload while the outcome is unknown.
for (const write of writes) {
  test.describe(write.name, () => {
    test('a double tap whose reply is lost sends one request, says the outcome is unknown, and its check does it once', async ({
      page,
      request,
    }) => {
      const token = tokenFor(write, 'lost');
      expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
      await loseFirstReply(page, write.endpoint);
      await write.open(page, token);
      // A second request would pass (only the first reply is lost) and show the write done: the notice proves one.
      await write.send(page, (control) => control.dblclick());
      await expect(unknownNotice(page)).toBeVisible();
      await check(page).dblclick();
      await write.done(page);
      expect(await write.effects(request, token)).toBe(1);
    });

    test('a reply that hangs past the timeout ends as unknown; after a reload the page still knows, and its check does it once', async ({
      page,
      request,
    }) => {
      const token = tokenFor(write, 'hang');
      expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
      // The page's clock runs as usual and is jumped past the timeout, so the test never waits 15 s.
      await page.clock.install();
      const release = await loseFirstReply(page, write.endpoint, true);
      await write.open(page, token);
      await write.send(page, (control) => control.click());
      await expect.poll(() => write.effects(request, token)).toBe(1); // it reached the server; no answer yet
      await page.clock.fastForward(WRITE_TIMEOUT_MS + 1_000);
      await expect(unknownNotice(page)).toBeVisible();
      release();
      await page.reload();
      await write.afterReload?.(page);
      if (!write.forgetsOnReload) {
        await expect(unknownNotice(page)).toBeVisible();
        await check(page).click();
      }
      await write.done(page);
      expect(await write.effects(request, token)).toBe(1);
    });
  });
}
