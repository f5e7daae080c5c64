import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { isSignedOutError } from '../../../platform/session/signedOut';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { darkSurface } from '../../../ui/surfaces';

/** The rose-night page under the title bar. */
export const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(12)} ${px(12)} calc(${px(24)} + var(--safe-bottom, 0px));
  background:
    radial-gradient(120% 40% at 50% 0%, rgba(255, 111, 165, 0.22) 0%, rgba(255, 111, 165, 0) 70%),
    linear-gradient(180deg, #3a0f3f 0%, #2a0b2e 70%);
  ${darkSurface}
  --focus-ring: #ffc7dd;
`;

/** A rose-glass panel on the night. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(18)};
  background: rgba(255, 255, 255, 0.07);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 156, 194, 0.25);
  h2 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${px(8)};
    margin: 0;
    color: #ffe3ee;
    font-size: ${px(16)};
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.6;
  }
`;

/** A CP page's first read: the page; "sign in in the app"; the error with retry; a skeleton meanwhile. */
export function CpQuery<T>({
  query,
  children,
  skeleton,
}: {
  /** A query or an infinite query (the hall's pages): what the first read needs of either. */
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  children: (data: T) => ReactNode;
  /** The page's own skeleton while loading (a list's rows); the couple's by default. */
  skeleton?: ReactNode;
}) {
  const { t } = useTranslation('cp');
  if (query.data !== undefined) return children(query.data);
  if (query.isError && isSignedOutError(query.error)) return <EmptyState message={t('signedOut')} />;
  if (query.isError)
    return (
      <ErrorState
        message={serverMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      {skeleton ?? (
        <>
          <Skeleton $height={180} $radius={24} />
          <Skeleton $height={140} $radius={18} style={{ marginTop: px(14) }} />
        </>
      )}
    </div>
  );
}
