import type { Page } from '@playwright/test';
import { bridgeCalls, expect, injectMockBridge, test } from './fixtures';

// The live room PK (issue 35) on the production build: it registers for room events, follows the app's pushes
// without polling, and unregisters when the member leaves it.

const PK_ID = 'pk_20250701_7'; // the mock server's demo PK (mocks/server/roomPk.ts)

const push = (page: Page, message: unknown) =>
  page.evaluate(
    (data) =>
      (
        window as unknown as { __mockBridge: { push(name: string, data: unknown): Promise<unknown> } }
      ).__mockBridge.push('onRacingMessage', data),
    message,
  );

const callNames = async (page: Page) => (await bridgeCalls(page)).map((call) => call.name);

test('the room PK registers for room events, follows a pushed score without polling, and unregisters on leave', async ({
  page,
}) => {
  const token = 'e2e-room-pk';
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/room/v1/pk')) reads.push(request.url());
  });
  await injectMockBridge(page);
  // The member comes from another page of the app, as an in-app link opens the PK (the router's entries carry their
  // index): "back" then leaves the PK for that page instead of closing the web view.
  await page.goto(`/h5/activity_end?access_token=${token}&app-language=en`);
  await page.evaluate((url) => {
    window.history.pushState({ usr: null, key: 'room-pk', idx: 1 }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/h5/room/pk?access_token=${token}&app-language=en`);

  const meter = page.getByRole('meter', { name: 'Share of gifts' });
  await expect(meter).toHaveAttribute('aria-valuenow', '54'); // 12,680 : 10,940
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^Ends in 0[0-3]:\d\d$/);
  await expect.poll(() => callNames(page)).toContain('registerRoomEvent');

  expect(await push(page, { type: 'room_pk_score', pk_id: PK_ID, red_score: 20_000, blue_score: 60_000 })).toEqual({
    status: 0,
    data: null,
    msg: '',
  });
  await expect(meter).toHaveAttribute('aria-valuenow', '25');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Red 25%, blue 75%');
  await expect(page.locator('[data-score="red"]')).toHaveText('20,000');
  await expect(page.locator('[data-score="blue"]')).toHaveText('60,000');
  // Android's pushes are JSON strings; a malformed one is ignored.
  await push(page, JSON.stringify({ type: 'room_pk_score', pk_id: PK_ID, red_score: 21_500, blue_score: 60_000 }));
  await push(page, '{broken');
  await expect(page.locator('[data-score="red"]')).toHaveText('21,500');
  // The score came by push: the page asked the server once, when it opened.
  expect(reads).toHaveLength(1);
  expect(await callNames(page)).not.toContain('unregisterRoomEvent');

  // Leaving the PK unregisters.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/h5\/activity_end/);
  await expect.poll(() => callNames(page)).toContain('unregisterRoomEvent');
});

test('a PK link with a malformed pk_id says so, and asks the server nothing', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/room/v1/pk')) reads.push(request.url());
  });
  await injectMockBridge(page);
  await page.goto('/h5/room/pk?pk_id=%3Cscript%3E&access_token=e2e-room-pk-bad&app-language=en');
  await expect(page.getByText("This PK link isn't valid. Open the PK again from the room.")).toBeVisible();
  expect(reads).toEqual([]);
});
