import { launchParams } from '../env/launchParams';
import { storage } from '../storage/safeStorage';
import { updateSessionUser } from './session';
import { acceptedToken, TOKEN_KEY, withoutAccessToken } from './tokenFormat';

export { TOKEN_KEY, withoutAccessToken };

/** URI-decoded value of a cookie, or null when absent (spec §7). */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() !== name) continue;
    const raw = rest.join('=').trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Token precedence: the `access_token` query parameter, then the `Access-Token` cookie, then storage. A value that
 * is no token (too long, not printable ASCII) is refused here, as if absent: never kept, then dropped from a header.
 */
export function chooseToken(sources: { query: string | null; cookie: string | null; stored: string | null }): string {
  return acceptedToken(sources.query) ?? acceptedToken(sources.cookie) ?? acceptedToken(sources.stored) ?? '';
}

/**
 * Reads the token, saves it to storage and removes it from the address bar
 * (history.replaceState) before analytics or a Referer can record the URL.
 */
export function adoptAccessToken(): string {
  let cookie: string | null = null;
  try {
    cookie = readCookie(document.cookie, 'Access-Token');
  } catch {
    cookie = null; // cookies disabled
  }
  const token = chooseToken({ query: launchParams.accessToken, cookie, stored: storage.get(TOKEN_KEY) });
  if (token) storage.set(TOKEN_KEY, token);
  const clean = withoutAccessToken(location.href);
  if (clean !== location.href) history.replaceState(history.state, '', clean);
  updateSessionUser({ access_token: token });
  return token;
}

/**
 * A token the page got by signing in itself (`/h5/login`; `logIn` refused one that is no token): kept like a query
 * token, never put in an address.
 */
export function adoptSignedInToken(token: string): void {
  storage.set(TOKEN_KEY, token);
  updateSessionUser({ access_token: token });
}
