import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { isSignedOutError } from '../../../platform/session/signedOut';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { SignInPrompt } from './webVariant';

/** The withdrawal pages' column under the title bar. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(16)} ${px(12)} ${px(24)};
`;

/** A white card on the page. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(18)} ${px(16)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
`;

/**
 * A page's first read, as the withdrawal pages show it: the page once it is there; "sign in" when nobody is (a
 * `/web` page in a plain browser); the error with retry; a skeleton of `loadingHeight` meanwhile.
 */
export function QueryScreen<T>({
  query,
  loadingHeight,
  children,
}: {
  query: UseQueryResult<T>;
  loadingHeight: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('withdraw');
  if (query.data !== undefined) return children(query.data);
  if (query.isError && isSignedOutError(query.error)) return <SignInPrompt />;
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
