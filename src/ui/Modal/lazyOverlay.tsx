import { type ComponentType, Suspense } from 'react';
import { lazyComponent } from '../lazyComponent';

export type LazyOverlay<P> = ComponentType<P> & {
  /** Loads the overlay's code now (Storybook does, so a story's first frame already has it). */
  preload(): Promise<unknown>;
};

/**
 * An overlay (modal, sheet) is never part of a page's first screen, so its code — portal, focus
 * trap, scroll lock, the surface's styles — is not part of the page's first visit. It loads when
 * one first opens, or already at the user's first tap anywhere on the page, so it is usually there
 * by the time that tap's handler opens it. Once loaded it renders at once, without suspending.
 */
export function lazyOverlay<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyOverlay<P> {
  const { Component: View, preload } = lazyComponent(load);
  if (typeof document !== 'undefined') {
    document.addEventListener('pointerdown', () => void preload().catch(() => undefined), {
      once: true,
      capture: true,
      passive: true,
    });
  }
  function Overlay(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  return Object.assign(Overlay, { preload });
}
