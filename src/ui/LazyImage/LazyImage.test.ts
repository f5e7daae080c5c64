// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRootPerTest } from '../../testing/reactRoot';
import { DEFAULT_IMAGE } from './defaultImage';
import { IMAGE_TIMEOUT_MS, LAZY_ROOT_MARGIN, LazyImage, type LazyImageProps } from './LazyImage';

const root = testRootPerTest();

function render(props: LazyImageProps) {
  root.render(createElement(LazyImage, props));
}
const frame = () => root.container.querySelector('[data-state]')!;
const img = () => root.container.querySelector('img');
const fire = (type: 'load' | 'error') => act(() => void img()!.dispatchEvent(new Event(type)));

/** A stand-in IntersectionObserver the test can trigger. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe = vi.fn();
  disconnect = vi.fn();
  unobserve = vi.fn();
  takeRecords = () => [];
  enter() {
    act(() =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeObserver.last = null;
});

describe('LazyImage', () => {
  it('loads at once when IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: '/a.png', alt: 'poster' });
    expect(frame().getAttribute('data-state')).toBe('loading');
    expect(img()!.getAttribute('src')).toBe('/a.png');
    fire('load');
    expect(frame().getAttribute('data-state')).toBe('loaded');
  });

  it('waits until the image comes within the root margin of the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render({ src: '/a.png', alt: 'poster' });
    expect(frame().getAttribute('data-state')).toBe('idle');
    expect(frame().hasAttribute('aria-busy')).toBe(false);
    expect(img()).toBeNull();
    // Before the <img> exists the frame carries the alt text.
    expect(frame().getAttribute('role')).toBe('img');
    expect(frame().getAttribute('aria-label')).toBe('poster');
    expect(FakeObserver.last!.options?.rootMargin).toBe(LAZY_ROOT_MARGIN);
    FakeObserver.last!.enter();
    expect(frame().getAttribute('data-state')).toBe('loading');
    expect(img()!.getAttribute('alt')).toBe('poster');
    expect(FakeObserver.last!.disconnect).toHaveBeenCalled();
  });

  it('loads at once when eager, without observing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render({ src: '/a.png', alt: 'poster', eager: true });
    expect(frame().getAttribute('data-state')).toBe('loading');
    expect(FakeObserver.last).toBeNull();
    // Fetched first and shown as it arrives, with no fade-in waiting for the load event.
    expect(img()!.getAttribute('fetchpriority')).toBe('high');
    expect(getComputedStyle(img()!).opacity).toBe('1');
  });

  it('keeps a lazy image transparent until it has loaded, then fades it in', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: '/a.png', alt: 'poster' });
    expect(img()!.hasAttribute('fetchpriority')).toBe(false);
    expect(getComputedStyle(img()!).opacity).toBe('0');
    fire('load');
    expect(getComputedStyle(img()!).opacity).toBe('1');
  });

  it('falls back to the built-in picture on error, and gives up if that fails too', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: '/missing.png', alt: 'poster' });
    fire('error');
    expect(frame().getAttribute('data-state')).toBe('fallback');
    expect(img()!.getAttribute('src')).toBe(DEFAULT_IMAGE);
    fire('error');
    expect(frame().getAttribute('data-state')).toBe('failed');
    expect(img()).toBeNull();
    expect(frame().getAttribute('aria-label')).toBe('poster');
  });

  it('uses a fallback node (e.g. the default avatar) labelled with the alt text', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: '/missing.png', alt: 'Luna', fallback: createElement('svg', { 'data-testid': 'silhouette' }) });
    fire('error');
    expect(root.container.querySelector('[data-testid="silhouette"]')).not.toBeNull();
    expect(root.container.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Luna');
  });

  it('shows the placeholder for an unknown address and the fallback for an empty one', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: undefined, alt: 'poster' });
    expect(frame().getAttribute('data-state')).toBe('pending');
    expect(img()).toBeNull();
    render({ src: '', alt: 'poster' });
    expect(frame().getAttribute('data-state')).toBe('fallback');
    expect(img()!.getAttribute('src')).toBe(DEFAULT_IMAGE);
  });

  it('starts over when the address changes', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: '/a.png', alt: 'poster' });
    fire('error');
    render({ src: '/b.png', alt: 'poster' });
    expect(frame().getAttribute('data-state')).toBe('loading');
    expect(img()!.getAttribute('src')).toBe('/b.png');
  });

  it('hides decorative images (alt "") from assistive technology', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render({ src: '/a.png', alt: '' });
    expect(frame().getAttribute('role')).toBeNull();
  });

  it('gives up on an image that never arrives: its request is cancelled and the fallback shows', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: 'https://never-answers.example/a.png', alt: 'Luna', eager: true });
    const stuck = img()!;
    act(() => void vi.advanceTimersByTime(IMAGE_TIMEOUT_MS - 1));
    expect(frame().getAttribute('data-state')).toBe('loading');
    expect(frame().getAttribute('aria-busy')).toBe('true');
    act(() => void vi.advanceTimersByTime(1));
    expect(stuck.hasAttribute('src')).toBe(false); // no src: the browser drops the request
    expect(frame().getAttribute('data-state')).toBe('fallback');
    expect(frame().hasAttribute('aria-busy')).toBe(false);
    expect(img()!.getAttribute('src')).toBe(DEFAULT_IMAGE);
    // The fallback is not timed out in turn, and a loaded image never is.
    act(() => void vi.advanceTimersByTime(IMAGE_TIMEOUT_MS * 3));
    expect(frame().getAttribute('data-state')).toBe('fallback');
  });

  it('never times out an image that loaded, nor one still waiting to come near the viewport', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    render({ src: '/a.png', alt: 'poster' });
    fire('load');
    act(() => void vi.advanceTimersByTime(IMAGE_TIMEOUT_MS * 2));
    expect(frame().getAttribute('data-state')).toBe('loaded');
    act(() => root.render(createElement('div')));
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render({ src: '/far.png', alt: 'poster' });
    act(() => void vi.advanceTimersByTime(IMAGE_TIMEOUT_MS * 2));
    expect(frame().getAttribute('data-state')).toBe('idle');
  });
});
