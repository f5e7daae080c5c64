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

/** The twilight page under the title bar: the photos run edge to edge, the card below them. */
export const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  background:
    radial-gradient(110% 35% at 50% 0%, rgba(255, 141, 180, 0.2) 0%, rgba(255, 141, 180, 0) 70%),
    linear-gradient(180deg, #1f1538 0%, #160f2a 60%);
  ${darkSurface}
  --focus-ring: #ffd4e4;
`;

/** Padding for the states that are not the card (loading, errors, not found). */
export const Padded = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(12)};
`;

/** A glass panel of the card. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(18)};
  background: rgba(255, 255, 255, 0.06);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 169, 201, 0.2);
  h3 {
    margin: 0;
    color: #ffe6ef;
    font-size: ${px(15)};
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
    line-height: 1.65;
    overflow-wrap: anywhere;
  }
`;

/** The card's first read: the card; "sign in in the app"; the error with retry; a skeleton meanwhile. */
export function VirtualGfQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('virtualgf');
  if (query.data !== undefined) return children(query.data);
  if (query.isError && isSignedOutError(query.error))
    return (
      <Padded>
        <EmptyState message={t('signedOut')} />
      </Padded>
    );
  if (query.isError)
    return (
      <Padded>
        <ErrorState
          message={serverMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Padded>
    );
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton $height={440} $radius={0} />
      <Padded>
        <Skeleton $height={28} $radius={14} style={{ width: '60%' }} />
        <Skeleton $height={72} $radius={18} />
        <Skeleton $height={120} $radius={18} />
      </Padded>
    </div>
  );
}
