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
 *
 * Every render calls `use` on the same promise: a render that suspended on it and the render after it resolved
 * must both call `use` (React logs "called use() to suspend in a previous render but did not call use() when it
 * finished" otherwise, e.g. for an overlay opened by a timer or a reply). The promise carries its outcome, so
 * `use` returns a loaded component at once instead of suspending again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      // Marked the way React's `use` reads a settled promise (React's FulfilledReactPromise / RejectedReactPromise).
      const promise: Promise<ComponentType<P>> = load().then(
        (View) => {
          void Object.assign(promise, { status: 'fulfilled', value: View });
          return View;
        },
        (error: unknown) => {
          void Object.assign(promise, { status: 'rejected', reason: error });
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Component(props: P) {
    const Loaded = use(preload());
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
