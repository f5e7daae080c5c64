import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { WITHDRAW_PATHS } from '../../../src/features/wallet/withdrawContract';
import ExchangePage from '../../../src/features/wallet/withdraw/ExchangePage';
import { storyServer, withdrawStory, wText } from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/ExchangePage',
  component: ExchangePage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof ExchangePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/exchange';
const TOKEN = 'story-token';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('textbox', {
    name: wText('exchange.label', { unit: wText('exchange.units.points') }),
  });

/** The rate and my points, nothing typed yet. */
export const Default: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await expect(canvasElement.ownerDocument.body).toHaveTextContent('12,340');
  },
};

/** An amount: the coins it buys, at the server's rate (10 points a coin), rounded down. */
export const Preview: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), '2509');
    await expect(canvasElement.ownerDocument.body).toHaveTextContent('250');
  },
};

/** The confirm (its key made as it opens), a double tap, one exchange: the coins added. */
export const Exchanged: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), '3000');
    await userEvent.click(page(canvasElement).getByRole('button', { name: wText('exchange.action') }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: wText('exchange.confirmTitle') });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: wText('exchange.confirm') }));
    await page(canvasElement).findByText(wText('exchange.done', { coins: '300', total: '1,580' }));
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ exchanges: 1, points: 9_340 });
  },
};

/** More than I have: said under the field, no confirm. */
export const AboveBalance: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    const input = await field(canvasElement);
    await userEvent.type(input, '20000');
    await userEvent.click(page(canvasElement).getByRole('button', { name: wText('exchange.action') }));
    await expect(input).toHaveAccessibleDescription(wText('exchange.problems.aboveBalance', { balance: '12,340' }));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const LoadFailure: Story = {
  ...withdrawStory(
    URL,
    {},
    http.get(`*${WITHDRAW_PATHS.exchangeInfo}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('系統繁忙');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };
