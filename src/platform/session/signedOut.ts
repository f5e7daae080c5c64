import { isApiError } from '../http/errors';

/** The server's status for "no valid session" (token missing or expired), the same on every endpoint. */
export const NOT_SIGNED_IN_STATUS = 10001;

/** Whether a request failed because nobody is signed in: a page shows how to sign in, not a retry. */
export const isSignedOutError = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === NOT_SIGNED_IN_STATUS;
