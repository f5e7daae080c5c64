import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { bridge } from '../../../platform/bridge/bridge';
import { CloseButton } from '../../../ui/Modal/CloseButton';
import { px } from '../../../ui/px';
import { CarGrid } from '../components/CarGrid';
import { RaceGameStatus } from '../components/RaceGameStatus';
import { RaceStage, StageSection, StickyBottom } from '../components/RaceStage';
import { RaceStatusBar } from '../components/RaceStatusBar';
import { RaceTrack } from '../components/RaceTrack';
import { RefuelBar } from '../components/RefuelBar';
import { CAR_IDS, PHASE_MS, REFUEL_STEPS, totalLiters, type EntryId } from '../model';
import { useRaceGame } from '../useRaceGame';
import { RaceOverlays } from './RaceOverlays';
import { useRacingPushes } from '../useRacingPushes';

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
  color: rgba(255, 255, 255, 0.75);
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
  const { round, phase } = race;

  return (
    <Sheet $game="classic">
      <Header>
        <Title>{t('titles.room')}</Title>
        <RulesLink to="/h5/race/rules?game=classic">{t('links.rules')}</RulesLink>
        <Close onClick={() => void bridge.closeScreen()} />
      </Header>
      <RaceGameStatus game={race} compact />
      {race.status === 'ready' && round && phase && (
        <>
          <RaceStatusBar roundId={round.round_id} phase={phase} wallet={round.wallet} available={race.available} onBuyGasoline={race.openBuy} compact />
          <StageSection>
            <RaceTrack
              game="classic"
              entries={CAR_IDS}
              phase={phase.phase}
              finishOrder={round.result?.finish_order ?? null}
              raceStartAt={round.start_at + PHASE_MS.countdown}
              now={race.now}
              myEntries={new Set(Object.keys(round.my_fuel) as EntryId[])}
              compact
            />
          </StageSection>
          <StageSection>
            <CarGrid
              game="classic"
              entries={round.entries}
              confirmed={round.my_fuel}
              pending={race.pending}
              open={phase.phase === 'countdown'}
              winner={phase.phase === 'countdown' || phase.phase === 'racing' ? null : round.result?.winner}
              onAdd={race.add}
              onRemove={race.remove}
              compact
            />
          </StageSection>
          <StickyBottom>
            <RefuelBar
              steps={REFUEL_STEPS}
              step={race.step}
              onStepChange={race.setStep}
              pendingLiters={totalLiters(race.pending)}
              open={phase.phase === 'countdown'}
              confirming={race.confirming}
              onConfirm={race.confirm}
              compact
            />
          </StickyBottom>
          <RaceOverlays race={race} />
        </>
      )}
    </Sheet>
  );
}

export default VoiceRoomRacePage;
