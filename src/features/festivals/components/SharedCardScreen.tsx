import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { Link } from '../../../ui/Link/Link';
import { focusRing, tapArea } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { isApiError } from '../../../platform/http/errors';
import { FESTIVAL_STATUS, shareHash } from '../api';
import { sharedQuery } from '../stages/sharedApi';
import type { FestivalDefinition } from '../definition';
import { CAMPAIGN_PATHS } from '../paths';
import { FestivalFrame, useFestival } from './FestivalScreen';
import { useCount } from './useCount';

const Card = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  margin: 0;
  padding: ${px(26)} ${px(20)} ${px(22)};
  overflow: hidden;
  border-radius: ${px(24)};
  background:
    radial-gradient(circle at 18% 20%, rgba(255, 255, 255, 0.9) 0 ${px(1.5)}, transparent ${px(2.5)}),
    radial-gradient(circle at 82% 30%, rgba(255, 255, 255, 0.8) 0 ${px(1.5)}, transparent ${px(2.5)}),
    radial-gradient(circle at 70% 80%, rgba(255, 255, 255, 0.6) 0 ${px(1)}, transparent ${px(2)}),
    radial-gradient(120% 80% at 50% 0%, rgba(127, 227, 255, 0.35) 0%, transparent 70%),
    linear-gradient(180deg, #112c5a 0%, #081a3a 100%);
  box-shadow:
    inset 0 0 0 ${px(2)} rgba(127, 227, 255, 0.5),
    0 ${px(12)} ${px(28)} rgba(0, 0, 0, 0.4);
  text-align: center;
  & figcaption {
    color: var(--color-textMuted);
    font-size: ${px(13)};
  }
  & blockquote {
    margin: 0;
    font-size: ${px(20)};
    font-weight: 800;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

const Stars = styled.p`
  margin: 0;
  color: var(--color-accentStrong);
  font-size: ${px(14)};
  font-weight: 800;
`;

const MakeOwn = styled(Link)`
  ${tapArea(52)}
  display: grid;
  place-items: center;
  border-radius: ${px(999)};
  background: var(--color-accentGradient);
  box-shadow: 0 ${px(6)} ${px(16)} rgba(0, 0, 0, 0.3);
  color: #fff;
  font-size: ${px(16)};
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

function SharedCard({ festival, hash }: { festival: FestivalDefinition; hash: string }) {
  const { t } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const count = useCount();
  const card = useQuery(sharedQuery(festival.festival, hash));
  if (card.isPending) return <Skeleton $height={220} $radius={24} aria-label={t('loading')} />;
  // A link the server knows no card for is a broken link, not a failure to retry.
  const unknown = card.isError && isApiError(card.error) && card.error.code === FESTIVAL_STATUS.unknownCard;
  if (unknown || (card.isSuccess && !card.data))
    return <EmptyState kind="notFound" message={own('wishCard.unknown')} />;
  if (card.isError)
    return <ErrorState message={t('failed')} onRetry={() => void card.refetch()} retrying={card.isFetching} />;
  if (!card.data) return null;
  const { nickname, wish, stars, rank } = card.data;
  return (
    <Card>
      <figcaption>{own('wishCard.of', { name: nickname })}</figcaption>
      <blockquote>{wish}</blockquote>
      <Stars>
        {own('wishCard.stars', count(stars))}
        {rank !== null && ` · ${own('wishCard.rank', { place: rank })}`}
      </Stars>
    </Card>
  );
}

/** A member's shared card (the meteor campaign's `/{hash}`): their wish, and the way to make one's own. */
export function SharedCardScreen({ festival }: { festival: FestivalDefinition }) {
  const { t } = useTranslation(festival.ns);
  const status = useFestival(festival);
  // The link's key goes into a request: anything but a plain key is a broken link, said as such.
  const hash = shareHash(useParams().hash);
  return (
    <FestivalFrame festival={festival} status={status} title={t('wishCard.title')} subtitle={t('wishCard.subtitle')}>
      {() => (
        <>
          {hash ? (
            <SharedCard festival={festival} hash={hash} />
          ) : (
            <EmptyState kind="notFound" message={t('wishCard.unknown')} />
          )}
          <MakeOwn to={CAMPAIGN_PATHS.meteor}>{t('wishCard.makeOwn')}</MakeOwn>
        </>
      )}
    </FestivalFrame>
  );
}
