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

/** The night-sea page under the title bar: every letters page stands on it. */
export const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(12)} ${px(12)} calc(${px(24)} + var(--safe-bottom, 0px));
  background:
    radial-gradient(120% 40% at 80% 0%, rgba(255, 214, 150, 0.16) 0%, rgba(255, 214, 150, 0) 70%),
    linear-gradient(180deg, #0f1f45 0%, #0b1634 60%, #0a1430 100%);
  ${darkSurface}
  --focus-ring: #ffc98b;
`;

/** A quiet line on the sea: a notice, a hint, a rule. */
export const Note = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.6;
  text-align: center;
`;

/**
 * A letters page's first read: the page once it is there; "open it in the app, signed in" when nobody is; the error
 * with retry; a skeleton of `loadingHeight` meanwhile.
 */
export function LettersQuery<T>({
  query,
  loadingHeight,
  children,
}: {
  query: UseQueryResult<T>;
  loadingHeight: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('anonLetters');
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
      <Skeleton $height={loadingHeight} $radius={18} />
    </div>
  );
}
