import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { RaceGameState } from '../useRaceGame';
import { MinorBanned } from './MinorBanned';

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(16)};
`;

/** Loading, minor-banned and error screens shared by every race page; null when the game is ready. */
export function RaceGameStatus({ game, compact = false }: { game: RaceGameState; compact?: boolean }) {
  const { t } = useTranslation('race');
  if (game.status === 'minor') return <MinorBanned />;
  if (game.status === 'error')
    return <ErrorState message={game.errorMessage} onRetry={game.retry} retrying={game.retrying} />;
  if (game.status === 'loading') {
    return (
      <Loading role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton $height={compact ? 40 : 56} $radius={14} />
        <Skeleton $height={compact ? 150 : 240} $radius={14} />
        <Skeleton $height={compact ? 140 : 330} $radius={14} />
      </Loading>
    );
  }
  return null;
}
