import type { ReactNode } from 'react';
import { CarGrid } from '../components/CarGrid';
import { StageSection, StickyBottom } from '../components/RaceStage';
import { RaceStatusBar } from '../components/RaceStatusBar';
import { RaceTrack } from '../components/RaceTrack';
import { RefuelBar } from '../components/RefuelBar';
import {
  entriesOf,
  raceStartsAt,
  REFUEL_STEPS,
  totalLiters,
  winnerShownIn,
  type EntryId,
  type RaceGame,
} from '../model';
import type { RaceGameState } from '../useRaceGame';
import { RaceOverlays } from './RaceOverlays';

export interface RaceBoardProps {
  game: RaceGame;
  race: RaceGameState;
  /** The voice room's half screen: thinner lanes and tiles. */
  compact?: boolean;
  /** Between the track and the cars (the battle's meter, recent winners). */
  afterTrack?: ReactNode;
  /** Under the cars (links to history and medal). */
  afterGrid?: ReactNode;
}

/** A ready game on screen: clock and wallet, track, what to refuel, the confirm bar and the overlays. */
export function RaceBoard({ game, race, compact = false, afterTrack, afterGrid }: RaceBoardProps) {
  const { round, phase } = race;
  if (race.status !== 'ready' || !round || !phase) return null;
  const open = phase.phase === 'countdown';
  return (
    <>
      <RaceStatusBar
        roundId={round.round_id}
        phase={phase}
        wallet={round.wallet}
        available={race.available}
        onBuyGasoline={race.openBuy}
        compact={compact}
      />
      <StageSection>
        <RaceTrack
          game={game}
          entries={entriesOf(game)}
          phase={phase.phase}
          finishOrder={round.result?.finish_order ?? null}
          raceStartAt={raceStartsAt(round.start_at)}
          now={race.now}
          myEntries={new Set(Object.keys(round.my_fuel) as EntryId[])}
          compact={compact}
          secondsLeft={phase.secondsLeft}
        />
      </StageSection>
      {afterTrack}
      <StageSection>
        <CarGrid
          game={game}
          entries={round.entries}
          confirmed={round.my_fuel}
          pending={race.pending}
          open={open}
          winner={winnerShownIn(phase.phase) ? round.result?.winner : null}
          onAdd={race.add}
          onRemove={race.remove}
          compact={compact}
        />
      </StageSection>
      {afterGrid}
      <StickyBottom>
        <RefuelBar
          steps={REFUEL_STEPS}
          step={race.step}
          onStepChange={race.setStep}
          pendingLiters={totalLiters(race.pending)}
          open={open}
          confirming={race.confirming}
          onConfirm={race.confirm}
          compact={compact}
        />
      </StickyBottom>
      <RaceOverlays race={race} />
    </>
  );
}
