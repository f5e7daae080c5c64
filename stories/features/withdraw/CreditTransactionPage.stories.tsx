import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WITHDRAW_PATHS } from '../../../src/features/wallet/withdrawContract';
import CreditTransactionPage from '../../../src/features/wallet/withdraw/CreditTransactionPage';
import { storyServer, withdrawStory, wText } from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/CreditTransactionPage',
  component: CreditTransactionPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof CreditTransactionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/credit_transaction';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rows = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('list', { name: wText('titles.ledger') })).getAllByRole('listitem');

/** This month's entries (the story's clock: 1 July 2025, so one day of July), then June's, then only withdrawals. */
export const Full: Story = {
  ...withdrawStory(URL, { history: 60 }),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const months = page(canvasElement).getByRole('group', { name: wText('ledger.month') });
    await userEvent.click(within(months).getAllByRole('button')[1]!);
    await waitFor(async () => expect((await rows(canvasElement)).length).toBeGreaterThan(10));
    await userEvent.click(
      within(page(canvasElement).getByRole('group', { name: wText('ledger.kind') })).getByRole('button', {
        name: wText('ledger.kinds.withdrawal'),
      }),
    );
    await waitFor(async () => {
      for (const row of await rows(canvasElement))
        await expect(row).toHaveTextContent(wText('ledger.kinds.withdrawal'));
    });
  },
};

export const Empty: Story = {
  ...withdrawStory(URL, { history: 0 }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(wText('ledger.empty'));
  },
};

/** Rows without an id, a known kind or a time are left out. */
export const Malformed: Story = {
  ...withdrawStory(
    URL,
    {},
    http.get(`*${WITHDRAW_PATHS.ledger}`, () =>
      HttpResponse.json({
        status: 0,
        msg: '',
        data: {
          entries: [
            { entry_id: 'a', kind: 'income', points: 300, at: Date.parse('2025-07-01T10:00:00+08:00') },
            {
              entry_id: 'b',
              kind: 'withdrawal',
              points: -5000,
              at: Date.parse('2025-07-01T09:00:00+08:00'),
              state: 'guild_approving',
            },
            { entry_id: 'c', kind: 'lottery', points: 5, at: Date.parse('2025-07-01T08:00:00+08:00') },
            { kind: 'income', points: 1, at: Date.parse('2025-07-01T07:00:00+08:00') },
            { entry_id: 'e', kind: 'fee', points: -50, at: 'today' },
            null,
          ],
          has_more: false,
        },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement);
    await expect(list).toHaveLength(2);
    await expect(list[1]).toHaveTextContent(wText('states.guild_approving'));
  },
};

export const English: Story = {
  ...Full,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => void (await rows(canvasElement)),
};

/**
 * A withdrawal on its way, then paid: the server moves it through review and payment on its clock (or a test control,
 * as here), and the ledger row says where it is.
 */
export const WithdrawalPaid: Story = {
  ...withdrawStory(URL, { history: 4 }),
  play: async ({ canvasElement }) => {
    const server = storyServer!;
    const made = server.submit('story-token', 5_000, 'story-withdrawal');
    if (!made.ok) throw new Error('the story expects a withdrawal');
    const kinds = page(canvasElement).getByRole('group', { name: wText('ledger.kind') });
    const only = (kind: string) =>
      userEvent.click(within(kinds).getByRole('button', { name: wText(`ledger.kinds.${kind}`) }));
    await rows(canvasElement);
    await only('withdrawal'); // read again: the new withdrawal, under review
    await waitFor(async () => expect((await rows(canvasElement))[0]).toHaveTextContent(wText('states.submitted')));
    server.moveWithdrawal('story-token', made.data.withdrawal_id, 'next');
    server.moveWithdrawal('story-token', made.data.withdrawal_id, 'next');
    await only('exchange');
    await only('withdrawal'); // read again: paid
    await waitFor(async () => expect((await rows(canvasElement))[0]).toHaveTextContent(wText('states.paid')));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
