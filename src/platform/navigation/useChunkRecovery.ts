import { useEffect, useState } from 'react';
import { reloadPage } from './reloadPage';
import { canReachPage, isChunkLoadError, recoveryReload } from './recovery';

/**
 * What an error boundary does with an error: a page whose code did not arrive is first `checking`
 * whether the page can be reached, then `reloading` (once, guarded: a new deploy's shell), `offline`
 * (never reload then: the reload would land on the browser's own error page) or `failed`; any other
 * error is `failed` at once.
 */
/** How often an offline page asks again whether it can be reached, once the browser says it is online. */
export const RETRY_WHILE_ONLINE_MS = 3000;

export type Recovery = 'checking' | 'reloading' | 'offline' | 'failed';

/**
 * Decides, once per error, between reloading, waiting for the network and showing the error; returns
 * the decision and the retry for a chunk error. Offline, the connection coming back is the retry a
 * user would tap. A chunk that failed stays failed for this document (browsers remember failed module
 * imports), so that retry is a reload once the page answers.
 */
export function useChunkRecovery(error: unknown): [Recovery, () => void] {
  const chunk = isChunkLoadError(error);
  const [recovery, setRecovery] = useState<Recovery>(chunk ? 'checking' : 'failed');
  useEffect(() => {
    if (!chunk) return undefined;
    let live = true;
    void canReachPage(window).then((online) => {
      if (live) setRecovery(!online ? 'offline' : recoveryReload(window) ? 'reloading' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [chunk]);

  const retryWhenReachable = () => {
    void canReachPage(window).then((online) => (online ? reloadPage() : setRecovery('offline')));
  };
  useEffect(() => {
    if (recovery !== 'offline') return undefined;
    window.addEventListener('online', retryWhenReachable);
    // The first probe after \`online\` can still fail (the connection is not up yet): while the browser
    // says it is online, ask again every few seconds rather than wait for an event that has passed.
    const again = window.setInterval(() => navigator.onLine && retryWhenReachable(), RETRY_WHILE_ONLINE_MS);
    return () => {
      window.removeEventListener('online', retryWhenReachable);
      window.clearInterval(again);
    };
  });
  return [recovery, retryWhenReachable];
}
