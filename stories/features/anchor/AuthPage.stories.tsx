import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REFUSED_ID_NUMBERS, REVIEW_MS } from '../../../mocks/server/anchor';
import { ANCHOR_PATHS, ANCHOR_STATUS } from '../../../src/features/anchor/contract';
import AuthPage from '../../../src/features/anchor/pages/AuthPage';
import { appNow, setAppClock } from '../../../src/platform/clock/clock';
import { isTaiwanChecksumValid, mainlandCheckCharacter } from '../../../src/platform/identity/idNumber';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { anchorStory, anchorText, storyServer } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/AuthPage',
  component: AuthPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/auth';
const TOKEN = 'story-token';
const text = (key: string, options?: Record<string, unknown>) => anchorText('anchorAuth', key, options);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A valid mainland number: 17 digits (area 440304, born on `birth`) and the GB 11643 check character. */
const mainland = (birth: string, sequence = '123') => {
  const first17 = `440304${birth}${sequence}`;
  return first17 + mainlandCheckCharacter(first17);
};
const VALID_ID = mainland('19900307'); // 440304199003071234 → its own check character
/** A valid Taiwan ID that the mock's registry does not refuse. */
const TAIWAN_ID = '0123456789'
  .split('')
  .map((check) => `F13110409${check}`)
  .find(isTaiwanChecksumValid)!;

const nameField = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('textbox', { name: text('form.name') });
const idField = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('textbox', { name: text('form.idNumber') });
const consentBox = (canvasElement: HTMLElement) => page(canvasElement).findByRole('checkbox');
const nextButton = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('button', { name: text('form.submit') });
const sheet = (canvasElement: HTMLElement) => page(canvasElement).findByRole('dialog', { name: text('confirm.title') });

/** Types into a field, then leaves it by tapping outside (on the form's heading): the field's problem shows on blur. */
async function typeAndLeave(field: HTMLElement, value: string) {
  await userEvent.click(field);
  if (value) await userEvent.type(field, value);
  await userEvent.click(within(field.ownerDocument.body).getByRole('heading', { name: text('form.title') }));
  await expect(field).not.toHaveFocus();
}

/** Fills the form (consent ticked unless told otherwise) and goes on to the confirm sheet. */
async function fillAndContinue(
  canvasElement: HTMLElement,
  { name = '王小明', idNumber = VALID_ID, consent = true } = {},
) {
  await userEvent.type(await nameField(canvasElement), name);
  await userEvent.type(await idField(canvasElement), idNumber);
  if (consent) await userEvent.click(await consentBox(canvasElement));
  await userEvent.click(await nextButton(canvasElement));
}

/** Fills, confirms, and waits for the review card. */
async function submitAndWaitForReview(canvasElement: HTMLElement, input?: Parameters<typeof fillAndContinue>[1]) {
  await fillAndContinue(canvasElement, input);
  await userEvent.click(
    await within(await sheet(canvasElement)).findByRole('button', { name: text('confirm.submit') }),
  );
  return page(canvasElement).findByRole('region', { name: text('status.pendingTitle') });
}

const expectFieldError = async (field: HTMLElement, message: string) => {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(message);
};

/** Nothing yet: the empty form, step 1 of 3, the consent unticked. */
export const Idle: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await expect(await nameField(canvasElement)).toHaveValue('');
    await expect(await idField(canvasElement)).toHaveValue('');
    await expect(await consentBox(canvasElement)).not.toBeChecked();
    const steps = page(canvasElement).getByRole('list', { name: text('steps.label') });
    await expect(within(steps).getByText(text('steps.fill'))).toHaveAttribute('aria-current', 'step');
  },
};

/** Left empty: "enter your ID number". */
export const InvalidIdEmpty: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const field = await idField(canvasElement);
    await typeAndLeave(field, '');
    await expectFieldError(field, text('errors.id.empty'));
  },
};

