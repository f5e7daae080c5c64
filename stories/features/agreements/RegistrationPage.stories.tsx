import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnyHandler, delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { registrationHandlers } from '../../../mocks/handlers/registration';
import {
  createRegistrationSimulator,
  MAX_ATTEMPTS,
  MISMATCHED_ID_NUMBERS,
  type RegistrationInput,
  type RegistrationSetup,
  type RegistrationSimulator,
} from '../../../mocks/server/registration';
import RegistrationPage from '../../../src/features/agreements/pages/RegistrationPage';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  draftOf,
  EMPTY_REGISTRATION,
  REGISTRATION_DRAFT_KEY,
} from '../../../src/features/agreements/registration';
import { REGISTRATION_PATHS, REGISTRATION_STATUS } from '../../../src/features/agreements/registrationContract';
import { i18n } from '../../../src/platform/i18n/i18n';
import { mainlandCheckCharacter } from '../../../src/platform/identity/idNumber';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { firstScreenOnly, mockApi, type MswContext } from '../../storyKit';

const URL = '/h5/register_info_table';
const TOKEN = 'story-token';

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
let storyServer: RegistrationSimulator | null = null;

/**
 * A registration story: the page with its own seeded server, new at every render, nothing left in session storage by
 * the story before (or the draft given); `overrides` win over the server's handlers (a failing or odd reply).
 */
function registrationStory(
  setup: Partial<RegistrationSetup> = {},
  options: { draft?: string; sheet?: boolean } = {},
  ...overrides: AnyHandler[]
) {
  return {
    // A story with the confirm sheet open is shot as the phone shows it: the sheet and its backdrop over one screen.
    parameters: { route: { path: URL, url: URL }, ...(options.sheet ? firstScreenOnly : {}) },
    beforeEach: (context: MswContext) => {
      if (options.draft) sessionStore.set(REGISTRATION_DRAFT_KEY, options.draft);
      else sessionStore.remove(REGISTRATION_DRAFT_KEY);
      hideToast();
      storyServer = createRegistrationSimulator({ setup });
      return mockApi(...overrides, ...registrationHandlers(storyServer))(context);
    },
  };
}

/** Where the write mechanism would keep a submission whose outcome is unknown: never used (personal data). */
const WRITE_KEY = 'write:registration:submit';
const commonText = (key: string) => i18n.t(`common:${key}`);

const meta = {
  title: 'Features/Agreements/RegistrationPage',
  component: RegistrationPage,
  parameters: { screenshot: 'full' },
  loaders: [
    async () => {
      await i18n.loadNamespaces(['registration', 'legal']);
      return {};
    },
  ],
} satisfies Meta<typeof RegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`registration:${key}`, { min: ADDRESS_MIN, max: ADDRESS_MAX, ...options });
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A valid mainland number the mock's registry matches (born 7 March 1990, its own check character). */
const FIRST17 = '44030419900307123';
const ID_NUMBER = FIRST17 + mainlandCheckCharacter(FIRST17);
const FILLED = {
  name: '王小明',
  wechatId: 'wang_xm88',
  phone: '13812345678',
  idNumber: ID_NUMBER,
  address: '廣東省深圳市南山區科技園路1號',
};
type TextField = keyof typeof FILLED;

const field = (canvasElement: HTMLElement, name: TextField) =>
  screen(canvasElement).findByRole('textbox', { name: text(`fields.${name}.label`) });
const declaration = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('checkbox', { name: text('fields.declaration.label') });
const submitButton = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('button', { name: text('submit') });
const sheet = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('dialog', { name: text('confirm.title') });
const confirmButton = async (canvasElement: HTMLElement) =>
  within(await sheet(canvasElement)).findByRole('button', { name: text('confirm.submit') });

