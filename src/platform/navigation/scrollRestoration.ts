import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions of the entries visited in this page's life, by history entry key. */
const positions = new Map<string, number>();

/**
 * Back (or forward) returns to where the reader was on that entry; a new page opens at its top.
 * The browser's own restoration is off: it would restore before our page has rendered.
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const saved = positions.get(key);
    window.scrollTo(0, navigationType === 'POP' && saved !== undefined ? saved : 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, navigationType]);
}
