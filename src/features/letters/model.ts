/**
 * The anonymous letters' rules (spec §5, §9: letters under 500 characters; the rest is ours, docs/areas/letters.md).
 * Pure: the pages and the mock server use these.
 */
import { countCharacters, graphemes } from '../../ui/TextArea/characterCount';

/** "Under 500 characters" (spec §5, §9): at most 499, counted as a person sees them (an emoji or a flag is one). */
export const LETTER_MAX_CHARACTERS = 499;
/** A reply is a letter too: the same limit. */
export const REPLY_MAX_CHARACTERS = LETTER_MAX_CHARACTERS;

/** The server's screening of a letter I sent: under review, rejected (with why), or delivered to a reader. */
export type LetterStatus = 'reviewing' | 'rejected' | 'delivered';
export const LETTER_STATUSES: readonly LetterStatus[] = ['reviewing', 'rejected', 'delivered'];

/** Why the screening rejected a letter (the page says each in words; anything else reads as `other`). */
export type RejectReason = 'contact' | 'ads' | 'abuse' | 'sexual' | 'other';
export const REJECT_REASONS: readonly RejectReason[] = ['contact', 'ads', 'abuse', 'sexual', 'other'];

/** What a reader may report a letter for. */
export type ReportReason = 'harassment' | 'sexual' | 'scam' | 'ads' | 'other';
export const REPORT_REASONS: readonly ReportReason[] = ['harassment', 'sexual', 'scam', 'ads', 'other'];

/** A letter's or a reply's id: a short opaque token (letters, digits, `-_.:`), safe in an address. */
export const isLetterId = (value: string): boolean => /^[\w.:-]{1,64}$/.test(value);

export type TextProblem = 'empty' | 'tooLong';

/** What stops a letter or a reply from going: nothing but spaces, or 500 characters or more. */
export function textProblem(text: string, limit = LETTER_MAX_CHARACTERS): TextProblem | null {
  if (text.trim() === '') return 'empty';
  return countCharacters(text) > limit ? 'tooLong' : null;
}

/** The letter's words as they are sent: no spaces around them, nothing else changed. */
export const letterWords = (text: string): string => text.trim();

/** A one-line excerpt for the mailbox: the first `length` characters, line breaks as spaces. */
export function excerpt(text: string, length = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = graphemes(line);
  return characters.length <= length ? line : `${characters.slice(0, length).join('')}…`;
}

/** Whether a letter can be sent now: quota left and the rate limit passed (the server decides; the page only says so). */
export function sendBlock(
  quota: { send_left: number },
  nextSendAt: number | null,
  now: number,
): 'quota' | 'tooFast' | null {
  if (quota.send_left <= 0) return 'quota';
  return nextSendAt !== null && nextSendAt > now ? 'tooFast' : null;
}

/** Seconds until the rate limit lets the next letter go (rounded up), 0 when it may go now. */
export const secondsUntil = (at: number | null, now: number): number =>
  at === null || at <= now ? 0 : Math.ceil((at - now) / 1000);

/** Someone is on the other side: the letter came to me, or a reader of mine wrote back (report and block need one). */
export const hasOtherSide = (thread: { letter: { mine: boolean }; replies: readonly { mine: boolean }[] }): boolean =>
  !thread.letter.mine || thread.replies.some((reply) => !reply.mine);

/**
 * Whether I may write in a conversation now. A reader answers the letter they fished; its writer answers once a
 * reader has written back (a drift bottle: the writer waits). A closed conversation (blocked, reported) or a letter
 * not delivered takes no reply.
 */
export function canReply(thread: {
  letter: { mine: boolean; status: LetterStatus };
  replies: readonly { mine: boolean }[];
  closed: string | null;
}): boolean {
  if (thread.closed || thread.letter.status !== 'delivered') return false;
  return hasOtherSide(thread);
}
