import { useEffect } from 'react';
import { bridge } from './bridge';

/** Puts a screen's title on the native title bar (or document.title in a browser). */
export function useNativeTitle(title: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    // A failed title update is cosmetic; the page must not break over it.
    bridge.setTitleBar(title).catch(() => undefined);
  }, [title]);
}
