import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AlipayAccountPage from '../../../src/features/wallet/withdraw/AlipayAccountPage';
import { storyServer, withdrawStory, wText } from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/AlipayAccountPage',
  component: AlipayAccountPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof AlipayAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/alipay/account';
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
