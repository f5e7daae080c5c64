import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onHidden` when the page goes to the background (app switched away, web view covered, screen
 * off) — the one leave event a web view reliably fires; `unload`/`pagehide` often never come.
 */
export function usePageHidden(onHidden: () => void): void {
  const hidden = useEffectEvent(onHidden);
  useEffect(() => {
    const listener = () => {
      if (document.visibilityState === 'hidden') hidden();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}
