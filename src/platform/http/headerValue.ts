import { TOKEN_MAX_LENGTH } from '../session/tokenFormat';

/** The longest value we put in a request header: the token's own limit, the longest value a header carries. */
export const HEADER_VALUE_MAX_LENGTH = TOKEN_MAX_LENGTH;

/**
 * A value that may go into a request header, or null to leave the header out. Only printable ASCII
 * (no CR/LF, no other control or non-Latin-1 character that makes `fetch` refuse the request) and
 * at most HEADER_VALUE_MAX_LENGTH characters: a bad value costs its header, never the request.
 */
export function headerValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > HEADER_VALUE_MAX_LENGTH) return null;
  return /^[\x20-\x7E]+$/.test(trimmed) ? trimmed : null;
}
