import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { CarGrid } from '../components/CarGrid';
import { HorsepowerMeter } from '../components/HorsepowerMeter';
import { RaceGameStatus } from '../components/RaceGameStatus';
import { RaceStage, StageLinks, StageSection, StickyBottom, TitleBarLink } from '../components/RaceStage';
import { RaceStatusBar } from '../components/RaceStatusBar';
import { RaceTrack } from '../components/RaceTrack';
import { RefuelBar } from '../components/RefuelBar';
import { WinnerStrip } from '../components/WinnerStrip';
import { entriesOf, PHASE_MS, REFUEL_STEPS, totalLiters, type EntryId, type RaceGame } from '../model';
import { useRaceGame } from '../useRaceGame';
import { RaceOverlays } from './RaceOverlays';

export interface RacePageProps {
  /** The speed car game, the golden speed car (the same race in gold, with its own prize) or the horsepower battle (two sides). */
  game?: RaceGame;
}

/** `/h5/race`, `/h5/race/golden` and `/h5/race/horsepower`: the track, what to refuel, my gasoline, the result. */
export function RacePage({ game = 'classic' }: RacePageProps) {
  const { t } = useTranslation('race');
  const back = useBackOrClose();
  const race = useRaceGame(game);
  const { round, phase } = race;
  const query = `?game=${game}`;

  return (
    <Scaffold
      title={t(`titles.${game}`)}
      onBack={back}
      rightAction={
        <TitleBarLink to={`/h5/race/rules${query}`}>{t('links.rules')}</TitleBarLink>
      }
    >
      <RaceStage $game={game}>
        <RaceGameStatus game={race} />
        {race.status === 'ready' && round && phase && (
          <>
            <RaceStatusBar roundId={round.round_id} phase={phase} wallet={round.wallet} available={race.available} onBuyGasoline={race.openBuy} />
            <StageSection>
              <RaceTrack
                game={game}
                entries={entriesOf(game)}
                phase={phase.phase}
                finishOrder={round.result?.finish_order ?? null}
                raceStartAt={round.start_at + PHASE_MS.countdown}
                now={race.now}
                myEntries={new Set(Object.keys(round.my_fuel) as EntryId[])}
              />
            </StageSection>
            {game === 'horsepower' && (
              <StageSection>
                <HorsepowerMeter entries={round.entries} />
              </StageSection>
            )}
            <WinnerStrip winners={round.recent_winners} />
            <StageSection>
              <CarGrid
                game={game}
                entries={round.entries}
                confirmed={round.my_fuel}
                pending={race.pending}
                open={phase.phase === 'countdown'}
                winner={phase.phase === 'countdown' || phase.phase === 'racing' ? null : round.result?.winner}
                onAdd={race.add}
                onRemove={race.remove}
              />
            </StageSection>
            <StageLinks aria-label={t('links.label')}>
              <Link to={`/h5/race/history${query}`}>{t('links.history')}</Link>
              <Link to="/h5/race/medal">{t('links.medal')}</Link>
            </StageLinks>
            <StickyBottom>
              <RefuelBar
                steps={REFUEL_STEPS}
                step={race.step}
                onStepChange={race.setStep}
                pendingLiters={totalLiters(race.pending)}
                open={phase.phase === 'countdown'}
                confirming={race.confirming}
                onConfirm={race.confirm}
              />
            </StickyBottom>
            <RaceOverlays race={race} />
          </>
        )}
      </RaceStage>
    </Scaffold>
  );
}

export default RacePage;

export function GoldenRacePage() {
  return <RacePage game="golden" />;
}

export function HorsepowerBattlePage() {
  return <RacePage game="horsepower" />;
}
