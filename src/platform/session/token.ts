import { updateSessionUser } from './session';

const STORAGE_KEY = 'token';

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

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // some web views throw on access
  }
}

/**
 * Token precedence: `access_token` query parameter, then the `Access-Token` cookie,
 * then storage. The chosen token is saved, and the parameter is removed from the
 * address bar before anything (analytics, Referer) can record the URL.
 */
export function adoptAccessToken(): string {
  const url = new URL(location.href);
  const fromQuery = url.searchParams.get('access_token');
  const storage = safeStorage();
  let token = fromQuery || readCookie(document.cookie, 'Access-Token') || '';
  if (!token) {
    try {
      token = storage?.getItem(STORAGE_KEY) ?? '';
    } catch {
      token = '';
    }
  }
  if (token) {
    try {
      storage?.setItem(STORAGE_KEY, token);
    } catch {
      // storage full or blocked: the in-memory session still has it
    }
  }
  if (url.searchParams.has('access_token')) {
    url.searchParams.delete('access_token');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  updateSessionUser({ access_token: token });
  return token;
}
