import type { Route } from '@playwright/test';
import { expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

// The global anonymous letters (issue 33) on the production build against the shared simulated server.

const ledger = async (request: import('@playwright/test').APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/anon-letters/ledger?token=${token}`)).json()) as {
    letters: number;
    replies: number;
  };

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
    : [];

test('a letter whose first reply is lost is one letter on the server, and its draft survives the reload', async ({
  page,
  request,
}) => {
  const token = 'e2e-letters-writer';
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  let first = true;
  await page.route('**/api/social/v1/letters/send', async (route: Route) => {
    if (!first) return route.continue();
    first = false;
    await route.fetch(); // the server sends the letter…
    await route.abort('connectionreset'); // …and its answer never arrives
  });
  await injectMockBridge(page);
  await page.goto(`/h5/letters/write?access_token=${token}&app-language=en`);
  const field = page.getByRole('textbox', { name: 'Your letter to a stranger' });
  await field.fill('To whoever finds this: the stars were bright tonight ✨🇹🇼');
  await page.reload();
  await expect(field).toHaveValue('To whoever finds this: the stars were bright tonight ✨🇹🇼');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this letter?' });
  await dialog.getByRole('button', { name: 'Send' }).dblclick();
  await expect(dialog.getByRole('status').filter({ hasText: 'No answer yet' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Your letter is on its way')).toBeVisible();
  await expect(page.getByText('In review')).toBeVisible();
  expect((await ledger(request, token)).letters).toBe(1);

  // In the mailbox once, under review.
  await page.getByRole('button', { name: 'Open my mailbox' }).click();
  const sent = page.getByRole('list', { name: 'Sent' });
  await expect(sent.getByRole('listitem').filter({ hasText: 'To whoever finds this' })).toHaveCount(1);
});

test('fish a letter and reply: nothing on the wire or on screen says who wrote it', async ({ page, request }) => {
  const token = 'e2e-letters-reader';
  const replies: unknown[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/social/v1/letters/')) replies.push(await response.json().catch(() => null));
  });
  await injectMockBridge(page);
  await page.goto(`/h5/letters?access_token=${token}&app-language=en`);
  await page.getByRole('button', { name: 'Fish a letter' }).click();
  const fished = page.getByRole('region', { name: 'The letter you fished' });
  await expect(fished.getByText('A letter from a stranger')).toBeVisible();
  await fished.getByRole('button', { name: 'Reply' }).click();

  await expect(page).toHaveURL(/\/h5\/letters\/letter\?id=/);
  await page.getByRole('textbox', { name: 'Reply' }).fill('Thank you for your letter — it made my day 🌙');
  await page.getByRole('button', { name: 'Send reply' }).click();
  const conversation = page.getByRole('list', { name: 'Replies' });
  await expect(conversation.getByRole('listitem')).toHaveCount(1);
  await expect(conversation.getByRole('listitem')).toContainText('Me');
  expect((await ledger(request, token)).replies).toBe(1);

  const keys = new Set(replies.flatMap(keysOf));
  for (const personal of ['user_id', 'uid', 'public_id', 'avatar', 'nickname', 'writer', 'reader'])
    expect(keys.has(personal), personal).toBe(false);
  // No picture of a person, and no name: the letter's heading is "a stranger".
  await expect(page.locator('img')).toHaveCount(0);
});
