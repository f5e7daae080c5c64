import { ApiError, isApiError } from '../../platform/http/errors';
import { isCurrencyCode } from '../../platform/i18n/money';
import { ANCHOR_STATUS } from './contract';

export * from './contract';

// The anchor area's readers, by topic (`tasksApi.ts`, `profileApi.ts`, `qaApi.ts`, `verificationApi.ts`), so a page
// downloads the readers it uses. Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and
// the URL"): an unknown task kind, a reward or a Q&A item without an id is left out; a wrong number is 0; an unknown
// grade is the lowest; an unknown task or reward state is locked. The task board's states are the server's, as sent.

export const badReply = (what: string) => new ApiError('bad-response', 200, `Anchor reply without ${what}`);
export const currencyOf = (value: unknown): string =>
  typeof value === 'string' && isCurrencyCode(value) ? value : 'CNY';

/** The general anchor Q&A (`/h5/question`) or the new-anchor one with withdrawals (`/h5/new/question`). */
export type QaSet = 'anchor' | 'new_anchor';

export const anchorKeys = {
  all: ['anchor'] as const,
  profile: () => ['anchor', 'profile'] as const,
  tasks: () => ['anchor', 'tasks'] as const,
  points: () => ['anchor', 'points'] as const,
  qa: (set: QaSet, language: string) => ['anchor', 'qa', set, language] as const,
  verification: () => ['anchor', 'verification'] as const,
};

/** A write waits this long at most; then the page re-reads to learn whether it landed. */
export const ANCHOR_WRITE_TIMEOUT_MS = 15_000;

export type AnchorRefusal = 'notClaimable' | 'badIdentity' | 'alreadyVerified';

/** The server's refusal, said in the user's language, or null. */
export function refusalOf(error: unknown): AnchorRefusal | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const entry = Object.entries(ANCHOR_STATUS).find(([, code]) => code === error.code);
  return entry ? (entry[0] as AnchorRefusal) : null;
}

/** No answer from the server itself (a timeout, a lost connection, a gateway error): the write may have landed. */
export const isLostReply = (error: unknown): boolean => !(isApiError(error) && error.kind === 'server');
