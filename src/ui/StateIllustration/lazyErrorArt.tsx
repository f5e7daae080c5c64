import { Suspense } from 'react';
import { lazyComponent } from '../lazyComponent';
import type { ErrorKind } from './kinds';

/**
 * The error and offline drawings load on demand (~1.2 KB gzip with their frame): a page's first visit and the shell
 * carry only the words and the retry, which is what an error needs; the drawing follows. When its code cannot load
 * (offline before it ever did, a deploy removed it), there is no drawing and nothing else changes — the shell's route
 * error screen must render without any other chunk. Storybook preloads it, so baselines show it at once.
 */
export const ErrorArtCode = lazyComponent<{ kind: ErrorKind }>(() =>
  import('./ErrorKindArt').then(
    (module) => module.ErrorKindArt,
    () => NoArt,
  ),
);

function NoArt() {
  return null;
}

/** The error state's drawing; the box it sits in keeps its size while it loads. */
export function LazyErrorArt({ kind }: { kind: ErrorKind }) {
  return (
    <Suspense fallback={null}>
      <ErrorArtCode.Component kind={kind} />
    </Suspense>
  );
}
