import { ErrorArt } from './ErrorArt';
import type { ErrorKind } from './kinds';
import { OfflineArt } from './OfflineArt';

/** The error or the offline drawing, the one module the lazy error art loads (lazyErrorArt.tsx). */
export function ErrorKindArt({ kind }: { kind: ErrorKind }) {
  return kind === 'offline' ? <OfflineArt /> : <ErrorArt />;
}
