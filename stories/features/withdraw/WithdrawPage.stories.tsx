import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AmountProblem } from '../../../src/features/wallet/withdrawal';
import { WITHDRAW_PATHS } from '../../../src/features/wallet/withdrawContract';
import WithdrawPage from '../../../src/features/wallet/withdraw/WithdrawPage';
import { BUSY, commonText, noAnswerFirst, refusedBusy, storyServer, withdrawStory, wText } from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/WithdrawPage',
  component: WithdrawPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/withdraw';
const TOKEN = 'story-token';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The amount section says this cash value (formatted like every price, so only its digits are matched here). */
const cashShown = (canvasElement: HTMLElement, digits: string) =>
  waitFor(() =>
    expect(page(canvasElement).getByRole('region', { name: new RegExp(wText('amount.title')) })).toHaveTextContent(
      new RegExp(`¥${digits}(?![\\d.,])`),
    ),
  );
const nextButton = (canvasElement: HTMLElement) => page(canvasElement).findByRole('button', { name: wText('next') });

/** No sign-in yet: seven days to go, the withdraw button says so and is disabled. */
export const Streak0: Story = {
  ...withdrawStory(URL, { streak: 0, signedToday: false }),
  play: async ({ canvasElement }) => {
    const button = await page(canvasElement).findByRole('button', { name: wText('gate.button', { count: 7 }) });
    await expect(button).toBeDisabled();
    await page(canvasElement).findByText(wText('gate.closed', { count: 7, days: 7 }));
  },
};

/** Day 6, not yet signed today: signing in here completes the streak and opens withdrawals. */
export const Streak6SignIn: Story = {
  ...withdrawStory(URL, { streak: 6, signedToday: false }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('button', { name: wText('gate.button', { count: 1 }) }),
    ).toBeDisabled();
    await userEvent.click(page(canvasElement).getByRole('button', { name: wText('streak.signIn') }));
    await page(canvasElement).findByText(wText('gate.open'));
    await expect(await nextButton(canvasElement)).toBeEnabled();
    await expect(storyServer?.ledgerOf(TOKEN).streak).toBe(7);
  },
};

/** No answer to today's sign-in: no spinner forever — the page says the outcome is unknown and offers its check. */
export const SignInNoAnswer: Story = {
  ...withdrawStory(URL, { streak: 6, signedToday: false }, noAnswerFirst(WITHDRAW_PATHS.signIn)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: wText('streak.signIn') }));
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(page(canvasElement).queryByRole('button', { name: wText('streak.signIn') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** Its check (the same key) signs in once: seven days, withdrawals open. */
export const SignInNoAnswerChecked: Story = {
  ...SignInNoAnswer,
  play: async (context) => {
    await SignInNoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.click(page(canvasElement).getByRole('button', { name: commonText('write.check') }));
    await expect(await page(canvasElement).findByRole('button', { name: wText('streak.signedToday') })).toBeDisabled();
    await page(canvasElement).findByText(wText('gate.open'));
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ signIns: 1, streak: 7 });
  },
};

/** A refusal with a code the page does not know: the server's words, and the button stays usable. */
export const SignInRefused: Story = {
  ...withdrawStory(URL, { streak: 6, signedToday: false }, refusedBusy(WITHDRAW_PATHS.signIn)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: wText('streak.signIn') }));
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(page(canvasElement).getByRole('button', { name: wText('streak.signIn') })).toBeEnabled();
  },
};

/** Day 6, already signed today: one more day tomorrow. */
export const Streak6SignedToday: Story = {
  ...withdrawStory(URL, { streak: 6, signedToday: true }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: wText('streak.signedToday') })).toBeDisabled();
    await page(canvasElement).findByText(wText('gate.closed', { count: 1, days: 7 }));
  },
};

/** Seven days: a quick amount, its cash value, and on to the confirm page. */
export const Streak7: Story = {
  ...withdrawStory(URL, { streak: 7 }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(wText('gate.open'));
    await userEvent.click(
      within(page(canvasElement).getByRole('group', { name: wText('amount.quick') })).getByRole('button', {
        name: '5,000',
      }),
    );
    await expect(page(canvasElement).getByRole('textbox', { name: wText('amount.label') })).toHaveValue('5000');
    await cashShown(canvasElement, '100');
  },
};

