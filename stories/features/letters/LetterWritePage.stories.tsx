import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEND_LIMIT } from '../../../mocks/server/anonLetters';
import { LETTER_PATHS } from '../../../src/features/letters/contract';
import { LETTER_MAX_CHARACTERS } from '../../../src/features/letters/model';
import LetterWritePage from '../../../src/features/letters/pages/LetterWritePage';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import type { MswContext } from '../../storyKit';
import { commonText, firstWriteLost, lettersStory, lettersText, screen, signedOutReplies } from './lettersStoryKit';

const meta = {
  title: 'Features/Letters/LetterWritePage',
  component: LetterWritePage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LetterWritePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/letters/write';
const LETTER = '今晚的月亮好圓，不知道你那邊看不看得到 🌕';
const field = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('textbox', { name: lettersText('write.label') });
const sendButton = (canvasElement: HTMLElement) =>
  screen(canvasElement).getByRole('button', { name: lettersText('write.send') });
const confirm = async (canvasElement: HTMLElement) => {
  await userEvent.click(sendButton(canvasElement));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: lettersText('write.confirmTitle') });
  await userEvent.click(within(dialog).getByRole('button', { name: lettersText('write.confirm') }));
  return dialog;
};

/** A blank sheet of paper, today's letters left, and the send. */
export const Blank: Story = {
  ...lettersStory(URL),
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await expect(screen(canvasElement).getByText(lettersText('write.left', { count: SEND_LIMIT - 1 }))).toBeVisible();
  },
};

/** Sending nothing says so, and sends nothing. */
export const NothingWritten: Story = {
  ...lettersStory(URL),
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await userEvent.click(sendButton(canvasElement));
    await screen(canvasElement).findByText(lettersText('write.problem.empty'));
    await expect(screen(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** At the limit: 499 characters as a person sees them (flags count one each); more is not taken. */
export const AtTheLimit: Story = {
  ...lettersStory(URL),
  beforeEach: (context: MswContext) => {
    lettersStory(URL).beforeEach(context);
    sessionStore.set('letters:draft', '🇹🇼'.repeat(LETTER_MAX_CHARACTERS));
  },
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await expect(screen(canvasElement).getByTestId('character-counter')).toHaveTextContent(
      `${LETTER_MAX_CHARACTERS}/${LETTER_MAX_CHARACTERS}`,
    );
  },
};

/** Main flow: write, confirm, sent — under review, on its way to a stranger; the draft is gone. */
export const Sent: Story = {
  ...lettersStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), LETTER);
    await confirm(canvasElement);
    await screen(canvasElement).findByText(lettersText('write.sentHeading'));
    await expect(screen(canvasElement).getByText(LETTER)).toBeVisible();
    await expect(screen(canvasElement).getByText(lettersText('status.reviewing'))).toBeVisible();
    await expect(sessionStore.get('letters:draft')).toBeNull();
  },
};

/** The draft survives a reload: the words come back on the paper. */
export const DraftKept: Story = {
  ...lettersStory(URL),
  beforeEach: (context: MswContext) => {
    lettersStory(URL).beforeEach(context);
    sessionStore.set('letters:draft', LETTER);
  },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement)).toHaveValue(LETTER);
  },
};

/** The send's reply is lost: the confirm says the outcome is unknown and offers only the check; the words stay. */
export const SendNoAnswer: Story = {
  ...lettersStory(URL, {}, firstWriteLost(LETTER_PATHS.send)),
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), LETTER);
    const dialog = await confirm(canvasElement);
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: lettersText('write.confirm') })).toBeNull();
    await expect(sessionStore.get('letters:draft')).toBe(LETTER);
  },
};

/** …and its check: the one letter the server has, shown as sent. */
export const SendNoAnswerChecked: Story = {
  ...SendNoAnswer,
  play: async (context) => {
    await SendNoAnswer.play!(context);
    await userEvent.click(screen(context.canvasElement).getByRole('button', { name: commonText('write.check') }));
    await screen(context.canvasElement).findByText(lettersText('write.sentHeading'));
  },
};

/** Too soon after the last letter: the wait in seconds, the send resting. */
export const TooFast: Story = {
  ...lettersStory(URL, { member: { lastSentAgo: 20_000 } }),
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await expect(sendButton(canvasElement)).toBeDisabled();
    // The wait in whole seconds, counting down on the platform clock.
    const wait = new RegExp(lettersText('write.wait', { count: 99 }).replace('99', '\\d+'));
    await expect(screen(canvasElement).getByText(wait)).toBeVisible();
  },
};

/** Today's letters are written: says when they come back. */
export const QuotaUsed: Story = {
  ...lettersStory(URL, { member: { sentToday: SEND_LIMIT } }),
  play: async ({ canvasElement }) => {
    await field(canvasElement);
    await expect(sendButton(canvasElement)).toBeDisabled();
    await expect(screen(canvasElement).getByText(lettersText('refusal.sendQuotaUsed'))).toBeVisible();
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

export const SignedOut: Story = {
  ...lettersStory(URL, {}, ...signedOutReplies()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lettersText('signedOut'));
  },
};

export const English: Story = { ...DraftKept, globals: { locale: 'en' } };
export const Japanese: Story = { ...DraftKept, globals: { locale: 'ja' } };
export const Korean: Story = { ...DraftKept, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...DraftKept, globals: { locale: 'zh-Hans' } };
