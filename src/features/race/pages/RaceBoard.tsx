import type { ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
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

/** Over the fuel bar, on the bar's own night: the cars scrolling under it never show through the notice. */
const Unresolved = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  padding: ${px(10)} ${px(16)} 0;
  background: #10121e;
`;

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
        {/* A confirm (or a purchase, its sheet closed) with no answer: said over the bar until it is checked. */}
        {(race.refuel.unknown || (race.gasoline.unknown && !race.buyOpen)) && (
          <Unresolved>
            {race.refuel.unknown && <UnknownOutcome checking={race.refuel.busy} onCheck={race.refuel.submit} />}
            {race.gasoline.unknown && !race.buyOpen && (
              <UnknownOutcome checking={race.gasoline.busy} onCheck={race.gasoline.submit} />
            )}
          </Unresolved>
        )}
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
