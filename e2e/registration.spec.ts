import type { APIRequestContext, Page, Request } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { mainlandCheckCharacter } from '../src/platform/identity/idNumber';
import { expect, injectMockBridge, recordAnalytics, test } from './fixtures';

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/registration/ledger?token=${token}`)).json()) as {
    submissions: number;
    refusals: number;
    state: string;
  };

/** A valid mainland number the mock's registry matches (born 7 March 1990, its own check character). */
const FIRST_17 = '44030419900307123';
const ID_NUMBER = FIRST_17 + mainlandCheckCharacter(FIRST_17);
const RIGHT = {
  'Legal name': '王小明',
  'WeChat ID': 'wang_xm88',
  'Mobile number': '13812345678',
  'ID card number': ID_NUMBER,
  'Contact address': '廣東省深圳市南山區科技園路1號',
} as const;
/** Each text field typed wrong, and the message it must show once left. */
const WRONG: Record<keyof typeof RIGHT, [typed: string, message: string]> = {
  'Legal name': ['王', 'Use the name on your ID card, 2–30 letters'],
  'WeChat ID': ['8wang', 'A WeChat ID starts with a letter and has 6–20 letters, digits, - or _'],
  'Mobile number': ['12812345678', 'Enter a valid mainland China or Taiwan mobile number'],
  'ID card number': [
    `${FIRST_17}${mainlandCheckCharacter(FIRST_17) === '0' ? '1' : '0'}`,
    'This ID number has a mistake; check it digit by digit',
  ],
  'Contact address': ['台北', 'Too short: enter at least 5 characters'],
};
/** Where the write mechanism keeps an unknown write: never for the registration (personal data). */
const SUBMIT_KEY = 'write:registration:submit';
const DECLARATION = 'I declare that the information above is true';
const CONSENT = 'I agree that the platform may process whether I have children';

/** Every request the page sends: its address and body. */
function recordRequests(page: Page): { url: string; body: string; request: Request }[] {
  const sent: { url: string; body: string; request: Request }[] = [];
  page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '', request }));
  return sent;
}

const storage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].map((store) =>
      Array.from({ length: store.length }, (_, index) => {
        const key = store.key(index) ?? '';
        return `${key}=${store.getItem(key)}`;
      }).join('\n'),
    ),
  );

const isSubmission = (url: string) => url.includes('/api/agreements/v1/registration/submit');

test('a mistake in each field, each message, fixed; a double tap submits once; no personal data anywhere else', async ({
  page,
  request,
}) => {
  const token = 'e2e-registration';
  await request.post('/__mock/registration/setup', { data: { token, state: 'none' } });
  await injectMockBridge(page);
  const analytics = recordAnalytics(page);
  const sent = recordRequests(page);

  await page.goto(`/h5/register_info_table?access_token=${token}&app-language=en`);
  const textbox = (name: string) => page.getByRole('textbox', { name });

  // A mistake in each text field: its message shows once the field is left.
  for (const [label, [typed, message]] of Object.entries(WRONG)) {
    await textbox(label).fill(typed);
    await textbox(label).press('Tab');
    await expect(textbox(label)).toHaveAccessibleDescription(message);
  }
  // Children answered without the consent, no marital status, no declaration: the submit says each, focus on the first.
  await page.getByRole('radio', { name: 'Have children' }).click();
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(textbox('Legal name')).toBeFocused();
  await expect(page.getByText('Choose your marital status')).toBeVisible();
  await expect(page.getByText('Agree to share this, or clear your answer')).toBeVisible();
  await expect(page.getByText('Please declare that the information is true')).toBeVisible();
  await expect(page.getByText('8 fields need fixing')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // axe at every impact on the form with its errors showing.
  await injectAxe(page);
  expect((await getViolations(page, 'form')).map(({ id, impact }) => `${id} (${impact})`)).toEqual([]);

  // Fixed, one by one: each message goes.
  for (const [label, value] of Object.entries(RIGHT)) {
    await textbox(label).fill(value);
    await expect(textbox(label)).not.toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByRole('radio', { name: 'Single' }).click();
  await page.getByText(CONSENT).click(); // the tick's label, as a finger does
  await page.getByText(DECLARATION).click();
  await expect(page.getByText('All set: you can submit now')).toBeVisible();
  expect((await getViolations(page, 'form')).map(({ id, impact }) => `${id} (${impact})`)).toEqual([]);

  // Nothing of the name, the phone, the ID number or the birth history is kept while typing (the draft keeps the
  // rest, for the visit).
  const [, whileTyping] = await storage(page);
  expect(whileTyping).toContain(RIGHT['Contact address']);
  for (const value of [RIGHT['Legal name'], RIGHT['Mobile number'], ID_NUMBER])
    expect(whileTyping).not.toContain(value);
  expect(whileTyping).not.toMatch(/birth|children/i);

  await page.getByRole('button', { name: 'Submit registration' }).click();
  const sheet = page.getByRole('dialog', { name: 'Check your registration' });
  await expect(sheet).toContainText('王*明');
  await expect(sheet).toContainText('138****5678');
  await expect(sheet).toContainText(`4*************${ID_NUMBER.slice(-4)}`);
  await expect(sheet).not.toContainText(ID_NUMBER);
  await sheet.getByRole('button', { name: 'Submit' }).dblclick();

  const summary = page.getByRole('region', { name: 'Under review' });
  await expect(summary).toContainText('138****5678');
  await expect(summary).toContainText('Answered'); // the birth history: only that it was given
  expect(await ledger(request, token)).toEqual({ submissions: 1, refusals: 0, state: 'reviewing' });
  expect(sent.filter(({ url }) => isSubmission(url))).toHaveLength(1);

  // The one submission carries the values; nothing else does — no other request, address, storage or analytics.
  const pii = [...Object.values(RIGHT), ID_NUMBER.toLowerCase()];
  const others = sent.filter(({ url }) => !isSubmission(url));
  expect(others.length).toBeGreaterThan(0);
  for (const { url, body } of others) {
    const seen = `${decodeURIComponent(url)}\n${body}`;
    for (const value of pii) expect(seen).not.toContain(value);
    expect(seen).not.toMatch(/birth_history|"yes"/);
  }
  for (const { url } of sent) {
    const address = decodeURIComponent(url);
    for (const value of pii) expect(address).not.toContain(value);
  }
  for (const value of pii) expect(decodeURIComponent(page.url())).not.toContain(value);
  const [local, session] = await storage(page);
  for (const value of pii) {
    expect(local).not.toContain(value);
    expect(session).not.toContain(value); // the draft is gone after the submission
  }
  expect(session).not.toContain(SUBMIT_KEY); // and so is the key
  await expect.poll(() => analytics.length).toBeGreaterThan(0); // the page's exposure was sent, and carries none of it
  const events = JSON.stringify(analytics);
  for (const value of pii) expect(events).not.toContain(value);
  expect(events).not.toMatch(/birth/i);
  await expect(page.locator('body')).not.toContainText(ID_NUMBER);

  // Coming back shows the submitted registration, not an empty form.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Under review' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('a reload during the confirm step keeps nothing of it, not even its key: the draft comes back without the personal data, one submission', async ({
  page,
  request,
}) => {
  const token = 'e2e-registration-reload';
  await request.post('/__mock/registration/setup', { data: { token, state: 'none' } });
  await injectMockBridge(page);
  const requestIds: string[] = [];
  page.on('request', (sent) => {
    if (isSubmission(sent.url())) requestIds.push((sent.postDataJSON() as { request_id: string }).request_id);
  });

  await page.goto(`/h5/register_info_table?access_token=${token}&app-language=en`);
  const textbox = (name: string) => page.getByRole('textbox', { name });
  for (const [label, value] of Object.entries(RIGHT)) await textbox(label).fill(value);
  await page.getByRole('radio', { name: 'Married' }).click();
  await page.getByText(DECLARATION).click();
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your registration' })).toBeVisible();
  expect(await page.evaluate((name) => sessionStorage.getItem(name), SUBMIT_KEY)).toBeNull();

  await page.reload();
  await expect(page.getByText('We restored what you typed last time')).toBeVisible();
  await expect(textbox('Contact address')).toHaveValue(RIGHT['Contact address']);
  await expect(page.getByRole('radio', { name: 'Married' })).toBeChecked();
  // Personal data is never kept on the phone: typed again.
  for (const label of ['Legal name', 'Mobile number', 'ID card number']) await expect(textbox(label)).toHaveValue('');
  expect(await page.evaluate((name) => sessionStorage.getItem(name), SUBMIT_KEY)).toBeNull();

  await textbox('Legal name').fill(RIGHT['Legal name']);
  await textbox('Mobile number').fill(RIGHT['Mobile number']);
  await textbox('ID card number').fill(ID_NUMBER);
  await page.getByRole('button', { name: 'Submit registration' }).click();
  const sheet = page.getByRole('dialog', { name: 'Check your registration' });
  await sheet.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Under review' })).toBeVisible();
  expect(requestIds).toHaveLength(1);
  expect(await ledger(request, token)).toMatchObject({ submissions: 1, state: 'reviewing' });
});
