import { useEffect } from 'react';
import { bridge } from './bridge';

let announceFirstTitle: (title: string) => void = () => undefined;

/** The first screen title, so the load exposure can carry it (it is set after the first render). */
export const firstScreenTitle = new Promise<string>((resolve) => {
  announceFirstTitle = resolve;
});

/** The first screen's title, or whatever the document has after `waitMs`. */
export function screenTitleWithin(waitMs: number): Promise<string> {
  return Promise.race([
    firstScreenTitle,
    new Promise<string>((resolve) => setTimeout(() => resolve(document.title), waitMs)),
  ]);
}

/** Puts a screen's title on the native title bar, and on document.title. */
export function setScreenTitle(title: string): void {
  document.title = title;
  announceFirstTitle(title);
  // A failed title update is cosmetic; the page must not break over it.
  bridge.setTitleBar(title).catch(() => undefined);
}

export function useNativeTitle(title: string): void {
  useEffect(() => {
    if (title) setScreenTitle(title);
  }, [title]);
}
