import { useEffect, useState } from 'react';
import { appNow, subscribeAppClock } from './clock';

/**
 * The app clock, re-read every `tickMs`, when it is set (stories and tests move it)
 * and when the page becomes visible again — a backgrounded web view's timers stall,
 * so the page resyncs from the clock instead of trusting elapsed ticks.
 */
export function useAppNow(tickMs = 250): number {
  const [now, setNow] = useState(appNow);
  useEffect(() => {
    const update = () => setNow(appNow());
    const timer = setInterval(update, tickMs);
    const unsubscribe = subscribeAppClock(update);
    document.addEventListener('visibilitychange', update);
    // A correction that came between the first render and this effect (a reply landing while the page
    // mounted) has no listener to tell: read the clock once more now that one is listening.
    update();
    return () => {
      clearInterval(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', update);
    };
  }, [tickMs]);
  return now;
}
