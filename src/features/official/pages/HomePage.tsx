import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { selfInfoQuery } from '../../../platform/session/selfInfo';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { MemberCard } from '../components/MemberCard';

const Loading = styled.div`
  margin: ${px(16)};
`;

/** `/`: the official site home, greeting the signed-in member. The shell puts the route's title on the title bar. */
export function HomePage() {
  const { t } = useTranslation();
  const title = t('home.title');
  const back = useBackOrClose();
  const selfInfo = useQuery(selfInfoQuery());

  return (
    <Scaffold title={title} onBack={back}>
      {selfInfo.isPending ? (
        <Loading role="status" aria-busy="true" aria-label={t('home.loading')}>
          <Skeleton $height={132} $radius={20} />
        </Loading>
      ) : selfInfo.isError ? (
        <ErrorState
          // The server's own message says more than a generic one (spec §8).
          message={serverMessage(selfInfo.error)}
          onRetry={() => void selfInfo.refetch()}
          retrying={selfInfo.isFetching}
        />
      ) : (
        <MemberCard
          nickname={selfInfo.data.nickname}
          publicId={selfInfo.data.public_id}
          level={selfInfo.data.level}
          isHighQuality={selfInfo.data.is_high_quality}
        />
      )}
    </Scaffold>
  );
}
