import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { bridge } from '../../../platform/bridge/bridge';
import { CloseButton } from '../../../ui/Modal/CloseButton';
import { px } from '../../../ui/px';
import { RaceGameStatus } from '../components/RaceGameStatus';
import { RaceStage } from '../components/RaceStage';
import { useRaceGame } from '../useRaceGame';
import { useRacingPushes } from '../useRacingPushes';
import { RaceBoard } from './RaceBoard';

const Sheet = styled(RaceStage)`
  min-height: 100vh;
  min-height: 100dvh;
  border-radius: ${px(16)} ${px(16)} 0 0;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(6)} ${px(4)} 0 ${px(14)};
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${px(16)};
  font-weight: 700;
`;

const RulesLink = styled(Link)`
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

const Close = styled(CloseButton)`
  color: #fff;
`;

/**
 * `/h5/room/race`: the compact speed car the app opens as a half screen inside a
 * voice room. It registers for room events while open and follows the app's
 * racing pushes (pools, new rounds, results, wallet) besides its own polling.
 */
export function VoiceRoomRacePage() {
  const { t } = useTranslation('race');
  const race = useRaceGame('classic');
  useRacingPushes('classic');

  return (
    <Sheet $game="classic">
      <Header>
        <Title>{t('titles.room')}</Title>
        <RulesLink to="/h5/race/rules?game=classic">{t('links.rules')}</RulesLink>
        <Close onClick={() => void bridge.closeScreen()} />
      </Header>
      <RaceGameStatus game={race} compact />
      <RaceBoard game="classic" race={race} compact />
    </Sheet>
  );
}

export default VoiceRoomRacePage;
