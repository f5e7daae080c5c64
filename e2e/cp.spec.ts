import type { APIRequestContext } from '@playwright/test';
import { bridgeCalls, expect, injectMockBridge, test } from './fixtures';

// Forming a CP and announcing it (issue 33) on the production build; the partner's side is the simulator's to play.

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/cp/ledger?token=${token}`)).json()) as {
    charges: number;
    paired: boolean;
    announced: boolean;
  };
const partner = (request: APIRequestContext, token: string, act: Record<string, unknown>) =>
  request.post('/__mock/cp/partner', { data: { token, ...act } });

test('form a CP through both conditions, then announce it with both confirmations', async ({ page, request }) => {
  const token = 'e2e-cp-forming';
  await injectMockBridge(page);
  await page.goto(`/h5/cp/show?access_token=${token}&app-language=en`);

  // The gift: mine through its confirm (double tapped: one charge); theirs was given.
  const gifts = page.getByRole('region', { name: 'Confession gifts' });
  await gifts.getByRole('button', { name: 'Give the confession gift (999 coins)' }).click();
  await page
    .getByRole('dialog', { name: 'Give the confession gift?' })
    .getByRole('button', { name: 'Give' })
    .dblclick();
  await expect(gifts.getByText('Done')).toBeVisible();
  const talk = page.getByRole('region', { name: 'Chat with each other' });
  await expect(talk.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  expect(await ledger(request, token)).toMatchObject({ charges: 1, paired: false });

  // Two more rounds of talk in the app's chat (the simulator plays them): the server forms the pair.
  await partner(request, token, { rounds: 2 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Announce our CP' })).toBeVisible();
  expect((await ledger(request, token)).paired).toBe(true);

  // Announce: the anchor's consequence is said before confirming; mine first, then my partner's.
  await page.getByRole('button', { name: 'Announce our CP' }).click();
  await expect(page).toHaveURL(/\/h5\/cp\/announce\?cp_id=/);
  await expect(page.getByRole('note')).toContainText('no longer gets new-user traffic recommendation');
  await page.getByRole('button', { name: 'Confirm the announcement' }).click();
  await page.getByRole('dialog', { name: 'Announce your CP?' }).getByRole('button', { name: 'Announce' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for' })).toBeVisible();
  expect((await ledger(request, token)).announced).toBe(false);
  await partner(request, token, { confirm: true });
  // Opened again as the app opens it (its launch parameters are read once, not kept in the address).
  await page.goto(`/h5/cp/announce?cp_id=cp-${token}&access_token=${token}&app-language=en`);
  await expect(page.getByText('Announced 💞')).toBeVisible();
  expect((await ledger(request, token)).announced).toBe(true);

  // The official CP hall lists the pair, pinned on top as ours; its card opens the couple's page.
  await page.goto(`/h5/cp/hall?access_token=${token}&app-language=en`);
  const ours = page.getByRole('region', { name: 'Our CP' }).getByRole('link');
  await expect(ours).toContainText('阿哲 and 晚風');
  await ours.click();
  await expect(page).toHaveURL(new RegExp(`/h5/cp/show\\?cp_id=cp-${token}$`));
  await expect(page.getByText(/^Announced \d/)).toBeVisible();

  // Anyone else finds it in the hall among the announced couples, and opens the same page.
  await page.goto(`/h5/cp/hall?access_token=e2e-cp-hall-visitor&app-language=en`);
  const card = page
    .getByRole('region', { name: 'Announced couples' })
    .locator(`a[href="/h5/cp/show?cp_id=cp-${token}"]`);
  await expect(card).toContainText('阿哲 and 晚風');
  await expect(page.getByRole('region', { name: 'Our CP' })).toHaveCount(0);
  await card.click();
  await expect(page.getByText(/^Announced \d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Announce our CP' })).toHaveCount(0);
});

test('the matchmaker board: each value with its sum, a tap opens the home, and my standing', async ({ page }) => {
  await injectMockBridge(page);
  await page.goto('/h5/cp/matchmakers?access_token=e2e-cp-matchmaker&app-language=en');
  const rows = page.getByRole('list', { name: 'Matchmaker ranking' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  // Every value shown is the server's, and its sum says how it was earned: N new × 10,000 + M announced × 100,000.
  for (const index of [0, 1, 2, 29]) {
    const text = (await rows.nth(index).innerText()).replaceAll('\u2060', '');
    const [, newPairs, announced] = /(\d+) new × 10,000 \+ (\d+) announced × 100,000/.exec(text) ?? [];
    expect(newPairs, text).toBeDefined();
    const value = Number(newPairs) * 10_000 + Number(announced) * 100_000;
    expect(text).toContain(value.toLocaleString('en'));
  }
  await expect(page.getByRole('complementary', { name: 'My standing' })).toContainText('Not ranked');
  await expect(page.getByRole('complementary', { name: 'My standing' })).toContainText(
    '3 new × 10,000 + 0 announced × 100,000',
  );

  await rows.first().getByRole('button').click();
  await expect
    .poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'jumpNative').map((call) => call.data))
    .toContainEqual({ target_name: 'user_home', params: { user_id: expect.stringMatching(/^\d+$/) } });
});
