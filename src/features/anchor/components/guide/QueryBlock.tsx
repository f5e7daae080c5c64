import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { serverMessage } from '../../../../platform/http/errors';
import { ErrorState } from '../../../../ui/ErrorState/ErrorState';
import { Skeleton } from '../../../../ui/Skeleton/Skeleton';

// A file of its own: the CP guide reads nothing, and a page that imports the error screen without the query code
// splits their shared chunk, which made every page that reads data (the boards too) 0.1 KB heavier.

/**
 * A read's three faces inside a page: its content once there, the error with retry, a skeleton of `height`
 * (labelled `loadingLabel`) meanwhile.
 */
export function QueryBlock<T>({
  query,
  height,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  height: number;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <ErrorState
        message={serverMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div role="status" aria-busy="true" aria-label={loadingLabel}>
      <Skeleton $height={height} $radius={14} />
    </div>
  );
}
