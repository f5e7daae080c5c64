import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import AlipayAccountPage from '../../../src/features/wallet/withdraw/AlipayAccountPage';
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
  title: 'Features/Withdraw/AlipayAccountPage',
  component: AlipayAccountPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof AlipayAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/alipay/account';
const TOKEN = 'story-token';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvasElement: HTMLElement, key = 'accountPage.label') =>
  page(canvasElement).findByRole('textbox', { name: wText(key) });

/** Bound: the account masked, change or unbind. */
export const Bound: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('138****1234');
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent('13812341234');
  },
};

/** Not bound: a bad format is said and nothing sent; a good one binds and is shown masked from then on. */
export const BindFromUnbound: Story = {
  ...withdrawStory(URL, { account: null }),
  play: async ({ canvasElement }) => {
    const input = await field(canvasElement);
    await userEvent.type(input, '12345');
    await userEvent.click(page(canvasElement).getByRole('button', { name: wText('accountPage.bind') }));
    await expect(input).toHaveAccessibleDescription(wText('accountPage.problems.format'));
    await userEvent.clear(input);
    await userEvent.type(input, 'alice@mail.com');
    await userEvent.click(page(canvasElement).getByRole('button', { name: wText('accountPage.bind') }));
    await page(canvasElement).findByText('a***@mail.com');
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent('alice@mail.com');
  },
};

/** Unbinding asks first. */
export const UnbindConfirm: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: wText('accountPage.unbind') }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(wText('accountPage.unbindConfirm'));
    await userEvent.click(within(dialog).getByRole('button', { name: wText('accountPage.unbind') }));
    await field(canvasElement);
    const summary = storyServer?.summary('story-token');
    await expect(summary?.ok && summary.data.account).toBeNull();
  },
};

const bindTyped = async (canvasElement: HTMLElement, account: string) => {
  await userEvent.type(await field(canvasElement), account);
  await userEvent.click(page(canvasElement).getByRole('button', { name: wText('accountPage.bind') }));
};
const unbindConfirmed = async (canvasElement: HTMLElement) => {
  await userEvent.click(await page(canvasElement).findByRole('button', { name: wText('accountPage.unbind') }));
  const dialog = await page(canvasElement).findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: wText('accountPage.unbind') }));
};

/** No answer to linking: the account typed stays (memory only), and the page says the outcome is unknown with its check. */
export const BindNoAnswer: Story = {
  ...withdrawStory(URL, { account: null }, noAnswerFirst(WITHDRAW_PATHS.bind)),
  play: async ({ canvasElement }) => {
    await bindTyped(canvasElement, 'alice@mail.com');
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(await field(canvasElement)).toBeDisabled();
    await expect(page(canvasElement).queryByRole('button', { name: wText('accountPage.bind') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
    // The account is personal data: nothing of it is kept on the phone.
    await expect(storedText()).not.toContain('alice');
  },
};

/** Its check (the same key) links once; the account is shown masked from then on. */
export const BindNoAnswerChecked: Story = {
  ...BindNoAnswer,
  play: async (context) => {
    await BindNoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.click(page(canvasElement).getByRole('button', { name: commonText('write.check') }));
    await page(canvasElement).findByText('a***@mail.com');
    await expect(storyServer?.ledgerOf(TOKEN).binds).toBe(1);
  },
};

/** A refusal with a code the page does not know: the server's words under the field, the button usable. */
export const BindRefused: Story = {
  ...withdrawStory(URL, { account: null }, refusedBusy(WITHDRAW_PATHS.bind)),
  play: async ({ canvasElement }) => {
    await bindTyped(canvasElement, 'alice@mail.com');
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(page(canvasElement).getByRole('button', { name: wText('accountPage.bind') })).toBeEnabled();
  },
};

/** No answer to unlinking: no spinner forever — the outcome is unknown, with its check instead of the buttons. */
export const UnbindNoAnswer: Story = {
  ...withdrawStory(URL, {}, noAnswerFirst(WITHDRAW_PATHS.unbind)),
  play: async ({ canvasElement }) => {
    await unbindConfirmed(canvasElement);
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(page(canvasElement).queryByRole('button', { name: wText('accountPage.unbind') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** Its check unlinks once: the field to link one again. */
export const UnbindNoAnswerChecked: Story = {
  ...UnbindNoAnswer,
  play: async (context) => {
    await UnbindNoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.click(page(canvasElement).getByRole('button', { name: commonText('write.check') }));
    await field(canvasElement);
    await expect(storyServer?.ledgerOf(TOKEN).unbinds).toBe(1);
  },
};

/** Unlinking refused with a code the page does not know: the server's words, the account and its buttons stay. */
export const UnbindRefused: Story = {
  ...withdrawStory(URL, {}, refusedBusy(WITHDRAW_PATHS.unbind)),
  play: async ({ canvasElement }) => {
    await unbindConfirmed(canvasElement);
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(page(canvasElement).getByText('138****1234')).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: wText('accountPage.unbind') })).toBeEnabled();
  },
};

/** Changing: the current account stays shown (masked) above the new one's field. */
export const Change: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: wText('accountPage.change') }));
    await userEvent.type(await field(canvasElement, 'accountPage.newLabel'), '０９１２３４５６７８');
    await userEvent.click(page(canvasElement).getByRole('button', { name: wText('accountPage.change') }));
    await page(canvasElement).findByText('091****5678');
  },
};

export const English: Story = { ...Bound, globals: { locale: 'en' } };
