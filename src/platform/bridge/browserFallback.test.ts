// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_GRACE_MS, closeInBrowser, setInPageToastPresenter } from './browserFallback';

const NOTICE = 'Please return to the app to continue';
let toasts: string[];
let back: ReturnType<typeof vi.fn<() => void>>;

function tab(options: { canGoBack?: boolean; length: number }) {
  Object.defineProperty(window, 'navigation', {
    configurable: true,
    value: options.canGoBack === undefined ? undefined : { canGoBack: options.canGoBack },
  });
  Object.defineProperty(history, 'length', { configurable: true, value: options.length });
}

beforeEach(() => {
  vi.useFakeTimers();
  toasts = [];
  setInPageToastPresenter((text) => toasts.push(text));
  back = vi.fn<() => void>();
  vi.spyOn(history, 'back').mockImplementation(back);
});
afterEach(() => {
  setInPageToastPresenter(null);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('close in a plain browser', () => {
  it('a fresh tab (history.length 2 from its blank page, nothing of ours before): the notice, no back', () => {
    tab({ canGoBack: false, length: 2 });
    closeInBrowser(NOTICE);
    expect(back).not.toHaveBeenCalled();
    expect(toasts).toEqual([NOTICE]);
  });

  it('a page of ours before: back, and no notice once the page is left', () => {
    tab({ canGoBack: true, length: 2 });
    closeInBrowser(NOTICE);
    expect(back).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(BACK_GRACE_MS * 2);
    expect(toasts).toEqual([]);
  });

  it('a back that does nothing: the notice after the grace time', () => {
    tab({ canGoBack: true, length: 3 });
    closeInBrowser(NOTICE);
    vi.advanceTimersByTime(BACK_GRACE_MS - 1);
    expect(toasts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(toasts).toEqual([NOTICE]);
  });

  it('without the Navigation API the history length decides', () => {
    tab({ length: 1 });
    closeInBrowser(NOTICE);
    expect(back).not.toHaveBeenCalled();
    expect(toasts).toEqual([NOTICE]);
    tab({ length: 4 });
    closeInBrowser(NOTICE);
    expect(back).toHaveBeenCalledTimes(1);
  });
});
