import type { APIRequestContext, Page } from '@playwright/test';
import { expect, injectMockBridge, test } from './fixtures';

const utc8 = (iso: string) => Date.parse(`${iso}+08:00`);
/** New Year's Day 2027 (the mock's next edition): open 31 Dec → 3 Jan, results at noon on the 3rd (UTC+8). */
const START = utc8('2026-12-31T00:00:00');
const RESULTS = utc8('2027-01-03T12:00:00');

/** The mock server's clock for this token's requests (the festival server reads it; its replies say it). */
const serverClock = (request: APIRequestContext, token: string, now: number | null) =>
  request.post('/__mock/clock', { data: { token, now } });
const phase = (page: Page) => page.locator('[data-phase]');

test("a festival page walks before → live → ended with the server's clock, whatever the phone's says", async ({
  page,
  request,
}) => {
  const token = 'e2e-festival-walk';
  // The phone's clock is a year off; the server says a minute before the festival opens (time enough to look at the
  // preview on a slow machine: nothing here waits for a timer).
  await page.clock.install({ time: START - 365 * 86_400_000 });
  await page.clock.resume();
  await serverClock(request, token, START - 60_000);
  await injectMockBridge(page);
  await page.goto(`/h5/new_years_day?access_token=${token}&app-language=en`);

  await expect(phase(page)).toHaveAttribute('data-phase', 'before');
  await expect(page.getByRole('timer', { name: 'Starts in' })).toBeVisible();
  await expect(page.getByText('The board opens when the festival starts.')).toBeVisible();

  // The festival opens on the server; the phone's clock reaches it too (a minute later at once): the countdown ends,
  // the page is live and asks the server again, which answers with the board and my place.
  await serverClock(request, token, START + 2_000);
  await page.clock.fastForward(60_000);
  await expect(phase(page)).toHaveAttribute('data-phase', 'live');
  await expect(page.getByRole('timer', { name: 'Ends in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My standing' })).toContainText('12');

  // The server's clock is past the results: the page (opened again) shows them and my claim.
  await serverClock(request, token, RESULTS + 3_600_000);
  await page.reload();
  await expect(phase(page)).toHaveAttribute('data-phase', 'ended');
  await expect(page.getByText('You finished No. 12')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim my rewards' })).toBeEnabled();
  await serverClock(request, token, null);
});

test('past its keep time a festival shows the activity-ended page in place', async ({ page, request }) => {
  const token = 'e2e-festival-gone';
  // 7 days after New Year's Day 2027 ended (3 Jan) and one second more, on a server where the next edition is not
  // configured yet (it answers with the last one): the page is no longer kept.
  await request.post('/__mock/festivals/player', { data: { token, player: { nextEditionUnset: true } } });
  await serverClock(request, token, utc8('2027-01-10T00:00:01'));
  await injectMockBridge(page);
  await page.goto(`/h5/new_years_day?access_token=${token}&app-language=en`);
  await expect(page.getByText('This event has ended. Thanks for taking part!')).toBeVisible();
  await serverClock(request, token, null);
});

test('an ended 2025 campaign path shows the activity-ended page; the live mini-game board (id 143) opens', async ({
  page,
}) => {
  await injectMockBridge(page);
  for (const path of ['/activity-20250825-main', '/activity-20250825-rule-2', '/activity-20250814-main/m3t30rLuna']) {
    await page.goto(`${path}?access_token=e2e-campaign&app-language=en`);
    await expect(page.getByText('This event has ended. Thanks for taking part!')).toBeVisible();
  }
  await page.goto('/official-20250722-main?access_token=e2e-campaign&app-language=en');
  await expect(phase(page)).toHaveAttribute('data-phase', 'live');
  await expect(page.getByRole('tab', { name: 'Speed race' })).toHaveAttribute('aria-selected', 'true');
});
