import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, list, record, text, whole } from '../../platform/http/read';
import {
  LETTER_PATHS,
  LETTER_STATUS,
  type Letter,
  type LetterReplyItem,
  type LettersState,
  type LetterThread,
  type Mailbox,
  type MailboxKind,
  type ReceivedReply,
  type SentReply,
} from './contract';
import {
  isLetterId,
  LETTER_MAX_CHARACTERS,
  LETTER_STATUSES,
  REJECT_REASONS,
  REPORT_REASONS,
  type LetterStatus,
  type RejectReason,
  type ReportReason,
} from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a wrong
// field becomes a safe default; a letter without its id is refused (a single one) or left out (in a list). Only the
// fields below are read: whatever else a reply carried (a name, an avatar) never reaches the page.

const badReply = (what: string) => new ApiError('bad-response', 200, `Letters reply without ${what}`);
/** Anything but a short opaque token could not go in an address: such a row is left out. */
const opaqueId = (value: unknown): string | null => {
  const id = text(value, 64);
  return isLetterId(id) ? id : null;
};
/** A letter's words: a little beyond the limit is kept (the server's count may differ), never a book. */
const words = (value: unknown) => text(value, LETTER_MAX_CHARACTERS * 8);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

export function parseState(data: unknown): LettersState {
  const raw = record(data);
  const quota = record(raw.quota);
  const sendLimit = whole(quota.send_limit, 999);
  const receiveLimit = whole(quota.receive_limit, 999);
  return {
    quota: {
      send_limit: sendLimit,
      send_left: whole(quota.send_left, sendLimit),
      receive_limit: receiveLimit,
      receive_left: whole(quota.receive_left, receiveLimit),
    },
    unread_replies: whole(raw.unread_replies, 999),
    next_send_at: instant(raw.next_send_at),
    server_now: instant(raw.server_now) ?? 0,
  };
}

function readLetter(value: unknown): Letter | null {
  const raw = record(value);
  const id = opaqueId(raw.letter_id);
  if (!id) return null;
  const mine = raw.mine === true;
  // A letter to me was delivered to me; a status the page does not know is "under review" (nothing promised).
  const status: LetterStatus = mine ? (oneOf(LETTER_STATUSES, raw.status) ?? 'reviewing') : 'delivered';
  return {
    letter_id: id,
    mine,
    text: words(raw.text),
    sent_at: instant(raw.sent_at) ?? 0,
    status,
    reject_reason:
      status === 'rejected' ? (oneOf(REJECT_REASONS, raw.reject_reason) ?? ('other' as RejectReason)) : null,
    reply_count: whole(raw.reply_count, 9_999),
    unread: whole(raw.unread, 9_999),
  };
}

export function parseLetter(data: unknown): Letter {
  const letter = readLetter(data);
  if (!letter) throw badReply('letter_id');
  return letter;
}

export function parseMailbox(data: unknown, box: MailboxKind): Mailbox {
  const letters: Letter[] = [];
  for (const item of list(record(data).letters)) {
    const letter = readLetter(item);
    if (letter) letters.push(letter);
  }
  return { box, letters };
}

export function parseThread(data: unknown): LetterThread {
  const raw = record(data);
  const replies: LetterReplyItem[] = [];
  for (const item of list(raw.replies)) {
    const reply = record(item);
    const id = opaqueId(reply.reply_id);
    const at = instant(reply.at);
    if (!id || at === null) continue;
    replies.push({ reply_id: id, mine: reply.mine === true, text: words(reply.text), at });
  }
  return {
    letter: parseLetter(raw.letter),
    replies,
    closed: raw.closed === 'blocked' || raw.closed === 'reported' ? raw.closed : null,
    report_reason: oneOf<ReportReason>(REPORT_REASONS, raw.report_reason),
  };
}

const withState = (data: unknown): SentReply => {
  const raw = record(data);
  return { letter: parseLetter(raw.letter), state: parseState(raw.state) };
};

export const letterKeys = {
  all: () => ['letters'] as const,
  state: () => ['letters', 'state'] as const,
  mailbox: (box: MailboxKind) => ['letters', 'mailbox', box] as const,
  thread: (letterId: string) => ['letters', 'thread', letterId] as const,
};

export const lettersStateQuery = () =>
  queryOptions({
    queryKey: letterKeys.state(),
    queryFn: async ({ signal }) => parseState(await apiGet<unknown>(LETTER_PATHS.state, {}, { signal })),
  });

export const mailboxQuery = (box: MailboxKind) =>
  queryOptions({
    queryKey: letterKeys.mailbox(box),
    queryFn: async ({ signal }) => parseMailbox(await apiGet<unknown>(LETTER_PATHS.mailbox, { box }, { signal }), box),
  });

export const threadQuery = (letterId: string) =>
  queryOptions({
    queryKey: letterKeys.thread(letterId),
    queryFn: async ({ signal }) =>
      parseThread(await apiGet<unknown>(LETTER_PATHS.thread, { letter_id: letterId }, { signal })),
  });

/** Send a letter: one letter per `requestId` (a repeat gets the first answer). */
export async function sendLetter(words: string, requestId: string, options: RequestOptions): Promise<SentReply> {
  return withState(await apiPost<unknown>(LETTER_PATHS.send, { text: words, request_id: requestId }, options));
}

/** Fish a letter from the sea: one letter per `requestId` (a repeat answers the same letter, one quota used). */
export async function receiveLetter(requestId: string, options: RequestOptions): Promise<ReceivedReply> {
  return withState(await apiPost<unknown>(LETTER_PATHS.receive, { request_id: requestId }, options));
}

export async function replyToLetter(
  letterId: string,
  words: string,
  requestId: string,
  options: RequestOptions,
): Promise<LetterThread> {
  return parseThread(
    await apiPost<unknown>(LETTER_PATHS.reply, { letter_id: letterId, text: words, request_id: requestId }, options),
  );
}

export async function reportLetter(
  letterId: string,
  reason: ReportReason,
  requestId: string,
  options: RequestOptions,
): Promise<LetterThread> {
  return parseThread(
    await apiPost<unknown>(LETTER_PATHS.report, { letter_id: letterId, reason, request_id: requestId }, options),
  );
}

export async function blockLetter(letterId: string, requestId: string, options: RequestOptions): Promise<LetterThread> {
  return parseThread(
    await apiPost<unknown>(LETTER_PATHS.block, { letter_id: letterId, request_id: requestId }, options),
  );
}

const isStatus = (error: unknown, code: number) => isApiError(error) && error.kind === 'server' && error.code === code;

/** A refusal the page says in its own words (the rest in the server's). */
export function letterRefusal(
  error: unknown,
): 'sendQuotaUsed' | 'receiveQuotaUsed' | 'tooFast' | 'seaEmpty' | 'invalidText' | 'closed' | 'unknownLetter' | null {
  for (const name of [
    'sendQuotaUsed',
    'receiveQuotaUsed',
    'tooFast',
    'seaEmpty',
    'invalidText',
    'closed',
    'unknownLetter',
  ] as const)
    if (isStatus(error, LETTER_STATUS[name])) return name;
  return null;
}
