import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../../platform/http/errors';
import { ErrorState } from '../../../../ui/ErrorState/ErrorState';
import { px } from '../../../../ui/px';
import { Skeleton } from '../../../../ui/Skeleton/Skeleton';
import type { AnchorTasks } from '../../tasksApi';

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)};
`;

/**
 * The board's first read: the page once it is there, the error with retry, or skeletons the shape of the page
 * (a hero, then cards) meanwhile.
 */
export function BoardScreen({
  query,
  children,
}: {
  query: UseQueryResult<AnchorTasks>;
  children: (data: AnchorTasks) => ReactNode;
}) {
  const { t } = useTranslation('anchorTasks');
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
    <Loading role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton $height={190} $radius={20} />
      <Skeleton $height={150} $radius={20} />
      <Skeleton $height={320} $radius={20} />
    </Loading>
  );
}