/** Too short for either kind of card: the format message says what each looks like. */
export const InvalidIdFormat: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const field = await idField(canvasElement);
    await typeAndLeave(field, '4403041990');
    await expectFieldError(field, text('errors.id.format'));
  },
};

/** One digit wrong (the standard's own example with a wrong last character): the checksum catches it. */
export const InvalidIdChecksum: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const field = await idField(canvasElement);
    await typeAndLeave(field, '110105194912310021');
    await expectFieldError(field, text('errors.id.checksum'));
  },
};

/** A check character that fits, but a birth date (30 February 1990) that is no day. */
export const InvalidIdBirthDate: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const field = await idField(canvasElement);
    await typeAndLeave(field, mainland('19900230'));
    await expectFieldError(field, text('errors.id.birthDate'));
  },
};

/** One character is no name; after a fix the message goes as you type. */
export const InvalidName: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const field = await nameField(canvasElement);
    await typeAndLeave(field, '王');
    await expectFieldError(field, text('errors.name.format'));
  },
};

/** Submitted empty: every problem under its field, and focus on the first (the name). */
export const SubmittedEmpty: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.click(await nextButton(canvasElement));
    const name = await nameField(canvasElement);
    await expectFieldError(name, text('errors.name.empty'));
    await expectFieldError(await idField(canvasElement), text('errors.id.empty'));
    await page(canvasElement).findByText(text('errors.consent'));
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** Valid name and number, consent not ticked: submitting says why and moves focus to the box; nothing is sent. */
export const ConsentUnchecked: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement, { consent: false });
    const box = await consentBox(canvasElement);
    await expect(box).toHaveAccessibleDescription(text('errors.consent'));
    await waitFor(() => expect(box).toHaveFocus());
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN).verifications).toBe(0);
  },
};

/** The confirm sheet: the values masked as the server will show them, the kind of card; its key is made now. */
export const ConfirmDetails: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    const dialog = await sheet(canvasElement);
    await expect(dialog).toHaveTextContent('王*明');
    await expect(dialog).toHaveTextContent(`4*************${VALID_ID.slice(-4)}`);
    await expect(dialog).toHaveTextContent(text('confirm.kinds.mainland'));
    await expect(dialog).not.toHaveTextContent(VALID_ID);
    // Nothing of it is kept on the device: not the name, the number, nor the request's key.
    await expect(sessionStore.get('write:anchor:verify')).toBeNull();
  },
};

