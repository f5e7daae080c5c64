import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { WITHDRAW_PATHS } from '../../../src/features/wallet/withdrawContract';
import WithdrawConfirmPage from '../../../src/features/wallet/withdraw/WithdrawConfirmPage';
import WithdrawPage from '../../../src/features/wallet/withdraw/WithdrawPage';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { BUSY, commonText, noAnswerFirst, refusedBusy, storyServer, withdrawStory, wText } from './withdrawStoryKit';

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

const KEPT = 'write:withdraw:submit';

/** No answer to the submit: the page says the outcome is unknown and offers only its check (no second withdrawal). */
export const NoAnswer: Story = {
  ...withdrawStory(URL, {}, noAnswerFirst(WITHDRAW_PATHS.submit)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(page(canvasElement).queryByRole('button', { name: wText('confirm') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
    // Kept for a reload: the key and the amount, nothing else.
    await expect(JSON.parse(sessionStore.get(KEPT) ?? 'null')).toEqual({
      key: expect.any(String),
      params: { points: 5_000 },
    });
  },
};

/** Its check (the same key, tapped twice) makes one withdrawal and shows where it is. */
export const NoAnswerChecked: Story = {
  ...NoAnswer,
  play: async (context) => {
    await NoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.dblClick(page(canvasElement).getByRole('button', { name: commonText('write.check') }));
    await page(canvasElement).findByRole('list', { name: wText('progress') });
    await expect(storyServer?.ledgerOf(TOKEN).withdrawals).toBe(1);
    await expect(sessionStore.get(KEPT)).toBeNull();
  },
};

/**
 * Found after a reload, on the page of another amount: the withdrawal whose answer never came is the one shown (its
 * amount and quote), with its check — never a second one.
 */
export const UnknownAfterReload: Story = {
  ...withdrawStory('/h5/withdraw/confirm?points=2000'),
  beforeEach: (context) => {
    const story = withdrawStory('/h5/withdraw/confirm?points=2000');
    const done = story.beforeEach(context);
    sessionStore.set(KEPT, JSON.stringify({ key: 'story-lost-withdrawal', params: { points: 5_000 } }));
    return done;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(canvasElement.ownerDocument.body).toHaveTextContent('5,000');
    await expect(page(canvasElement).queryByRole('button', { name: wText('confirm') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** A refusal with a code the page does not know: the server's words under the button, which stays usable. */
export const Refused: Story = {
  ...withdrawStory(URL, {}, refusedBusy(WITHDRAW_PATHS.submit)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(await confirmButton(canvasElement)).toBeEnabled();
    await expect(sessionStore.get(KEPT)).toBeNull();
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

/** A garbled amount in the address: nothing to confirm, nothing sent, and the way to the withdrawal page. */
export const NoAmount: Story = {
  ...withdrawStory('/h5/withdraw/confirm?points=abc'),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(wText('errors.noAmount'));
    await expect(page(canvasElement).queryByRole('button', { name: wText('confirm') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: wText('errors.toWithdraw') })).toBeEnabled();
  },
};

/** Opened with no amount at all: not a dead end — its button opens the withdrawal page, where the amount is entered. */
export const NoAmountGoesToWithdrawal: Story = {
  ...withdrawStory('/h5/withdraw/confirm'),
  parameters: { route: false },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/h5/withdraw/confirm']}>
        <Routes>
          <Route path="/h5/withdraw/confirm" element={<Story />} />
          <Route path="/h5/withdraw" element={<WithdrawPage />} />
        </Routes>
      </MemoryRouter>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: wText('errors.toWithdraw') }));
    await page(canvasElement).findByRole('heading', { name: wText('titles.withdraw') });
    await expect(page(canvasElement).queryByText(wText('errors.noAmount'))).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN).withdrawals ?? 0).toBe(0);
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

/** The Taiwan variant: 5,000 points are NT$400, less the NT$4 fee, paid in TWD. */
export const Taiwan: Story = {
  ...withdrawStory(URL, { market: 'TW' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await confirmButton(canvasElement));
    await page(canvasElement).findByRole('list', { name: wText('progress') });
    await expect(canvasElement.ownerDocument.body).toHaveTextContent('NT$396');
    await expect(storyServer?.withdrawals(TOKEN)[0]).toMatchObject({ currency: 'TWD', cash: 39_600, fee: 400 });
  },
};