/** Fills the form (every text field, single, the declaration), changing what `change` says. */
async function fill(
  canvasElement: HTMLElement,
  change: Partial<typeof FILLED> & { marital?: boolean; declare?: boolean; birthHistory?: 'none' | 'yes' } = {},
) {
  const values = { ...FILLED, ...change };
  for (const name of Object.keys(FILLED) as TextField[]) {
    const input = await field(canvasElement, name);
    await userEvent.clear(input);
    if (values[name]) await userEvent.type(input, values[name]);
  }
  const canvas = screen(canvasElement);
  if (change.marital !== false)
    await userEvent.click(canvas.getByRole('radio', { name: text('fields.maritalStatus.single') }));
  if (change.birthHistory)
    await userEvent.click(canvas.getByRole('radio', { name: text(`fields.birthHistory.${change.birthHistory}`) }));
  if (change.declare !== false) await userEvent.click(await declaration(canvasElement));
}

/** Fills the form right and goes on to the confirm step. */
async function fillAndContinue(canvasElement: HTMLElement, change: Parameters<typeof fill>[1] = {}) {
  await fill(canvasElement, change);
  await userEvent.click(await submitButton(canvasElement));
  return sheet(canvasElement);
}

/** axe on the page, at every impact (the form's own bar: not only serious and critical), when the runner loaded it. */
async function expectNoAxeViolations(canvasElement: HTMLElement) {
  const axe = (
    canvasElement.ownerDocument.defaultView as unknown as {
      axe?: { run: (context: Element, options: object) => Promise<{ violations: { id: string; impact: string }[] }> };
    }
  ).axe;
  if (!axe) return;
  const { violations } = await axe.run(canvasElement, { resultTypes: ['violations'] });
  await expect(violations.map(({ id, impact }) => `${id} (${impact})`)).toEqual([]);
}

/** Types into a text field, leaves it (Tab) and expects the message under it — shown on blur, not while typing. */
const fieldError =
  (name: TextField, typed: string, error: string): Story['play'] =>
  async ({ canvasElement }) => {
    const input = await field(canvasElement, name);
    await userEvent.type(input, typed);
    await expect(screen(canvasElement).queryByText(text(error))).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(text(error));
    await expectNoAxeViolations(canvasElement);
  };

/** Nothing typed: the welcome, step 1 of 3, the placeholders prompt, no error yet, progress 0. */
export const Empty: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    await expect(await field(canvasElement, 'name')).toHaveValue('');
    await expect(canvas.getByPlaceholderText(text('fields.phone.placeholder'))).toBeVisible();
    await expect(canvas.getByPlaceholderText(text('fields.wechatId.placeholder'))).toBeVisible();
    await expect(canvas.getByPlaceholderText(text('fields.address.placeholder'))).toBeVisible();
    await expect(await declaration(canvasElement)).not.toBeChecked();
    const steps = canvas.getByRole('list', { name: text('steps.label') });
    await expect(within(steps).getByText(text('steps.fill'))).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('progressbar', { name: text('progress.label') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(canvas.queryByText(text('draftRestored'))).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};

/**
 * Back after the web view was backgrounded: the draft is restored — never the real name, the phone or the ID number
 * (personal data stays in memory) — and the page says so.
 */
export const DraftRestored: Story = {
  ...registrationStory(
    {},
    {
      draft: draftOf({
        ...EMPTY_REGISTRATION,
        name: '王小明',
        wechatId: 'wang_xm88',
        phone: '138 1234 5678',
        address: '廣東省深圳市南山區',
        maritalStatus: 'married',
      }),
    },
  ),
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'wechatId')).toHaveValue('wang_xm88');
    await expect(await field(canvasElement, 'name')).toHaveValue('');
    await expect(await field(canvasElement, 'phone')).toHaveValue('');
    await expect(await field(canvasElement, 'idNumber')).toHaveValue('');
    const canvas = screen(canvasElement);
    await expect(canvas.getByRole('radio', { name: text('fields.maritalStatus.married') })).toBeChecked();
    await expect(canvas.getByText(text('draftRestored'))).toBeVisible();
    // Typing goes on being kept — never the name, the phone or the ID number.
    await userEvent.type(await field(canvasElement, 'name'), '王小明');
    await userEvent.type(await field(canvasElement, 'phone'), '13812345678');
    await userEvent.type(await field(canvasElement, 'idNumber'), ID_NUMBER);
    await userEvent.type(await field(canvasElement, 'address'), '科技園路1號');
    await waitFor(() => expect(sessionStore.get(REGISTRATION_DRAFT_KEY)).toContain('科技園路1號'));
    await expect(sessionStore.get(REGISTRATION_DRAFT_KEY)).not.toMatch(/王小明|13812345678/);
    await expect(sessionStore.get(REGISTRATION_DRAFT_KEY)).not.toContain(ID_NUMBER);
  },
};