/** Submitting: the confirm button is busy (the server does not answer). */
export const Submitting: Story = {
  ...anchorStory(
    URL,
    {},
    http.post(`*${ANCHOR_PATHS.verify}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    const confirm = await within(await sheet(canvasElement)).findByRole('button', { name: text('confirm.submit') });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A double-tapped confirm submits once; the page shows the review with the server's masked values, step 2. */
export const Pending: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.dblClick(
      await within(await sheet(canvasElement)).findByRole('button', { name: text('confirm.submit') }),
    );
    const card = await page(canvasElement).findByRole('region', { name: text('status.pendingTitle') });
    await expect(card).toHaveTextContent('王*明');
    await expect(card).toHaveTextContent(`4*************${VALID_ID.slice(-4)}`);
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ verifications: 1, verification: 'pending' });
    await expect(sessionStore.get('write:anchor:verify')).toBeNull();
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent(VALID_ID);
    const steps = page(canvasElement).getByRole('list', { name: text('steps.label') });
    await expect(within(steps).getByText(text('steps.review'))).toHaveAttribute('aria-current', 'step');
  },
};

/** Under review when the page opens (seeded): the masked values and when they were sent. */
export const PendingSeeded: Story = {
  ...anchorStory(URL, { anchor: { verification: 'pending' } }),
  play: async ({ canvasElement }) => {
    const card = await page(canvasElement).findByRole('region', { name: text('status.pendingTitle') });
    await expect(card).toHaveTextContent('王*明');
    await expect(card).toHaveTextContent('1*************002X');
    await expect(page(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** Under review, and the review ends: "refresh status" shows the result (verified). */
export const PendingThenPassed: Story = {
  ...anchorStory(URL, { anchor: { verification: 'pending' } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('region', { name: text('status.pendingTitle') });
    setAppClock(appNow() + REVIEW_MS + 1_000);
    await userEvent.click(await page(canvasElement).findByRole('button', { name: text('status.refresh') }));
    await page(canvasElement).findByRole('region', { name: text('status.passedTitle') });
  },
};

/** Verified: a success look, the masked values, "done", step 3 done. */
export const Passed: Story = {
  ...anchorStory(URL, { anchor: { verification: 'passed' } }),
  play: async ({ canvasElement }) => {
    const card = await page(canvasElement).findByRole('region', { name: text('status.passedTitle') });
    await expect(card).toHaveTextContent('1*************002X');
    await expect(within(card).getByRole('button', { name: text('status.done') })).toBeEnabled();
    const steps = page(canvasElement).getByRole('list', { name: text('steps.label') });
    await expect(within(steps).getByText(text('steps.done'))).toHaveAttribute('data-step-state', 'done');
  },
};

/** Refused after review (seeded): the server's reason, and the form again. */
export const Failed: Story = {
  ...anchorStory(URL, { anchor: { verification: 'failed' } }),
  play: async ({ canvasElement }) => {
    const notice = await page(canvasElement).findByRole('region', { name: text('status.failedTitle') });
    await expect(notice).toHaveTextContent(text('status.failedReason', { reason: '身分證號碼與姓名不符' }));
    await expect(await idField(canvasElement)).toHaveValue('');
  },
};

/** Submitted with a number the registry refuses: pending, then after the review "refresh" shows failed and the form. */
export const FailedAfterReview: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await submitAndWaitForReview(canvasElement, { name: '王小明', idNumber: REFUSED_ID_NUMBERS[0]! });
    setAppClock(appNow() + REVIEW_MS + 1_000);
    await userEvent.click(await page(canvasElement).findByRole('button', { name: text('status.refresh') }));
    await page(canvasElement).findByRole('region', { name: text('status.failedTitle') });
    await expect(await idField(canvasElement)).toHaveValue('');
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ verifications: 1, verification: 'failed' });
  },
};

/** The server refuses the name or number outright: said above the form, the sheet closed, the values kept. */
export const ServerRefusal: Story = {
  ...anchorStory(
    URL,
    {},
    http.post(`*${ANCHOR_PATHS.verify}`, () =>
      HttpResponse.json({ status: ANCHOR_STATUS.badIdentity, msg: '姓名或身分證號碼不正確', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.click(
      await within(await sheet(canvasElement)).findByRole('button', { name: text('confirm.submit') }),
    );
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(text('errors.badIdentity'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await idField(canvasElement)).toHaveValue(VALID_ID);
    await expect(sessionStore.get('write:anchor:verify')).toBeNull();
  },
};

let loseFirst = true;
const losingFirstReply = anchorStory(
  URL,
  {},
  // The server takes the first submission (the simulator records it)… and its reply never arrives.
  http.post(`*${ANCHOR_PATHS.verify}`, async ({ request }) => {
    if (!loseFirst) return undefined;
    loseFirst = false;
    const body = (await request.clone().json()) as Record<string, unknown>;
    storyServer?.verify(
      TOKEN,
      { name: String(body.name), idNumber: String(body.id_number), consent: body.consent === true },
      String(body.request_id),
    );
    return HttpResponse.error();
  }),
);

const submitInSheet = async (canvasElement: HTMLElement) => {
  await fillAndContinue(canvasElement);
  const dialog = await sheet(canvasElement);
  await userEvent.click(await within(dialog).findByRole('button', { name: text('confirm.submit') }));
  return dialog;
};

/** The first reply is lost: the sheet says the outcome is unknown and offers only its check — no second submission. */
export const LostReplyUnknown: Story = {
  ...losingFirstReply,
  beforeEach: (context) => {
    loseFirst = true;
    return losingFirstReply.beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    const dialog = await submitInSheet(canvasElement);
    await waitFor(() => expect(within(dialog).getByText(anchorText('common', 'write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: text('confirm.submit') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: anchorText('common', 'write.check') })).toBeEnabled();
    await expect(sessionStore.get('write:anchor:verify')).toBeNull(); // personal data: nothing kept, not even the key
  },
};

/** Its check sends the same key: the server answers the submission it took — under review, one submission. */
export const LostReplyChecked: Story = {
  ...LostReplyUnknown,
  play: async (context) => {
    const { canvasElement } = context;
    const dialog = await submitInSheet(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: anchorText('common', 'write.check') }));
    await page(canvasElement).findByRole('region', { name: text('status.pendingTitle') });
    await expect(storyServer?.ledgerOf(TOKEN).verifications).toBe(1);
  },
};

/** No answer, the sheet closed: the page says it above the form until it is checked. */
export const NoAnswerClosed: Story = {
  ...anchorStory(
    URL,
    {},
    http.post(`*${ANCHOR_PATHS.verify}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await submitInSheet(canvasElement);
    await within(dialog).findByText(anchorText('common', 'write.unknownTitle'));
    // The × closes it (the submit button that had the focus gave way to the notice: Escape has no dialog to reach).
    await userEvent.click(within(dialog).getByRole('button', { name: anchorText('ui', 'overlay.close') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(page(canvasElement).getByText(anchorText('common', 'write.unknownTitle'))).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: anchorText('common', 'write.check') })).toBeEnabled();
    await expect(storyServer?.ledgerOf(TOKEN).verifications).toBe(0);
  },
};

/** Refused with a code the page does not know: the server's words in the sheet, and submit stays usable. */
export const RefusedBusy: Story = {
  ...anchorStory(
    URL,
    {},
    http.post(`*${ANCHOR_PATHS.verify}`, () =>
      HttpResponse.json({ status: 99999, msg: '系統繁忙，請稍後再試', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await submitInSheet(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('系統繁忙，請稍後再試');
    await expect(within(dialog).getByRole('button', { name: text('confirm.submit') })).toBeEnabled();
  },
};

/** A Taiwan national ID (letter, sex digit, eight digits, checksum): accepted, named in the sheet, sent. */
export const TaiwanIdAccepted: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement, { name: '陳美玲', idNumber: TAIWAN_ID.toLowerCase() });
    const dialog = await sheet(canvasElement);
    await expect(dialog).toHaveTextContent(text('confirm.kinds.taiwan'));
    await expect(dialog).toHaveTextContent(`F*****${TAIWAN_ID.slice(-4)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: text('confirm.submit') }));
    await page(canvasElement).findByRole('region', { name: text('status.pendingTitle') });
    await expect(storyServer?.ledgerOf(TOKEN).verifications).toBe(1);
  },
};

/** The state cannot be read: the error with retry. */
export const LoadFailure: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.verification}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('系統繁忙');
    await page(canvasElement).findByRole('button', { name: anchorText('common', 'errors.retry') });
  },
};

/** Reading the state: a skeleton under the hero. */
export const Loading: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.verification}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: text('loading') });
  },
};

export const English: Story = { ...Idle, globals: { locale: 'en' } };

/** English, with the field errors of a submit with a wrong checksum and no consent. */
export const EnglishErrors: Story = {
  ...anchorStory(URL),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement, { idNumber: '110105194912310021', consent: false });
    await expectFieldError(await idField(canvasElement), text('errors.id.checksum'));
    await page(canvasElement).findByText(text('errors.consent'));
  },
};

export const EnglishPending: Story = { ...PendingSeeded, globals: { locale: 'en' } };
