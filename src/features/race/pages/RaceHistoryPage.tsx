import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RACE_PAGES_STRINGS } from '../strings';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { isMinorRefusal, raceHistoryQuery } from '../api';
import { HistoryList } from '../components/HistoryList';
import { MinorBanned } from '../components/MinorBanned';
import { gameFromQuery, raceGamePath } from '../gameParam';
import { raceThemes } from '../theme';

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(12)};
`;

/** The server's own words for a refusal say more than a generic message (spec §8). */
/** Minors are refused by every racing endpoint: they get the explanation, not a retry. */

/** `/h5/race/history?game=…`: my rounds of one game, newest first. */
export default function RaceHistoryPage() {
  const { t } = useTranslation(RACE_PAGES_STRINGS, { nsMode: 'fallback' });
  const back = useBackOrClose();
  const navigate = useNavigate();
  const game = gameFromQuery(useLocation().search);
  const history = useQuery(raceHistoryQuery(game));
  const gameName = t(`titles.${game}`);

  return (
    <Scaffold title={t('titles.history')} onBack={back} theme={raceThemes[game]}>
      {history.isPending ? (
        <Loading role="status" aria-busy="true" aria-label={t('history.loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} $height={132} $radius={14} />
          ))}
        </Loading>
      ) : history.isError ? (
        isMinorRefusal(history.error) ? (
          <MinorBanned />
        ) : (
          <ErrorState
            message={serverMessage(history.error)}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        )
      ) : history.data.items.length === 0 ? (
        <EmptyState
          kind="noRecords"
          message={t('history.empty', { game: gameName })}
          actionLabel={t('history.emptyAction', { game: gameName })}
          onAction={() => void navigate(raceGamePath(game))}
        />
      ) : (
        <HistoryList items={history.data.items} game={game} />
      )}
    </Scaffold>
  );
}

export { RaceHistoryPage };
