import { type ComponentType, use } from 'react';

export interface LazyComponent<P> {
  /** Suspends until the code is there the first time; renders at once after that. */
  Component: ComponentType<P>;
  /** Starts loading now; resolves with the loaded component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code loads on demand, once. Unlike React's `lazy`, once loaded it renders
 * synchronously — no Suspense retry, so a preloaded page or overlay is on the very first frame.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((View) => {
      loaded = View;
      return View;
    });
    return loading;
  };
  function Component(props: P) {
    const Loaded = loaded ?? use(preload());
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
