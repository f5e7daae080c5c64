import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RECEIVE_LIMIT } from '../../../mocks/server/anonLetters';
import { LETTER_PATHS } from '../../../src/features/letters/contract';
import LettersPage from '../../../src/features/letters/pages/LettersPage';
import { commonText, firstWriteLost, lettersStory, lettersText, screen, signedOutReplies } from './lettersStoryKit';

const meta = {
  title: 'Features/Letters/LettersPage',
  component: LettersPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LettersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/letters';
const receiveButton = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('button', { name: lettersText('home.receive') });

/** The sea at night: today's quotas, write or fish, the mailbox with its unread replies in the title bar. */
export const Loaded: Story = {
  ...lettersStory(URL),
  play: async ({ canvasElement }) => {
    await receiveButton(canvasElement);
    await expect(screen(canvasElement).getByText(lettersText('home.leftOf', { left: 4, limit: 5 }))).toBeVisible();
    // Two unread replies in the seeded mailbox.
    await expect(screen(canvasElement).getByRole('link', { name: /2/ })).toHaveAttribute('href', '/h5/letters/mailbox');
  },
};

/** Main flow: fish a letter — it comes out of the sea on paper, with no word of who wrote it, and one quota less. */
export const Fished: Story = {
  ...lettersStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.click(await receiveButton(canvasElement));
    const fished = await screen(canvasElement).findByRole('region', { name: lettersText('home.fished') });
    await expect(within(fished).getByText(lettersText('letter.fromStranger'))).toBeVisible();
    await expect(within(fished).getByRole('button', { name: lettersText('home.reply') })).toBeVisible();
    await expect(
      screen(canvasElement).getByText(lettersText('home.leftOf', { left: RECEIVE_LIMIT - 3, limit: RECEIVE_LIMIT })),
    ).toBeVisible();
  },
};

/** The fishing's reply is lost: the page says the outcome is unknown; its check brings the same letter, one quota used. */
export const FishedNoAnswer: Story = {
  ...lettersStory(URL, {}, firstWriteLost(LETTER_PATHS.receive)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await receiveButton(canvasElement));
    const check = await screen(canvasElement).findByRole('button', { name: commonText('write.check') });
    await expect(await receiveButton(canvasElement)).toBeDisabled();
    await userEvent.click(check);
    await screen(canvasElement).findByRole('region', { name: lettersText('home.fished') });
    await expect(
      screen(canvasElement).getByText(lettersText('home.leftOf', { left: RECEIVE_LIMIT - 3, limit: RECEIVE_LIMIT })),
    ).toBeVisible();
  },
};

/** Nothing in the sea for me now: the server's refusal in the page's words. */
export const SeaEmpty: Story = {
  ...lettersStory(URL, { member: { seaEmpty: true } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await receiveButton(canvasElement));
    await waitFor(() =>
      expect(screen(canvasElement).getByRole('alert')).toHaveTextContent(lettersText('refusal.seaEmpty')),
    );
  },
};

/** Today's fishing is used up: the button rests and says when it comes back. */
export const ReceiveQuotaUsed: Story = {
  ...lettersStory(URL, { member: { receivedToday: RECEIVE_LIMIT } }),
  play: async ({ canvasElement }) => {
    await expect(await receiveButton(canvasElement)).toBeDisabled();
    await expect(screen(canvasElement).getByText(lettersText('refusal.receiveQuotaUsed'))).toBeVisible();
  },
};

export const Loading: Story = {
  ...lettersStory(
    URL,
    {},
    http.get(`*${LETTER_PATHS.state}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: lettersText('loading') });
  },
};

export const LoadFailed: Story = {
  ...lettersStory(
    URL,
    {},
    http.get(`*${LETTER_PATHS.state}`, () => Response.error()),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

/** Nobody signed in (an expired token): how to sign in, not a retry. */
export const SignedOut: Story = {
  ...lettersStory(URL, {}, ...signedOutReplies()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('signedOut'));
  },
};

export const English: Story = { ...Loaded, globals: { locale: 'en' } };
export const Japanese: Story = { ...Loaded, globals: { locale: 'ja' } };
export const Korean: Story = { ...Loaded, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Loaded, globals: { locale: 'zh-Hans' } };