const amountStory = (input: string, problem: AmountProblem): Story => ({
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    const field = await page(canvasElement).findByRole('textbox', { name: wText('amount.label') });
    if (input) await userEvent.type(field, input);
    await userEvent.click(await nextButton(canvasElement));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        new RegExp(wText(`amount.problems.${problem}`, { min: '1,000', max: '10,000', balance: '12,340' }).slice(0, 6)),
      ),
    );
    await expect(storyServer?.ledgerOf(TOKEN).withdrawals).toBe(0);
  },
});

export const AmountEmpty = amountStory('', 'empty');
export const AmountZero = amountStory('0', 'zero');
export const AmountNegative = amountStory('-100', 'notWhole');
export const AmountDecimal = amountStory('1500.5', 'notWhole');
export const AmountBelowMinimum = amountStory('500', 'belowMin');
export const AmountAboveMaximum = amountStory('11000', 'aboveMax');
export const AmountAboveBalance = amountStory('20000', 'aboveBalance');

/** Pasted full-width digits are read as points. */
export const FullWidthDigits: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    const field = await page(canvasElement).findByRole('textbox', { name: wText('amount.label') });
    await userEvent.click(field);
    await userEvent.paste('３０００');
    await cashShown(canvasElement, '60');
    await expect(field).not.toHaveAccessibleDescription(/./);
  },
};

/** No account bound: the account row says so and the button goes to link one first. */
export const NoAccount: Story = {
  ...withdrawStory(URL, { account: null }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: wText('account.bindFirst') })).toBeEnabled();
    await page(canvasElement).findByText(wText('account.none'));
  },
};

/** The account is shown masked, as the server sends it. */
export const AccountMasked: Story = {
  ...withdrawStory(URL, { account: 'alice@mail.com' }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('a***@mail.com');
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent('alice@mail.com');
  },
};

/** A guild's anchor: the guild approves before the platform pays. */
export const GuildAnchor: Story = {
  ...withdrawStory(URL, { guild: true }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(wText('guild'));
  },
};

/** The plain-browser page without a session: how to sign in, and back here after. */
export const WebSignedOut: Story = {
  ...withdrawStory(
    '/h5/withdraw/web',
    {},
    http.get(`*${WITHDRAW_PATHS.summary}`, () => HttpResponse.json({ status: 10001, msg: '請先登入' })),
  ),
  play: async ({ canvasElement }) => {
    const link = await page(canvasElement).findByRole('link', { name: wText('login.action') });
    await expect(link).toHaveAttribute('href', '/h5/login?next=%2Fh5%2Fwithdraw%2Fweb');
  },
};

export const LoadFailure: Story = {
  ...withdrawStory(
    URL,
    {},
    http.get(`*${WITHDRAW_PATHS.summary}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('系統繁忙');
  },
};

export const Loading: Story = {
  ...withdrawStory(
    URL,
    {},
    http.get(`*${WITHDRAW_PATHS.summary}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: wText('loading') });
  },
};

const language = (locale: string): Story => ({
  ...withdrawStory(URL, { streak: 6, signedToday: false }),
  globals: { locale },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('button', { name: wText('streak.signIn') });
  },
});

export const Streak6 = language('zh-Hant');
export const English = language('en');
export const SimplifiedChinese = language('zh-Hans');
export const Japanese = language('ja');
export const Korean = language('ko');

/** The Taiwan variant (a Taiwan account, as the server says): 50 points are NT$4, and the balance is worth that. */
export const Taiwan: Story = {
  ...withdrawStory(URL, { market: 'TW' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText(wText('rateLine', { points: '50', amount: 'NT$4' }))).toBeVisible());
    // 12,340 points at NT$4 for 50: NT$987.20.
    await expect(body.getByText(wText('worth', { amount: 'NT$987.20' }))).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: wText('amount.label') }), '5000');
    await expect(body.getByText('NT$400')).toBeVisible();
  },
};
