import { bridgeCalls, expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

// The virtual girlfriend card (issue 33) on the production build, under the web view's Content-Security-Policy: her
// drawn photos and her voice come from the mock server's files, the voice really plays, and "her home" is a native jump.

const FULL = '30010001';
const BROKEN_VOICE = '30010004';
const open = (anchorId: string) =>
  `/h5/broadcaster/virtualgfprofile?anchor_id=${anchorId}&access_token=e2e-virtualgf&app-language=en`;

test('her card: name and tags, the next photo, her voice plays, and "go to her home" opens her user home', async ({
  page,
}) => {
  await injectMockBridge(page);
  await page.goto(open(FULL));

  await expect(page.getByRole('heading', { name: /小雨 Mia/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personality' }).getByText('溫柔')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interests' }).getByText('手沖咖啡')).toBeVisible();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();

  // The photos: the first is shown, "next" moves to the second.
  const photos = page.getByRole('region', { name: 'Her photos' });
  await expect(photos.getByRole('img', { name: '小雨 Mia' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByText('2/4')).toBeVisible();
  await expect(photos).toHaveAttribute('data-photo-index', '1');

  // The voice: a real tap plays the real file (2 s): the toggle turns to pause and the element's clock runs.
  const audio = page.locator('audio');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 || element.ended))
    .toBe(true);
  // It ends by itself (2 s): the toggle offers "play" again.
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 10_000 });
  expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();

  await page.getByRole('button', { name: 'Go to her home' }).click();
  await expect
    .poll(async () => bridgeCalls(page))
    .toContainEqual({ name: 'jumpNative', data: { target_name: 'user_home', params: { user_id: FULL } } });
});

test('her voice is playing: the toggle says "pause" while the element plays', async ({ page }) => {
  await injectMockBridge(page);
  await page.goto(open(FULL));
  await page.getByRole('button', { name: 'Play' }).click();
  // Caught while it plays (the file is 2 s long), then paused by the member: the element stops where it was.
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await page.locator('audio').evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
});

test('a voice whose file is gone says so; the card stays usable', async ({ page }) => {
  expectBrowserErrors(page, /status of 404/);
  await injectMockBridge(page);
  await page.goto(open(BROKEN_VOICE));
  await expect(page.getByText("Her voice can't be played right now.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
  await page.getByRole('button', { name: 'Go to her home' }).click();
  await expect
    .poll(async () => bridgeCalls(page))
    .toContainEqual({ name: 'jumpNative', data: { target_name: 'user_home', params: { user_id: BROKEN_VOICE } } });
});

test('an address without an anchor id is "not found", without asking the server', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/virtualgf/profile')) asked.push(request.url());
  });
  await injectMockBridge(page);
  await page.goto('/h5/broadcaster/virtualgfprofile?access_token=e2e-virtualgf&app-language=en');
  await expect(page.getByText('This companion cannot be found.')).toBeVisible();
  expect(asked).toEqual([]);
});
