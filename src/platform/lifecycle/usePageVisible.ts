import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onVisible` when the page comes back to the foreground (the member returns from a payment app,
 * unlocks the phone): timers of a backgrounded web view stall, so work that waits on the outside world
 * (an order's payment) looks again at once.
 */
export function usePageVisible(onVisible: () => void): void {
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const listener = () => {
      if (document.visibilityState === 'visible') visible();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}
