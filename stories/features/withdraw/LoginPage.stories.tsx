import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_CODE } from '../../../mocks/server/withdraw';
import LoginPage from '../../../src/features/wallet/withdraw/LoginPage';
import { WITHDRAW_PATHS } from '../../../src/features/wallet/withdrawContract';
import {
  BUSY,
  commonText,
  noAnswerFirst,
  refusedBusy,
  storedText,
  storyServer,
  withdrawStory,
  wText,
} from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/LoginPage',
  component: LoginPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/login?next=%2Fh5%2Fwithdraw%2Fweb';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const SMALL_PHONE = { viewport: { value: 'phone320', isRotated: false } };

/** A number typed and a code asked for: the button counts down, the code field waits (no error yet). */
const askForCode = async (canvasElement: HTMLElement, phone = '0912345678') => {
  await userEvent.type(await page(canvasElement).findByRole('textbox', { name: wText('login.phone') }), phone);
  await userEvent.click(page(canvasElement).getByRole('button', { name: wText('login.send') }));
  const resend = await page(canvasElement).findByRole('button', { name: wText('login.resendIn', { seconds: 60 }) });
  await expect(resend).toBeDisabled();
  const codeField = page(canvasElement).getByRole('textbox', { name: wText('login.code') });
  await expect(codeField).not.toHaveAttribute('aria-invalid');
  await expect(codeField).not.toHaveAccessibleDescription();
  return { resend, codeField };
};
const fill = async (canvasElement: HTMLElement, phone: string, code: string) => {
  await askForCode(canvasElement, phone);
  await userEvent.type(page(canvasElement).getByRole('textbox', { name: wText('login.code') }), code);
  await userEvent.click(page(canvasElement).getByRole('button', { name: wText('login.submit') }));
};
/** Nothing is wider than the phone: the code row's field gives way, the button's label wraps inside its column. */
const fitsTheScreen = async (canvasElement: HTMLElement, resend: HTMLElement) => {
  const doc = canvasElement.ownerDocument;
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  const form = resend.closest('form')!.getBoundingClientRect();
  const button = resend.getBoundingClientRect();
  await expect(button.right).toBeLessThanOrEqual(form.right);
  await expect(resend.scrollWidth).toBeLessThanOrEqual(resend.clientWidth);
};
/** Signed in: the card says so with the masked number, and the button names the page it goes on to. */
const showsSignedIn = async (canvasElement: HTMLElement) => {
  const heading = await page(canvasElement).findByRole('heading', { name: wText('login.done.title') });
  await waitFor(() => expect(heading).toHaveFocus());
  const card = page(canvasElement).getByRole('region', { name: wText('login.done.title') });
  await expect(card).toHaveTextContent(wText('login.done.account', { phone: '091****5678' }));
  await expect(card).toHaveTextContent(wText('login.done.then'));
  await expect(page(canvasElement).getByRole('button', { name: wText('login.done.continue.withdraw') })).toBeVisible();
  await expect(page(canvasElement).queryByRole('textbox', { name: wText('login.code') })).toBeNull();
  await waitFor(() => expect(localStorage.getItem('token')).toBe('web-0912345678'));
  localStorage.removeItem('token'); // the next story signs in as the stories' member again
};

/** Empty: a mobile number and a code. */
export const Idle: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('textbox', { name: wText('login.phone') });
  },
};

/** A bad number and no code: said under each field once the form is submitted, nothing sent. */
export const Invalid: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.type(await page(canvasElement).findByRole('textbox', { name: wText('login.phone') }), '12345');
    await userEvent.click(page(canvasElement).getByRole('button', { name: wText('login.submit') }));
    await expect(page(canvasElement).getByRole('textbox', { name: wText('login.phone') })).toHaveAccessibleDescription(
      wText('login.badPhone'),
    );
    await expect(page(canvasElement).getByRole('textbox', { name: wText('login.code') })).toHaveAccessibleDescription(
      wText('login.badCode'),
    );
  },
};

/** The code asked for: "resend in 60 s" counts down on the button, and the code field shows no error yet. */
export const CodeSent: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    const { resend } = await askForCode(canvasElement);
    await fitsTheScreen(canvasElement, resend);
  },
};

/** The longest button label ("Resend in 60 s") on the smallest phone: the row still fits, the label wraps. */
export const CodeSentEnglishSmallPhone: Story = {
  ...CodeSent,
  globals: { locale: 'en', ...SMALL_PHONE },
};

/** Three digits typed and the field left: now the code field says what it needs. */
export const CodeTypedAndLeft: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    const { codeField } = await askForCode(canvasElement);
    await userEvent.type(codeField, '123');
    await expect(codeField).not.toHaveAccessibleDescription(); // not while typing
    await userEvent.click(page(canvasElement).getByRole('heading', { name: wText('login.title') })); // leaves the field
    await expect(codeField).toHaveAccessibleDescription(wText('login.badCode'));
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The wrong code: the server refuses, the code field says so (until the code is changed). */
export const WrongCode: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '0912345678', '111111');
    const codeField = page(canvasElement).getByRole('textbox', { name: wText('login.code') });
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(wText('login.wrongCode')));
  },
};

