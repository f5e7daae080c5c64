/**
 * After a deploy the old hashed chunks are gone: a page still running the old shell
 * fails to import its next route. One reload fetches the new shell. A guard in
 * session storage makes sure that reload happens once, so a chunk that is really
 * broken shows the error state instead of reloading forever.
 */
import { appNow } from '../platform/clock/clock';
import { reloadPage } from '../platform/navigation/reloadPage';
import { sessionStore } from '../platform/storage/safeStorage';

export const CHUNK_RELOAD_KEY = 'h5-chunk-reload';

/** A reload within this window of the last one counts as "already tried". */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Whether to reload now, given when (and for which URL) the last recovery reload happened. */
export function shouldReloadForChunkError(
  error: unknown,
  lastReload: string | null,
  url: string,
  now: number,
): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!lastReload) return true;
  try {
    const last = JSON.parse(lastReload) as { url?: unknown; at?: unknown };
    const recent = typeof last.at === 'number' && now - last.at < CHUNK_RELOAD_WINDOW_MS;
    return !(recent && last.url === url);
  } catch {
    return true;
  }
}

export function reloadRecord(url: string, now: number): string {
  return JSON.stringify({ url, at: now });
}

/** The last recovery reload, as recorded in session storage (null before the first). */
export const lastChunkReload = (): string | null => sessionStore.get(CHUNK_RELOAD_KEY);

/** Records the recovery reload for `url` (the guard) and reloads. */
export function reloadForChunk(url: string): void {
  sessionStore.set(CHUNK_RELOAD_KEY, reloadRecord(url, appNow()));
  reloadPage();
}
