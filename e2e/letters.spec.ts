import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectBrowserErrors, injectMockBridge, recordAnalytics, test } from './fixtures';

/** The mock signer's particulars (mocks/server/letters.ts): the whole number must never reach the page. */
const WHOLE_ID = '11010519491231002X';
const MASKED_ID = '1*************002X';
const NAME = '王小明';

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/letters/ledger?token=${token}`)).json()) as {
    signatures: number;
    entries: { kind: string; version: string; requestId: string; termStart?: string }[];
  };

/** Everything the page keeps in local and session storage, as one text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) =>
        Array.from({ length: store.length }, (_, index) => {
          const key = store.key(index) ?? '';
          return `${key}=${store.getItem(key)}`;
        }),
      )
      .join('\n'),
  );

test('the union letter signed with a double tap on confirm: one signature, the signed state, no PII anywhere but the page', async ({
  page,
  request,
}) => {
  const token = 'e2e-letters-double';
  await request.post('/__mock/letters/setup', { data: { token } });
  await injectMockBridge(page);
  const analytics = recordAnalytics(page);
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  const signs: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/agreements/v1/letters/sign'))
      signs.push((sent.postDataJSON() as { request_id: string }).request_id);
  });

  await page.goto(`/h5/anchor_union_agreement?access_token=${token}&app-language=en`);
  const letter = page.getByRole('article');
  await expect(letter).toContainText(MASKED_ID);
  await expect(letter).toContainText('星光傳媒公會');
  const sign = page.getByRole('button', { name: 'Agree and sign' });
  await expect(sign).toBeDisabled();
  await expect(sign).toHaveAccessibleDescription('Tick the agreement above to sign');
  await page.getByText('I have read and agree to the Confirmation of Joining a Guild').click(); // the tick's label
  await expect(page.getByRole('checkbox')).toBeChecked();
  await sign.click();
  const sheet = page.getByRole('dialog', { name: 'Confirm signature' });
  await expect(sheet).toContainText(MASKED_ID);
  await sheet.getByRole('button', { name: 'Confirm and sign' }).dblclick();

  await expect(page.getByRole('region', { name: 'Signed' })).toContainText('version 1.0');
  await expect(page.getByRole('img', { name: /^Electronic signature seal/ })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect.poll(async () => (await ledger(request, token)).signatures).toBe(1);
  expect((await ledger(request, token)).entries[0]).toMatchObject({ kind: 'union', version: '1.0' });
  expect(new Set(signs).size).toBe(1);

  // A later visit: already signed, no tick.
  await page.reload();
  await expect(page.getByRole('region', { name: "You've signed this document" })).toContainText('version 1.0');
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // The number is never whole on the page; the name and number are in no address, storage or analytics payload.
  await expect(page.locator('body')).not.toContainText(WHOLE_ID);
  const stored = await storedText(page);
  for (const secret of [WHOLE_ID, MASKED_ID, NAME]) expect(stored).not.toContain(secret);
  for (const address of addresses) {
    expect(decodeURIComponent(address)).not.toContain(NAME);
    expect(decodeURIComponent(address)).not.toContain(MASKED_ID);
    expect(address).not.toContain(WHOLE_ID);
  }
  await expect.poll(() => analytics.length).toBeGreaterThan(0);
  for (const secret of [WHOLE_ID, MASKED_ID, NAME]) expect(JSON.stringify(analytics)).not.toContain(secret);
});

test('the guild agreement whose first reply is lost: unknown, then checked with the same key, one signature with the chosen term', async ({
  page,
  request,
}) => {
  const token = 'e2e-letters-lost';
  await request.post('/__mock/letters/setup', { data: { token } });
  await injectMockBridge(page);
  const requestIds: string[] = [];
  await page.route('**/api/agreements/v1/letters/sign', async (route) => {
    requestIds.push((route.request().postDataJSON() as { request_id: string }).request_id);
    if (requestIds.length === 1) {
      await route.fetch(); // the server takes the signature…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);

  await page.goto(`/h5/edit_agreement?access_token=${token}&app-language=en`);
  const start = page.getByLabel('Start date');
  const today = await start.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByText('I have read and agree to the').click();
  await page.getByRole('button', { name: 'Agree and sign' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm signature' });
  await sheet.getByRole('button', { name: 'Confirm and sign' }).click();
  // No answer: the sheet says so and offers only the check, never a second signature.
  await expect(sheet.getByRole('status')).toContainText('No answer yet');
  await expect(sheet.getByRole('button', { name: 'Confirm and sign' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Check' }).click();

  await expect(page.getByRole('region', { name: 'Signed' })).toBeVisible();
  expect(requestIds).toHaveLength(2);
  expect(requestIds[1]).toBe(requestIds[0]);
  const { signatures, entries } = await ledger(request, token);
  expect(signatures).toBe(1);
  expect(entries[0]).toMatchObject({ kind: 'guild', termStart: today });
  await expect(start).toHaveAttribute('readonly', '');
  expect(await storedText(page)).not.toContain(requestIds[0]); // the key is gone once the signature is answered
  await expect(page.locator('body')).not.toContainText(WHOLE_ID);
});
