import { useEffect, useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../platform/navigation/scrollToAndFocus';

/**
 * A box's opening: while `key` (the draw on show) is set, calls `onSettled` once `ms` have passed since that draw
 * started — measured in time, so a slow phone or a re-render does not lengthen it, and a draw re-rendered (or React's
 * second effect run) continues rather than starts over. Reduced motion: at once.
 */
export function useSettleAfter(key: string | null, ms: number, onSettled: () => void): void {
  const settled = useRef(onSettled);
  useLayoutEffect(() => {
    settled.current = onSettled;
  });
  const started = useRef(new Map<string, number>());
  useEffect(() => {
    if (!key) return;
    const start = started.current.get(key) ?? performance.now();
    started.current.set(key, start);
    if (prefersReducedMotion()) {
      settled.current();
      return;
    }
    let frame = requestAnimationFrame(function wait(now) {
      if (now - start < ms) frame = requestAnimationFrame(wait);
      else settled.current();
    });
    return () => cancelAnimationFrame(frame);
  }, [key, ms]);
}
