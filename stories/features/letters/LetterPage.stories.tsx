import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LETTER_PATHS } from '../../../src/features/letters/contract';
import LetterPage from '../../../src/features/letters/pages/LetterPage';
import { letterPath } from '../../../src/features/letters/paths';
import {
  commonText,
  firstWriteLost,
  lettersStory,
  lettersText,
  screen,
  seededLetters,
  signedOutReplies,
} from './lettersStoryKit';

const meta = {
  title: 'Features/Letters/LetterPage',
  component: LetterPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LetterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LETTERS = seededLetters();
const REPLY = '謝謝你的信，我這裡也看得到月亮 🌙';
const replyField = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('textbox', { name: lettersText('letter.replyLabel') });
const sendReply = async (canvasElement: HTMLElement) => {
  await userEvent.type(await replyField(canvasElement), REPLY);
  await userEvent.click(screen(canvasElement).getByRole('button', { name: lettersText('letter.send') }));
};
const replies = async (canvasElement: HTMLElement) =>
  within(await screen(canvasElement).findByRole('list', { name: lettersText('letter.replies') })).getAllByRole(
    'listitem',
  );

/** A stranger's letter on paper, waiting for my reply; report and block beneath. */
export const FromStranger: Story = {
  ...lettersStory(letterPath(LETTERS.receivedWaiting)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('letter.fromStranger'));
    await expect(await replyField(canvasElement)).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: lettersText('report.action') })).toBeVisible();
  },
};

/** Main flow: reply — the words join the conversation on my side, the field empties. */
export const Replied: Story = {
  ...FromStranger,
  play: async ({ canvasElement }) => {
    await sendReply(canvasElement);
    await waitFor(async () => expect(await replies(canvasElement)).toHaveLength(1));
    await expect((await replies(canvasElement))[0]).toHaveTextContent(REPLY);
    await expect(await replyField(canvasElement)).toHaveValue('');
  },
};

/** The reply's answer is lost: the page says the outcome is unknown; its check sends it once. */
export const ReplyNoAnswerChecked: Story = {
  ...lettersStory(letterPath(LETTERS.receivedWaiting), {}, firstWriteLost(LETTER_PATHS.reply)),
  play: async ({ canvasElement }) => {
    await sendReply(canvasElement);
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: commonText('write.check') }));
    await waitFor(async () => expect(await replies(canvasElement)).toHaveLength(1));
  },
};

/** A conversation: the stranger's letter, my answer and theirs, mine on the right — no names anywhere. */
export const Conversation: Story = {
  ...lettersStory(letterPath(LETTERS.receivedAnswered)),
  play: async ({ canvasElement }) => {
    await expect(await replies(canvasElement)).toHaveLength(2);
  },
};

/** My letter, delivered and answered: I may write back. */
export const MineAnswered: Story = {
  ...lettersStory(letterPath(LETTERS.sentDelivered)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('letter.mine'));
    await expect(screen(canvasElement).getByText(lettersText('status.delivered'))).toBeVisible();
    await expect(await replyField(canvasElement)).toBeVisible();
  },
};

/** My letter under review: no conversation yet. */
export const MineReviewing: Story = {
  ...lettersStory(letterPath(LETTERS.sentReviewing)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('letter.reviewing'));
    await expect(screen(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** My letter rejected: why, and the way to rewrite it (its words go back on the paper). */
export const MineRejected: Story = {
  ...lettersStory(letterPath(LETTERS.sentRejected)),
  play: async ({ canvasElement }) => {
    const note = await screen(canvasElement).findByRole('note');
    await expect(note).toHaveTextContent(lettersText('rejectReason.contact'));
    await expect(within(note).getByRole('button', { name: lettersText('letter.rewrite') })).toBeVisible();
  },
};

/** Report: the reasons in a sheet; sent, the conversation closes and says why. */
export const Reported: Story = {
  ...FromStranger,
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: lettersText('report.action') }));
    const sheet = await screen(canvasElement).findByRole('dialog', { name: lettersText('report.title') });
    await userEvent.click(within(sheet).getByRole('radio', { name: lettersText('reportReason.scam') }));
    await userEvent.click(within(sheet).getByRole('button', { name: lettersText('report.confirm') }));
    await screen(canvasElement).findByText(
      lettersText('letter.closedReported', { reason: lettersText('reportReason.scam') }),
    );
    await expect(screen(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** Block: confirmed, the conversation closes. */
export const Blocked: Story = {
  ...FromStranger,
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: lettersText('block.action') }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: lettersText('block.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: lettersText('block.confirm') }));
    await screen(canvasElement).findByText(lettersText('letter.closedBlocked'));
  },
};

/** An address naming no letter of mine (or nothing that is an id): not found, the page stands. */
export const NotFound: Story = {
  ...lettersStory(letterPath('no-such-letter')),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('letter.notFound'));
  },
};

export const LoadFailed: Story = {
  ...lettersStory(
    letterPath(LETTERS.receivedWaiting),
    {},
    http.get(`*${LETTER_PATHS.thread}`, () => Response.error()),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

export const SignedOut: Story = {
  ...lettersStory(letterPath(LETTERS.receivedWaiting), {}, ...signedOutReplies()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('signedOut'));
  },
};

export const English: Story = { ...Conversation, globals: { locale: 'en' } };
export const Japanese: Story = { ...Conversation, globals: { locale: 'ja' } };
export const Korean: Story = { ...Conversation, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Conversation, globals: { locale: 'zh-Hans' } };
