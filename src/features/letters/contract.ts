// Paths and types of the anonymous letters' endpoints (ours: the spec shows no payloads). The mock server imports this
// file. Nothing here names a person: a letter and a reply are an opaque id, words, a time and whether they are mine —
// the other side has no user id, public id, avatar or nickname on the wire, so the page cannot show one.
import type { LetterStatus, RejectReason, ReportReason } from './model';

const PREFIX = '/api/social/v1/letters';

export const LETTER_PATHS = {
  /** GET → LettersState: today's quotas (the server's), unread replies, when the next letter may go. */
  state: `${PREFIX}/state`,
  /** POST { text, request_id } → SentReply: write a letter to a random reader; the same request_id sends once. */
  send: `${PREFIX}/send`,
  /** POST { request_id } → ReceivedReply: fish one letter from the sea; the same request_id answers the same letter. */
  receive: `${PREFIX}/receive`,
  /** GET { box } → Mailbox: received, sent, or the conversations with replies, newest first. */
  mailbox: `${PREFIX}/mailbox`,
  /** GET { letter_id } → LetterThread: a letter of mine or to me, and its replies. */
  thread: `${PREFIX}/thread`,
  /** POST { letter_id, text, request_id } → LetterThread: reply; the same request_id replies once. */
  reply: `${PREFIX}/reply`,
  /** POST { letter_id, reason, request_id } → LetterThread: report the other side (and never hear from them again). */
  report: `${PREFIX}/report`,
  /** POST { letter_id, request_id } → LetterThread: block the other side, without a report. */
  block: `${PREFIX}/block`,
} as const;

export const LETTER_STATUS = {
  /** Today's letters are all written (the page says when the quota comes back). */
  sendQuotaUsed: 32501,
  /** Today's letters from the sea are all read. */
  receiveQuotaUsed: 32502,
  /** Too soon after the last letter: `data.retry_at` says when. */
  tooFast: 32503,
  /** The sea is empty for now (no letter this member has not read). */
  seaEmpty: 32504,
  /** Empty, or 500 characters or more. */
  invalidText: 32505,
  /** The conversation is closed (blocked, reported, rejected): no reply. */
  closed: 32506,
  unknownLetter: 32507,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts), kept literal like the other areas
} as const;

export interface LettersQuota {
  send_left: number;
  send_limit: number;
  receive_left: number;
  receive_limit: number;
}

export interface LettersState {
  quota: LettersQuota;
  /** Replies to my conversations not yet read. */
  unread_replies: number;
  /** The rate limit: when the next letter may be sent, or null (now). */
  next_send_at: number | null;
  server_now: number;
}

/** A letter as the page sees it: never who wrote it, only whether I did. */
export interface Letter {
  letter_id: string;
  mine: boolean;
  text: string;
  sent_at: number;
  /** The server's screening (a letter to me is always delivered). */
  status: LetterStatus;
  /** Why it was rejected, when it was. */
  reject_reason: RejectReason | null;
  reply_count: number;
  /** Replies I have not read. */
  unread: number;
}

export interface LetterReplyItem {
  reply_id: string;
  mine: boolean;
  text: string;
  at: number;
}

export interface LetterThread {
  letter: Letter;
  replies: LetterReplyItem[];
  /** I blocked or reported the other side: the conversation is closed. */
  closed: 'blocked' | 'reported' | null;
  /** The report I made, if any (shown back to me). */
  report_reason: ReportReason | null;
}

export interface SentReply {
  letter: Letter;
  state: LettersState;
}

export interface ReceivedReply {
  letter: Letter;
  state: LettersState;
}

export type MailboxKind = 'received' | 'sent' | 'replies';

export interface Mailbox {
  box: MailboxKind;
  letters: Letter[];
}
