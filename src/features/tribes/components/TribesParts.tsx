import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { isSignedOutError } from '../../../platform/session/signedOut';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { darkSurface } from '../../../ui/surfaces';

/** The banner night under the title bar: a gold glow from above. */
export const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  min-width: 0;
  padding: ${px(12)} ${px(12)} calc(${px(24)} + var(--safe-bottom, 0px));
  background:
    radial-gradient(110% 36% at 50% 0%, rgba(255, 200, 87, 0.2) 0%, rgba(255, 200, 87, 0) 70%),
    linear-gradient(180deg, #18214a 0%, #111836 60%);
  ${darkSurface}
  --focus-ring: #ffe29a;
`;

/** A glass panel with a gold edge. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  min-width: 0;
  padding: ${px(14)} ${px(14)};
  border-radius: ${px(18)};
  background: rgba(255, 255, 255, 0.06);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 200, 87, 0.22);
  h2 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${px(8)};
    margin: 0;
    color: #ffe9b8;
    font-size: ${px(16)};
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.6;
  }
`;

/** A tribe page's first read: the page; "sign in in the app"; the error with retry; a skeleton meanwhile. */
export function TribesQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('tribes');
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
      <Skeleton $height={150} $radius={18} />
      <Skeleton $height={220} $radius={18} style={{ marginTop: px(14) }} />
    </div>
  );
}

const Face = styled.span<{ $size: number }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  overflow: hidden;
  border-radius: 50%;
  background: linear-gradient(135deg, #ffe9b8, #ffc857);
  color: #5a3a00;
  font-size: ${({ $size }) => px(Math.round($size * 0.42))};
  font-weight: 800;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A member's round picture, or their initial when there is none or it fails. */
export function Portrait({ src, name, size = 36 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Face $size={size} aria-hidden="true">
      {src && !failed ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        Array.from(name)[0]
      )}
    </Face>
  );
}
