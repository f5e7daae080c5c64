/**
 * What a state illustration is about. One drawing per context, one style (ui/StateIllustration/Scene.tsx):
 * `emptyList` is an empty state's default and `error` an error state's.
 */
export type StateKind =
  | 'notFound'
  | 'offline'
  | 'error'
  | 'activityEnded'
  | 'emptyList'
  | 'noRecords'
  | 'noTransactions';

/** The kinds an error state shows (they load on demand: lazyErrorArt.tsx). */
export type ErrorKind = Extract<StateKind, 'error' | 'offline'>;
