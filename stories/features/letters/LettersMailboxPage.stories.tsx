import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { LETTER_PATHS } from '../../../src/features/letters/contract';
import LettersMailboxPage from '../../../src/features/letters/pages/LettersMailboxPage';
import { commonText, lettersStory, lettersText, screen, signedOutReplies } from './lettersStoryKit';

const meta = {
  title: 'Features/Letters/LettersMailboxPage',
  component: LettersMailboxPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LettersMailboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/letters/mailbox';
const box = async (canvasElement: HTMLElement, name: 'received' | 'sent' | 'replies') =>
  within(await screen(canvasElement).findByRole('list', { name: lettersText(`mailbox.${name}`) })).getAllByRole(
    'listitem',
  );

/** The letters I fished, newest first; one with a reply I have not read. */
export const Received: Story = {
  ...lettersStory(URL),
  play: async ({ canvasElement }) => {
    const rows = await box(canvasElement, 'received');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent(lettersText('mailbox.unread', { count: 1 }));
  },
};

/** Main flow: to the letters I wrote — each with the server's screening: under review, rejected, delivered. */
export const Sent: Story = {
  ...lettersStory(URL),
  play: async ({ canvasElement }) => {
    await box(canvasElement, 'received');
    await userEvent.click(screen(canvasElement).getByRole('tab', { name: lettersText('mailbox.sent') }));
    const rows = await box(canvasElement, 'sent');
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(lettersText('status.reviewing')),
      expect.stringContaining(lettersText('status.rejected')),
      expect.stringContaining(lettersText('status.delivered')),
    ]);
  },
};

/** The conversations with replies, the latest reply first. */
export const Replies: Story = {
  ...lettersStory(`${URL}?box=replies`),
  play: async ({ canvasElement }) => {
    await expect(await box(canvasElement, 'replies')).toHaveLength(2);
  },
};

/** Nothing yet: the empty box, and the way to the sea. */
export const Empty: Story = {
  ...lettersStory(URL, { member: { mailbox: 'empty' } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('mailbox.empty.received'));
  },
};

export const LoadFailed: Story = {
  ...lettersStory(
    URL,
    {},
    http.get(`*${LETTER_PATHS.mailbox}`, () => Response.error()),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

export const SignedOut: Story = {
  ...lettersStory(URL, {}, ...signedOutReplies()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('signedOut'));
  },
};

export const English: Story = { ...Received, globals: { locale: 'en' } };
export const Japanese: Story = { ...Received, globals: { locale: 'ja' } };
export const Korean: Story = { ...Received, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Received, globals: { locale: 'zh-Hans' } };
