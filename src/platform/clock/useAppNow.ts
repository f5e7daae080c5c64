import { useEffect, useRef, useState } from 'react';
import { appNow, subscribeAppClock } from './clock';

/**
 * The app clock, re-read every `tickMs`, when it is set (stories and tests move it)
 * and when the page becomes visible again — a backgrounded web view's timers stall,
 * so the page resyncs from the clock instead of trusting elapsed ticks.
 *
 * With `changesWith`, the clock is still read every `tickMs` but the component renders again only when what it shows
 * changes (`changesWith(now)` differs, by `Object.is`): a screen that shows whole seconds does not render the whole
 * page four times a second for nothing — on a phone under load, each of those renders cost the race frames.
 */
export function useAppNow(tickMs = 250, changesWith?: (now: number) => unknown): number {
  const [now, setNow] = useState(appNow);
  const changes = useRef(changesWith);
  useEffect(() => {
    changes.current = changesWith;
  });
  // The time last given to the component (every change goes through `update`): comparing before setting state
  // spares even the render React would run to find an updater's state unchanged.
  const rendered = useRef(now);
  useEffect(() => {
    const update = () => {
      const next = appNow();
      const shown = changes.current;
      if (shown && Object.is(shown(rendered.current), shown(next))) return;
      rendered.current = next;
      setNow(next);
    };
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
