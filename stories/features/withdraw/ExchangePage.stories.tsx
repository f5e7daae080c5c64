import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WITHDRAW_PATHS } from '../../../src/features/wallet/withdrawContract';
import ExchangePage from '../../../src/features/wallet/withdraw/ExchangePage';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { BUSY, commonText, noAnswerFirst, refusedBusy, storyServer, withdrawStory, wText } from './withdrawStoryKit';

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

const KEPT = 'write:withdraw:exchange';
const exchangeTyped = async (canvasElement: HTMLElement, amount: string) => {
  const input = await field(canvasElement);
  await userEvent.clear(input);
  await userEvent.type(input, amount);
  await userEvent.click(page(canvasElement).getByRole('button', { name: wText('exchange.action') }));
  return page(canvasElement).findByRole('dialog', { name: wText('exchange.confirmTitle') });
};

/** No answer to the exchange: the confirm says the outcome is unknown and offers only its check. */
export const NoAnswer: Story = {
  ...withdrawStory(URL, {}, noAnswerFirst(WITHDRAW_PATHS.exchange)),
  play: async ({ canvasElement }) => {
    const dialog = await exchangeTyped(canvasElement, '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: wText('exchange.confirm') }));
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: wText('exchange.confirm') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/**
 * Closed after no answer, then another amount exchanged: the unresolved exchange of 3,000 comes back (the page said it
 * meanwhile), and its check exchanges once.
 */
export const NoAnswerClosedThenChecked: Story = {
  ...NoAnswer,
  play: async (context) => {
    await NoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible();
    const dialog = await exchangeTyped(canvasElement, '1000');
    await expect(dialog).toHaveTextContent(
      wText('exchange.confirmBody', { amount: '3,000', unit: wText('exchange.units.points'), coins: '300' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: commonText('write.check') }));
    await page(canvasElement).findByText(wText('exchange.done', { coins: '300', total: '1,580' }));
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ exchanges: 1, points: 9_340 });
    await expect(page(canvasElement).queryByText(commonText('write.unknownTitle'))).toBeNull();
  },
};

/** Found after a reload: the exchange whose answer never came is said on the page, with its check. */
export const UnknownAfterReload: Story = {
  ...withdrawStory(URL),
  beforeEach: (context) => {
    const done = withdrawStory(URL).beforeEach(context);
    sessionStore.set(KEPT, JSON.stringify({ key: 'story-lost-exchange', params: { amount: 3_000 } }));
    return done;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** A refusal with a code the page does not know: the server's words in the confirm, which stays usable. */
export const Refused: Story = {
  ...withdrawStory(URL, {}, refusedBusy(WITHDRAW_PATHS.exchange)),
  play: async ({ canvasElement }) => {
    const dialog = await exchangeTyped(canvasElement, '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: wText('exchange.confirm') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(within(dialog).getByRole('button', { name: wText('exchange.confirm') })).toBeEnabled();
    await expect(sessionStore.get(KEPT)).toBeNull();
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