/** Every field right: each section ticked, the progress full, nothing sent yet. */
export const Filled: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const canvas = screen(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: text('progress.label') })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    await expect(canvas.getByText(text('progress.done'))).toBeVisible();
    await expect(storyServer?.ledgerOf(TOKEN).submissions).toBe(0);
    await expectNoAxeViolations(canvasElement);
  },
};

export const NameError: Story = { ...registrationStory(), play: fieldError('name', '王', 'errors.name.format') };
export const WechatIdError: Story = {
  ...registrationStory(),
  play: fieldError('wechatId', '8wang', 'errors.wechatId.format'),
};
export const PhoneError: Story = {
  ...registrationStory(),
  play: fieldError('phone', '12345678', 'errors.phone.format'),
};
export const IdNumberError: Story = {
  ...registrationStory(),
  play: fieldError('idNumber', '110105194912310021', 'errors.idNumber.checksum'),
};
export const AddressError: Story = {
  ...registrationStory(),
  play: fieldError('address', '台北', 'errors.address.tooShort'),
};

/** No marital status chosen: the submit says so under the choice and moves the focus there; nothing is sent. */
export const MaritalStatusError: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { marital: false });
    await userEvent.click(await submitButton(canvasElement));
    const canvas = screen(canvasElement);
    await waitFor(() => expect(canvas.getByText(text('errors.maritalStatus.empty'))).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('radio', { name: text('fields.maritalStatus.single') })).toHaveFocus());
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A birth history given without its separate consent: the consent is asked for, and has the focus. */
export const BirthHistoryConsentError: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { birthHistory: 'yes' });
    await userEvent.click(await submitButton(canvasElement));
    const consent = await screen(canvasElement).findByRole('checkbox', {
      name: text('fields.birthHistoryConsent.label'),
    });
    await expect(consent).toHaveAccessibleDescription(text('errors.birthHistoryConsent.required'));
    await waitFor(() => expect(consent).toHaveFocus());
    await expectNoAxeViolations(canvasElement);
  },
};

/** The information not declared true: the declaration is asked for, and has the focus. */
export const DeclarationError: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { declare: false });
    await userEvent.click(await submitButton(canvasElement));
    const box = await declaration(canvasElement);
    await expect(box).toHaveAccessibleDescription(text('errors.declaration.required'));
    await waitFor(() => expect(box).toHaveFocus());
    await expectNoAxeViolations(canvasElement);
  },
};

/** Submitted empty: every problem under its field, the count by the button, the focus on the first (the name). */
export const SubmitWithErrors: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await submitButton(canvasElement));
    const name = await field(canvasElement, 'name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(text('errors.name.empty'));
    await expect(await field(canvasElement, 'idNumber')).toHaveAccessibleDescription(text('errors.idNumber.empty'));
    await expect(screen(canvasElement).getByText(text('summary', { count: 7 }))).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The confirm step: every value masked, the declaration made; nothing of it is kept on the device, not even its key. */
export const ConfirmOpen: Story = {
  ...registrationStory({}, { sheet: true }),
  play: async ({ canvasElement }) => {
    const dialog = await fillAndContinue(canvasElement);
    await expect(dialog).toHaveTextContent('王*明');
    await expect(dialog).toHaveTextContent('138****5678');
    await expect(dialog).toHaveTextContent(`4*************${ID_NUMBER.slice(-4)}`);
    await expect(dialog).toHaveTextContent(text('confirm.declaration'));
    await expect(dialog).not.toHaveTextContent(ID_NUMBER);
    await expect(sessionStore.get(WRITE_KEY)).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN).submissions).toBe(0);
  },
};

