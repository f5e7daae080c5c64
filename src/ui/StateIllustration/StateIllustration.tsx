import { ActivityEndedArt } from './ActivityEndedArt';
import { EmptyListArt } from './EmptyListArt';
import { ErrorArt } from './ErrorArt';
import type { StateKind } from './kinds';
import { NoRecordsArt } from './NoRecordsArt';
import { NotFoundArt } from './NotFoundArt';
import { NoTransactionsArt } from './NoTransactionsArt';
import { OfflineArt } from './OfflineArt';
import type { ArtProps } from './Scene';

export type { StateKind } from './kinds';

const ART: Record<StateKind, (props: ArtProps) => React.JSX.Element> = {
  notFound: NotFoundArt,
  offline: OfflineArt,
  error: ErrorArt,
  activityEnded: ActivityEndedArt,
  emptyList: EmptyListArt,
  noRecords: NoRecordsArt,
  noTransactions: NoTransactionsArt,
};

/**
 * Every state illustration by its `kind`, in one style. This imports all of them (~3 KB gzip): the empty state,
 * which loads on demand, uses it; the error state and the shell's route error load only `ErrorArt` and
 * `OfflineArt`, on demand too (lazyErrorArt.tsx).
 */
export function StateIllustration({ kind, ...props }: ArtProps & { kind: StateKind }) {
  const Art = ART[kind];
  return <Art {...props} />;
}
