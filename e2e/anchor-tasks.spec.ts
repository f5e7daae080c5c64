import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectBrowserErrors, injectMockBridge, test } from './fixtures';

// The new-anchor task page on the production build: claims are idempotent by request id, and the check-in is the
// wallet's sign-in (one streak).

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/anchor/ledger?token=${token}`)).json()) as { claims: string[]; streak: number };

/** A token whose anchor has signed in seven days: the check-in task is finished and its 100 coins claimable. */
async function sevenDays(request: APIRequestContext, token: string) {
  await request.post('/__mock/withdraw/anchor', { data: { token, streak: 7, signedToday: true } });
  await request.post('/__mock/anchor/setup', { data: { token } });
}

const CLAIM_CHECK_IN = 'Claim, Sign in 7 days in a row: 100 coins';
const checkInTask = (page: Page) =>
  page.getByRole('list', { name: 'New anchor tasks' }).getByRole('listitem').filter({ hasText: 'Task 1' });

/** Every claim the page sends, with its request id. */
function recordClaims(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/anchor/v1/tasks/claim'))
      ids.push((request.postDataJSON() as { request_id: string }).request_id);
  });
  return ids;
}

test('a double-tapped claim claims the reward once', async ({ page, request }) => {
  const token = 'e2e-anchor-claim';
  await sevenDays(request, token);
  await injectMockBridge(page);
  const sent = recordClaims(page);
  await page.goto(`/h5/new_anchor_v4?access_token=${token}&app-language=en`);

  await page.getByRole('button', { name: CLAIM_CHECK_IN }).dblclick();
  await expect(checkInTask(page)).toContainText('Claimed');
  await expect(page.getByText('Claimed: 100 coins')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect((await ledger(request, token)).claims).toEqual(['check_in']);

  // A reload shows what the server has.
  await page.reload();
  await expect(checkInTask(page)).toContainText('Claimed');
  await expect(page.getByRole('button', { name: CLAIM_CHECK_IN })).toHaveCount(0);
});

test('a claim whose reply is lost says the outcome is unknown; tapping it again sends the same request id and claims once', async ({
  page,
  request,
}) => {
  const token = 'e2e-anchor-lost';
  await sevenDays(request, token);
  await injectMockBridge(page);
  const sent = recordClaims(page);
  let claims = 0;
  await page.route(/\/api\/anchor\/v1\/tasks\/claim(\?|$)/, async (route) => {
    claims += 1;
    if (claims === 1) {
      await route.fetch(); // the server claims the reward…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);
  await page.goto(`/h5/new_anchor_v4?access_token=${token}&app-language=en`);

  const claim = page.getByRole('button', { name: CLAIM_CHECK_IN });
  await claim.click();
  await expect(page.getByRole('status').filter({ hasText: 'No answer yet' })).toBeVisible();
  await claim.click(); // the same request id: the server answers with the first claim
  await expect(checkInTask(page)).toContainText('Claimed');
  await expect(page.getByText('No answer yet')).toBeHidden();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect((await ledger(request, token)).claims).toEqual(['check_in']);
});

test('checking in on the task page moves the streak the wallet reads', async ({ page, request }) => {
  const token = 'e2e-anchor-check-in';
  await request.post('/__mock/withdraw/anchor', { data: { token, streak: 3, signedToday: false } });
  await injectMockBridge(page);
  await page.goto(`/h5/new_anchor_v4?access_token=${token}&app-language=en`);
  const before = (await ledger(request, token)).streak;

  await page.getByRole('button', { name: 'Sign in today' }).click();
  await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(page.getByRole('img', { name: 'Signed in 4 days in a row of 7' })).toBeVisible();
  expect((await ledger(request, token)).streak).toBe(before + 1);
  const wallet = (await (await request.get(`/__mock/withdraw/ledger?token=${token}`)).json()) as { streak: number };
  expect(wallet.streak).toBe(4);
});