/** Submitting: the confirm button is busy (the server does not answer). */
export const Submitting: Story = {
  ...registrationStory(
    {},
    { sheet: true },
    http.post(`*${REGISTRATION_PATHS.submit}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    const confirm = await confirmButton(canvasElement);
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A double-tapped confirm submits once: the server's masked summary, under review, step 2; nothing left stored. */
export const Submitted: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.dblClick(await confirmButton(canvasElement));
    const card = await screen(canvasElement).findByRole('region', { name: text('status.reviewingTitle') });
    await expect(card).toHaveTextContent('王*明');
    await expect(card).toHaveTextContent('138****5678');
    await expect(card).toHaveTextContent(`4*************${ID_NUMBER.slice(-4)}`);
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ submissions: 1, state: 'reviewing' });
    await expect(sessionStore.get(WRITE_KEY)).toBeNull();
    await expect(sessionStore.get(REGISTRATION_DRAFT_KEY)).toBeNull();
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent(ID_NUMBER);
    const steps = screen(canvasElement).getByRole('list', { name: text('steps.label') });
    await expect(within(steps).getByText(text('steps.review'))).toHaveAttribute('aria-current', 'step');
  },
};

/** Submitted before (seeded): the page opens on the submitted registration, not the empty form. */
export const AlreadySubmittedOnArrival: Story = {
  ...registrationStory({ state: 'reviewing' }),
  play: async ({ canvasElement }) => {
    const card = await screen(canvasElement).findByRole('region', { name: text('status.reviewingTitle') });
    await expect(card).toHaveTextContent('陳*玲');
    await expect(card).toHaveTextContent('F*****4093');
    await expect(screen(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** Approved: a success look, the masked values, step 3 done. */
export const Approved: Story = {
  ...registrationStory({ state: 'approved' }),
  play: async ({ canvasElement }) => {
    const card = await screen(canvasElement).findByRole('region', { name: text('status.approvedTitle') });
    await expect(card).toHaveTextContent('091***5678');
    const steps = screen(canvasElement).getByRole('list', { name: text('steps.label') });
    await expect(within(steps).getByText(text('steps.start'))).toHaveAttribute('data-step-state', 'done');
  },
};

/** The ID number does not match the verified real name: said by the button, the sheet closed, nothing lost. */
export const RefusedIdMismatch: Story = {
  ...registrationStory(),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement, { idNumber: MISMATCHED_ID_NUMBERS[0]! });
    await userEvent.click(await confirmButton(canvasElement));
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(text('refusals.idMismatch'));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await field(canvasElement, 'idNumber')).toHaveValue(MISMATCHED_ID_NUMBERS[0]);
    await expect(await field(canvasElement, 'address')).toHaveValue(FILLED.address);
    await expect(sessionStore.get(WRITE_KEY)).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ submissions: 0, refusals: 1 });
  },
};

/** Too many refused attempts today: said, and everything typed stays. */
export const RefusedTooManyAttempts: Story = {
  ...registrationStory({ refusedToday: MAX_ATTEMPTS }),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(text('refusals.tooManyAttempts'));
    await expect(await field(canvasElement, 'idNumber')).toHaveValue(ID_NUMBER);
    await expect(await field(canvasElement, 'name')).toHaveValue(FILLED.name);
  },
};

/** What a story's handler read from a submission, as the simulator takes it. */
const said = (value: unknown) => (typeof value === 'string' ? value : '');
const bodyInput = (body: Record<string, unknown>): RegistrationInput => ({
  name: said(body.name),
  wechatId: said(body.wechat_id),
  phone: said(body.phone),
  idNumber: said(body.id_number),
  address: said(body.address),
  maritalStatus: said(body.marital_status),
  birthHistory: said(body.birth_history),
  birthHistoryConsent: body.birth_history_consent === true,
  declaration: body.declaration === true,
});

/** Submitted meanwhile from another phone: the server says so, the page shows the registration it has. */
export const RefusedAlreadySubmitted: Story = {
  ...registrationStory(
    {},
    {},
    http.post(`*${REGISTRATION_PATHS.submit}`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      storyServer?.submit(TOKEN, bodyInput(body), 'another-phone');
      return undefined; // on to the server, which now refuses this one as already submitted
    }),
  ),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    await screen(canvasElement).findByText(text('refusals.alreadySubmitted'));
    await screen(canvasElement).findByRole('region', { name: text('status.reviewingTitle') });
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ submissions: 1, refusals: 1 });
  },
};

/** A field the server's checks refuse (its rules moved on): said, nothing lost. */
export const RefusedInvalid: Story = {
  ...registrationStory(
    {},
    {},
    http.post(`*${REGISTRATION_PATHS.submit}`, () =>
      HttpResponse.json({ status: REGISTRATION_STATUS.invalid, msg: '資料格式不正確', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(text('refusals.invalid'));
    await expect(await field(canvasElement, 'wechatId')).toHaveValue(FILLED.wechatId);
  },
};

let loseFirst = true;
const losingFirstReply = registrationStory(
  {},
  {},
  // The server takes the first submission (the simulator records it)… and its reply never arrives.
  http.post(`*${REGISTRATION_PATHS.submit}`, async ({ request }) => {
    if (!loseFirst) return undefined;
    loseFirst = false;
    const body = (await request.clone().json()) as Record<string, unknown>;
    storyServer?.submit(TOKEN, bodyInput(body), said(body.request_id));
    return HttpResponse.error();
  }),
);

/** The first reply is lost: the sheet says the outcome is unknown with its check; the check (same key) submits once. */
export const LostReply: Story = {
  ...losingFirstReply,
  beforeEach: (context) => {
    loseFirst = true;
    return losingFirstReply.beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    const dialog = await sheet(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: commonText('write.check') }));
    await screen(canvasElement).findByRole('region', { name: text('status.reviewingTitle') });
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ submissions: 1, state: 'reviewing' });
  },
};

/** No answer: the sheet says the outcome is unknown and offers only its check; nothing is kept on the device. */
export const NoAnswer: Story = {
  ...registrationStory(
    {},
    { sheet: true },
    http.post(`*${REGISTRATION_PATHS.submit}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    const dialog = await sheet(canvasElement);
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: text('confirm.submit') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
    await expect(sessionStore.get(WRITE_KEY)).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN).submissions).toBe(0);
  },
};

