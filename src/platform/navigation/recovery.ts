/**
 * Recovering a page whose code did not arrive (a chunk or the shell vanished in a deploy, or the
 * network dropped): reload, but only when the reload can work and only once.
 *
 * Shared by the route error boundary and the inline boot fallback (`bootFallback.ts`), which inlines
 * these functions with `Function#toString`: each must stay self-contained (no reference to anything
 * outside its own body, constants included).
 */

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed|Unable to preload CSS/i;

/** Whether an error means a file of the app's code did not arrive (vanished in a deploy, or no network). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** Whether the page's own address answers now: a reload would not end on the browser's error page. */
export function canReachPage(win: Window): Promise<boolean> {
  if (win.navigator.onLine === false) return Promise.resolve(false);
  const abort = new AbortController();
  // Lie-fi: a connection that never answers counts as none.
  const timer = win.setTimeout(() => abort.abort(), 8000);
  return win
    .fetch(win.location.pathname, { method: 'HEAD', cache: 'no-store', credentials: 'omit', signal: abort.signal })
    .then(
      (response) => response.ok,
      () => false,
    )
    .finally(() => win.clearTimeout(timer));
}

/**
 * Reloads the page unless this path already had a recovery reload in the last minute (a file that
 * is really gone then shows an error instead of reloading forever). The guard lives in session
 * storage as `h5-chunk-reload` = `{ path, at }`; without storage there is no guard, so no reload.
 * The time is the device's `Date.now()`: the guard measures how long ago this device reloaded
 * (the inline fallback has no server-corrected clock). Returns whether it reloads.
 */
export function recoveryReload(win: Window): boolean {
  const key = 'h5-chunk-reload';
  const windowMs = 60_000;
  const path = win.location.pathname;
  const now = Date.now();
  try {
    const raw = win.sessionStorage.getItem(key);
    let last: { path?: unknown; at?: unknown } | null;
    try {
      last = JSON.parse(raw ?? 'null') as { path?: unknown; at?: unknown } | null;
    } catch {
      last = null; // a garbled record guards nothing
    }
    const age = typeof last?.at === 'number' ? now - last.at : -1;
    if (last?.path === path && age >= 0 && age < windowMs) return false;
    win.sessionStorage.setItem(key, JSON.stringify({ path, at: now }));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}