const phoneField = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('textbox', { name: wText('login.phone') });
const codeButton = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole('button', { name: wText('login.send') });
const codesSent = () => storyServer?.ledgerOf('web-0912345678').codes;

/** Two taps on "get code" before the page re-renders: one code is sent. */
export const CodeDoubleTap: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.type(await phoneField(canvasElement), '0912345678');
    const button = codeButton(canvasElement);
    button.click();
    button.click(); // the same moment: React has not re-rendered the button busy yet
    await page(canvasElement).findByRole('button', { name: wText('login.resendIn', { seconds: 60 }) });
    await expect(codesSent()).toBe(1);
  },
};

/** No answer to the code request: the number stays (memory only) and the page says the outcome is unknown. */
export const CodeNoAnswer: Story = {
  ...withdrawStory(URL, {}, noAnswerFirst(WITHDRAW_PATHS.loginCode)),
  play: async ({ canvasElement }) => {
    await userEvent.type(await phoneField(canvasElement), '0912345678');
    await userEvent.click(codeButton(canvasElement));
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(await phoneField(canvasElement)).toBeDisabled();
    await expect(codeButton(canvasElement)).toBeDisabled();
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
    await expect(storedText()).not.toContain('0912345678');
  },
};

/** Its check (the same key) sends one code: the countdown starts. */
export const CodeNoAnswerChecked: Story = {
  ...CodeNoAnswer,
  play: async (context) => {
    await CodeNoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.click(page(canvasElement).getByRole('button', { name: commonText('write.check') }));
    await page(canvasElement).findByRole('button', { name: wText('login.resendIn', { seconds: 60 }) });
    await expect(codesSent()).toBe(1);
  },
};

/** The code request refused with a code the page does not know: the server's words, and the button stays usable. */
export const CodeRefused: Story = {
  ...withdrawStory(URL, {}, refusedBusy(WITHDRAW_PATHS.loginCode)),
  play: async ({ canvasElement }) => {
    await userEvent.type(await phoneField(canvasElement), '0912345678');
    await userEvent.click(codeButton(canvasElement));
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(codeButton(canvasElement)).toBeEnabled();
  },
};

/** No answer to the sign-in: the number and code stay (memory only), with the check instead of "Sign in". */
export const SignInNoAnswer: Story = {
  ...withdrawStory(URL, {}, noAnswerFirst(WITHDRAW_PATHS.login)),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '0912345678', LOGIN_CODE);
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(page(canvasElement).getByRole('textbox', { name: wText('login.code') })).toBeDisabled();
    await expect(page(canvasElement).queryByRole('button', { name: wText('login.submit') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** Its check (the same key) signs in once. */
export const SignInNoAnswerChecked: Story = {
  ...SignInNoAnswer,
  play: async (context) => {
    await SignInNoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.click(page(canvasElement).getByRole('button', { name: commonText('write.check') }));
    await showsSignedIn(canvasElement);
    await expect(storyServer?.ledgerOf('web-0912345678').logins).toBe(1);
  },
};

/** The sign-in refused with a code the page does not know: the server's words, "Sign in" stays usable. */
export const SignInRefused: Story = {
  ...withdrawStory(URL, {}, refusedBusy(WITHDRAW_PATHS.login)),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '0912345678', LOGIN_CODE);
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(page(canvasElement).getByRole('button', { name: wText('login.submit') })).toBeEnabled();
  },
};

/**
 * The right code: the token is kept like a query token (never in the address), and a "signed in" card says so, with
 * the button back to the /web page that asked.
 */
export const Success: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '0912345678', LOGIN_CODE);
    await showsSignedIn(canvasElement);
  },
};

/** Signed in, in English on the smallest phone. */
export const SuccessEnglishSmallPhone: Story = {
  ...Success,
  globals: { locale: 'en', ...SMALL_PHONE },
};

/** Sent from the confirm page (`next` with its query): the button goes on to the confirmation. */
export const SuccessBackToConfirm: Story = {
  ...withdrawStory('/h5/login?next=%2Fh5%2Fwithdraw%2Fconfirm%2Fweb%3Fpoints%3D5000'),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '0912345678', LOGIN_CODE);
    await expect(
      await page(canvasElement).findByRole('button', { name: wText('login.done.continue.confirm') }),
    ).toBeVisible();
    localStorage.removeItem('token');
  },
};

export const English: Story = { ...Idle, globals: { locale: 'en' } };

/** The empty form in English on the smallest phone. */
export const EnglishSmallPhone: Story = { ...Idle, globals: { locale: 'en', ...SMALL_PHONE } };