/** Refused with a code the page does not know: the server's words in the sheet, and submit stays usable. */
export const RefusedBusy: Story = {
  ...registrationStory(
    {},
    { sheet: true },
    http.post(`*${REGISTRATION_PATHS.submit}`, () =>
      HttpResponse.json({ status: 99999, msg: '系統繁忙，請稍後再試', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await fillAndContinue(canvasElement);
    await userEvent.click(await confirmButton(canvasElement));
    const dialog = await sheet(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('系統繁忙，請稍後再試');
    await expect(within(dialog).getByRole('button', { name: text('confirm.submit') })).toBeEnabled();
  },
};

/** Reading the state: a skeleton under the welcome. */
export const Loading: Story = {
  ...registrationStory(
    {},
    {},
    http.get(`*${REGISTRATION_PATHS.state}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: text('loading') });
  },
};

/** The state cannot be read: the error with retry. */
export const LoadFailure: Story = {
  ...registrationStory(
    {},
    {},
    http.get(`*${REGISTRATION_PATHS.state}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText('系統繁忙');
    await screen(canvasElement).findByRole('button', { name: i18n.t('common:errors.retry') });
  },
};

/** A reply that carries an unmasked ID number is refused: the error state, never the number. */
export const UnmaskedReplyRefused: Story = {
  ...registrationStory(
    {},
    {},
    http.get(`*${REGISTRATION_PATHS.state}`, () =>
      HttpResponse.json({ status: 0, msg: 'success', data: { state: 'reviewing', id_number: ID_NUMBER } }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: i18n.t('common:errors.retry') });
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent(ID_NUMBER);
  },
};

export const SimplifiedChinese: Story = { ...Empty, globals: { locale: 'zh-Hans' } };
export const English: Story = { ...Empty, globals: { locale: 'en' } };
export const Japanese: Story = { ...Empty, globals: { locale: 'ja' } };
export const Korean: Story = { ...Empty, globals: { locale: 'ko' } };
export const EnglishErrors: Story = { ...SubmitWithErrors, globals: { locale: 'en' } };
export const EnglishSubmitted: Story = { ...AlreadySubmittedOnArrival, globals: { locale: 'en' } };
