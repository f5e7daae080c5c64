import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { WITHDRAW_PATHS } from '../../../src/features/wallet/withdrawContract';
import WithdrawConfirmPage from '../../../src/features/wallet/withdraw/WithdrawConfirmPage';
import { storyServer, withdrawStory, wText } from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/WithdrawConfirmPage',
  component: WithdrawConfirmPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof WithdrawConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/withdraw/confirm?points=5000';
const TOKEN = 'story-token';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const confirmButton = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('button', { name: wText('confirm') });

/** The amount, fee, arrival (UTC+8) and the masked account, read from the server when the page opens. */
export const Quote: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await confirmButton(canvasElement);
    await expect(canvasElement.ownerDocument.body).toHaveTextContent('¥99'); // ¥100 less the ¥1 fee
    await expect(canvasElement.ownerDocument.body).toHaveTextContent('138****1234');
  },
};

/** A double tap submits once; the result says where the withdrawal is. */
export const Submitted: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.dblClick(await confirmButton(canvasElement));
    await page(canvasElement).findByRole('list', { name: wText('progress') });
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ withdrawals: 1, points: 7_340 });
  },
};

/** A guild's anchor: pending guild approval. */
export const GuildApproving: Story = {
  ...withdrawStory(URL, { guild: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    const steps = await page(canvasElement).findByRole('list', { name: wText('progress') });
    await expect(within(steps).getByText(wText('states.guild_approving'))).toHaveAttribute('aria-current', 'step');
  },
};

let dropFirst = true;
const losingFirstReply = withdrawStory(
  URL,
  {},
  http.post(`*${WITHDRAW_PATHS.submit}`, () => {
    if (!dropFirst) return undefined;
    dropFirst = false;
    return HttpResponse.error();
  }),
);

/** The first reply is lost: the page says to try again, and the retry (same key) makes one withdrawal. */
export const LostReplyRetried: Story = {
  ...losingFirstReply,
  beforeEach: (context) => {
    dropFirst = true;
    return losingFirstReply.beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    await page(canvasElement).findByText(wText('errors.retry'));
    await userEvent.click(await confirmButton(canvasElement));
    await page(canvasElement).findByRole('list', { name: wText('progress') });
    await expect(storyServer?.ledgerOf(TOKEN).withdrawals).toBe(1);
  },
};

/** The streak broke since the first page: the server refuses, said in the app's alert. */
export const NotWithdrawable: Story = {
  ...withdrawStory(URL, { streak: 3, signedToday: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    await expect(await page(canvasElement).findByRole('alertdialog')).toHaveTextContent(
      wText('errors.notWithdrawable'),
    );
  },
};

/** A garbled amount in the address: nothing to confirm, nothing sent. */
export const NoAmount: Story = {
  ...withdrawStory('/h5/withdraw/confirm?points=abc'),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(wText('errors.noAmount'));
    await expect(page(canvasElement).queryByRole('button', { name: wText('confirm') })).toBeNull();
  },
};

/** Where a withdrawal can be (the server's word, as the result or a later read): one story per state. */
const stateStory = (state: string, reason?: string): Story => ({
  ...withdrawStory(
    URL,
    { guild: true },
    http.post(`*${WITHDRAW_PATHS.submit}`, () =>
      HttpResponse.json({
        status: 0,
        msg: '',
        data: {
          withdrawal_id: `w-${state}`,
          state,
          points: 5_000,
          cash: 4_900,
          fee: 100,
          currency: 'CNY',
          arrival_at: Date.parse('2025-07-03T20:00:00+08:00'),
          created_at: Date.parse('2025-07-01T20:00:00+08:00'),
          ...(reason ? { reason } : {}),
        },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    const steps = await page(canvasElement).findByRole('list', { name: wText('progress') });
    await expect(within(steps).getByText(wText(`states.${state}`))).toHaveAttribute('aria-current', 'step');
    if (reason) await page(canvasElement).findByText(wText('rejectedBecause', { reason }));
  },
});

export const StateSubmitted = stateStory('submitted');
export const StateGuildApproving = stateStory('guild_approving');
export const StatePaying = stateStory('paying');
export const StatePaid = stateStory('paid');
export const StateRejected = stateStory('rejected', '公會審核未通過：本月直播時長不足');

export const English: Story = { ...Quote, globals: { locale: 'en' } };
