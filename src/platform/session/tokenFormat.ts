/**
 * The longest access token accepted anywhere: the address, the cookie, storage, a sign-in reply and the request
 * header all use this one limit (long JWTs exist). A longer one is refused where it enters, never cut or dropped later.
 */
export const TOKEN_MAX_LENGTH = 4096;

const TOKEN = /^[\x21-\x7e]+$/; // printable ASCII, no spaces

/** The token as it may be kept and sent, or null when it is no token (empty, too long, not printable ASCII). */
export function acceptedToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= TOKEN_MAX_LENGTH && TOKEN.test(trimmed) ? trimmed : null;
}
