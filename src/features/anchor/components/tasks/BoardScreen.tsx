import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../../platform/http/errors';
import { ErrorState } from '../../../../ui/ErrorState/ErrorState';
import { px } from '../../../../ui/px';
import { Skeleton } from '../../../../ui/Skeleton/Skeleton';
import { UnknownOutcome } from '../../../../ui/UnknownOutcome/UnknownOutcome';
import type { AnchorTasks } from '../../tasksApi';

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)};
`;

/** Pinned over the bottom of the board, wherever the anchor scrolled: a claim whose outcome is unknown. */
const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  padding: ${px(10)} ${px(12)} calc(${px(10)} + var(--safe-bottom));
  background: var(--color-surface);
  box-shadow: 0 -${px(4)} ${px(16)} rgba(0, 0, 0, 0.12);
`;

/**
 * The board's first read: the page once it is there, the error with retry, or skeletons the shape of the page
 * (a hero, then cards) meanwhile. A claim that got no answer is said under the board, with its check.
 */
export function BoardScreen({
  query,
  claim,
  children,
}: {
  query: UseQueryResult<AnchorTasks>;
  claim?: { unknown: boolean; busy: boolean; submit: () => void };
  children: (data: AnchorTasks) => ReactNode;
}) {
  const { t } = useTranslation('anchorTasks');
  if (query.data !== undefined)
    return (
      <>
        {children(query.data)}
        {claim?.unknown && (
          <Dock>
            <UnknownOutcome checking={claim.busy} onCheck={claim.submit} />
          </Dock>
        )}
      </>
    );
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
