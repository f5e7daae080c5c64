/**
 * The access token's format, in one place. Pure and dependency-free: the inline boot fallback
 * (scripts/vite/inlineBootFallback.ts) inlines `tokenWithin` and `withoutAccessToken` with `Function#toString`,
 * so each must stay self-contained (nothing outside its own body, constants included).
 */

/**
 * The longest access token accepted anywhere: the address, the cookie, storage, a sign-in reply and the request
 * header all use this one limit (long JWTs exist). A longer one is refused where it enters, never cut or dropped later.
 */
export const TOKEN_MAX_LENGTH = 4096;

/** Where the token is kept between visits (spec §7: local storage). */
export const TOKEN_KEY = 'token';

/** The token, trimmed, when it is one of at most `maxLength` printable ASCII characters without spaces; else null. */
export function tokenWithin(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= maxLength && /^[\x21-\x7e]+$/.test(trimmed) ? trimmed : null;
}

/** The token as it may be kept and sent, or null when it is no token (empty, too long, not printable ASCII). */
export function acceptedToken(value: unknown): string | null {
  return tokenWithin(value, TOKEN_MAX_LENGTH);
}

/** The address without `access_token`, so nothing that records URLs can carry it. */
export function withoutAccessToken(href: string): string {
  try {
    const url = new URL(href);
    if (!url.searchParams.has('access_token')) return href;
    url.searchParams.delete('access_token');
    return url.toString();
  } catch {
    return href.replace(/([?&])access_token=[^&#]*&?/g, '$1').replace(/[?&](#|$)/, '$1');
  }
}
