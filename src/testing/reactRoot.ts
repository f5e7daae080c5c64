import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  /** The element the test's tree is rendered into (in the document, fresh for each test). */
  readonly container: HTMLDivElement;
  /** Renders (or re-renders) `node` and lets its effects run. */
  render(node: ReactNode): void;
}

/**
 * A React root for each test of a DOM test file (`@vitest-environment happy-dom`): a fresh container in the
 * document before each test, unmounted and removed after it. Call it at the top of the file.
 */
export function testRootPerTest(): TestRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get container() {
      if (!container) throw new Error('testRootPerTest: the container exists only while a test runs');
      return container;
    },
    render(node) {
      act(() => root?.render(node));
    },
  };
}
