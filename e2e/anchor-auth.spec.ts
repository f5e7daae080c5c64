import type { APIRequestContext } from '@playwright/test';
import { mainlandCheckCharacter } from '../src/platform/identity/idNumber';
import { expect, expectBrowserErrors, injectMockBridge, recordAnalytics, test } from './fixtures';

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/anchor/ledger?token=${token}`)).json()) as {
    verifications: number;
    verification: string;
  };

/** A valid mainland number the mock's registry does not refuse (born 7 March 1990, its own check character). */
const FIRST_17 = '44030419900307123';
const ID_NUMBER = FIRST_17 + mainlandCheckCharacter(FIRST_17);
const NAME = '王小明';

test('real-name verification whose first reply is lost: unknown, then checked with the same key, one verification, the number left nowhere', async ({
  page,
  request,
}) => {
  const token = 'e2e-anchor-auth';
  await request.post('/__mock/anchor/setup', { data: { token, verification: 'none' } });
  await injectMockBridge(page);
  const analytics = recordAnalytics(page);
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  const requestIds: string[] = [];
  await page.route('**/api/anchor/v1/verification/submit', async (route) => {
    requestIds.push((route.request().postDataJSON() as { request_id: string }).request_id);
    if (requestIds.length === 1) {
      await route.fetch(); // the server takes the submission…
      await route.abort('connectionreset'); // …and its reply never arrives
    } else await route.continue();
  });
  expectBrowserErrors(page, /ERR_CONNECTION_RESET|Failed to load resource/);

  await page.goto(`/h5/auth?access_token=${token}&app-language=en`);
  await page.getByRole('textbox', { name: 'Legal name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'ID number' }).fill(ID_NUMBER);
  await page.getByText('I agree that the platform uses my name and ID number').click(); // the tick's label
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Next: check your details' }).click();
  const sheet = page.getByRole('dialog', { name: 'Check your details' });
  await expect(sheet).toContainText(`4*************${ID_NUMBER.slice(-4)}`);
  await sheet.getByRole('button', { name: 'Submit' }).click();
  // No answer: the sheet says so and offers only the check, never a second submission.
  await expect(sheet.getByRole('status')).toContainText('No answer yet');
  await expect(sheet.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Check' }).click();

  // The check sent the same key; the server answered it as the first.
  const review = page.getByRole('region', { name: 'Under review' });
  await expect(review).toContainText('王*明');
  await expect(review).toContainText(`4*************${ID_NUMBER.slice(-4)}`);
  expect(requestIds).toHaveLength(2);
  expect(requestIds[1]).toBe(requestIds[0]);
  expect(await ledger(request, token)).toEqual(expect.objectContaining({ verifications: 1, verification: 'pending' }));

  // Nothing of the number or the name anywhere but the one request body: addresses, storage, analytics, the page.
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) =>
        Array.from({ length: store.length }, (_, index) => {
          const key = store.key(index) ?? '';
          return `${key}=${store.getItem(key)}`;
        }),
      )
      .join('\n'),
  );
  expect(stored).not.toContain(ID_NUMBER);
  expect(stored).not.toContain(NAME);
  expect(stored).not.toContain(requestIds[0]); // the key too is gone once the submission is done
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    expect(address).not.toContain(ID_NUMBER);
    expect(decodeURIComponent(address)).not.toContain(NAME);
  }
  await expect.poll(() => analytics.length).toBeGreaterThan(0); // the page's exposure was sent, and carries neither
  expect(JSON.stringify(analytics)).not.toContain(ID_NUMBER);
  expect(JSON.stringify(analytics)).not.toContain(NAME);
  await expect(page.locator('body')).not.toContainText(ID_NUMBER);
});
