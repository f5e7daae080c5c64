import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_CODE } from '../../../mocks/server/withdraw';
import LoginPage from '../../../src/features/wallet/withdraw/LoginPage';
import { withdrawStory, wText } from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/LoginPage',
  component: LoginPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/login?next=%2Fh5%2Fwithdraw%2Fweb';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const fill = async (canvasElement: HTMLElement, phone: string, code: string) => {
  await userEvent.type(await page(canvasElement).findByRole('textbox', { name: wText('login.phone') }), phone);
  await userEvent.click(page(canvasElement).getByRole('button', { name: wText('login.send') }));
  await page(canvasElement).findByRole('button', { name: wText('login.resendIn', { seconds: 60 }) });
  await userEvent.type(page(canvasElement).getByRole('textbox', { name: wText('login.code') }), code);
  await userEvent.click(page(canvasElement).getByRole('button', { name: wText('login.submit') }));
};

/** Empty: a mobile number and a code. */
export const Idle: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('textbox', { name: wText('login.phone') });
  },
};

/** A bad number and no code: said under each field, nothing sent. */
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

/** The wrong code: the server refuses, the page says so. */
export const WrongCode: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '0912345678', '111111');
    await page(canvasElement).findByText(wText('login.wrongCode'));
  },
};

/** The right code: the token is kept like a query token (never in the address) and the page goes back to /web. */
export const Success: Story = {
  ...withdrawStory(URL),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '0912345678', LOGIN_CODE);
    await waitFor(() => expect(localStorage.getItem('token')).toBe('web-0912345678'));
    localStorage.removeItem('token'); // the next story signs in as the stories' member again
  },
};

export const English: Story = { ...Idle, globals: { locale: 'en' } };
