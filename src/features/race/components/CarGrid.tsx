import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatNumber, formatPercent } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import type { RaceEntry } from '../contract';
import { carTier, type CarTier, type EntryId, type Fuel, type RaceGame } from '../model';
import { CarArt } from './CarArt';
import { focusRing } from '../../../ui/interaction';

export interface CarGridProps {
  game: RaceGame;
  /** Every car (or side) with its odds and everyone's liters, as the server sent them. */
  entries: readonly RaceEntry[];
  /** My charged liters this round: locked. */
  confirmed: Fuel;
  /** My liters added on this phone, not yet confirmed. */
  pending: Fuel;
  /** Refuelling is open (the countdown); otherwise the tiles only show. */
  open: boolean;
  /** The race's winner, once known: its tile is crowned. */
  winner?: EntryId | null;
  /** A tap on a tile: add the chosen amount to it. */
  onAdd: (entry: EntryId) => void;
  /** The tile's small × : take its pending liters back (confirmed ones are refused by the rules). */
  onRemove: (entry: EntryId) => void;
  /** Thinner tiles for the voice-room half screen. */
  compact?: boolean;
}

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${px(7)} ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Tile surfaces by the car's tier: the longer the odds, the grander the tile (the golden game is all gold). */
const TIER_SURFACES = [
  css`
    background: linear-gradient(180deg, #2a2f45 0%, #1d2133 100%);
    box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.08);
  `,
  css`
    background:
      radial-gradient(70% 42% at 50% 22%, rgba(96, 140, 255, 0.32), transparent 75%),
      linear-gradient(180deg, #26306a 0%, #191d42 100%);
    box-shadow: inset 0 0 0 ${px(1)} rgba(130, 160, 255, 0.35);
  `,
  css`
    background:
      radial-gradient(70% 42% at 50% 22%, rgba(255, 196, 83, 0.34), transparent 75%),
      linear-gradient(160deg, #55286e 0%, #2c1745 55%, #1f1236 100%);
    box-shadow:
      inset 0 0 0 ${px(1)} rgba(246, 196, 83, 0.6),
      0 0 ${px(10)} rgba(180, 90, 255, 0.3);
  `,
];

const GOLDEN_SURFACE = css`
  background: linear-gradient(180deg, #3b2a0c 0%, #251a08 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.08);
`;

const Tile = styled.li<{ $mine: boolean; $winner: boolean; $golden: boolean; $tier: CarTier }>`
  position: relative;
  border-radius: ${px(14)};
  color: #fff;
  ${({ $golden, $tier }) => ($golden ? GOLDEN_SURFACE : TIER_SURFACES[$tier])}
  ${({ $mine }) =>
    $mine &&
    css`
      box-shadow: inset 0 0 0 ${px(2)} #ee3a62, 0 ${px(4)} ${px(12)} rgba(255, 77, 109, 0.25);
    `}
  ${({ $winner }) =>
    $winner &&
    css`
      box-shadow: inset 0 0 0 ${px(2)} var(--color-gold), 0 0 ${px(16)} rgba(246, 196, 83, 0.55);
    `}
`;

const TileBody = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(1)};
  min-height: ${({ $compact }) => px($compact ? 64 : 80)};
  padding: ${({ $compact }) => ($compact ? `${px(6)} ${px(4)}` : `${px(5)} ${px(6)} ${px(4)}`)};
  line-height: 1.25;

  &:has(button:active:not(:disabled)) {
    transform: scale(0.97);
  }
`;

/**
 * The tile's one big target: its visible text is the car's name, and its ::after
 * covers the whole tile, so a tap anywhere on the tile adds fuel while the
 * button's accessible name ("Refuel Tesla") still contains what it shows.
 */
const AddButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  touch-action: manipulation;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${px(14)};
  }
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    ${focusRing(2)}
  }
`;

/** The car, big: its art leaves room above a low roof and below the wheels, which the tile's rows take back. */
const Car = styled(CarArt)`
  margin: ${px(-2)} 0 ${px(-4)};
`;

const Name = styled.span`
  display: block;
  max-width: 100%;
  overflow: hidden;
  font-size: ${px(12)};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/* One line each, whatever the pools grow to: a tile never grows taller than the screen allows. */
const Facts = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0;
  max-width: 100%;
  & > span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Odds = styled.span`
  color: var(--color-gold);
  font-size: ${px(14)};
  font-style: italic;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Pool = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(10)};
  font-variant-numeric: tabular-nums;
`;

const Mine = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${px(2)} ${px(4)};
  min-height: ${px(14)};
  font-size: ${px(11)};
  line-height: ${px(14)};
  font-variant-numeric: tabular-nums;
`;

const Confirmed = styled.span`
  color: #7be0a6;
  font-weight: 700;
`;

const Pending = styled.span`
  padding: 0 ${px(5)};
  border-radius: ${px(8)};
  background: #c81e4b;
  color: #fff;
  font-weight: 700;
`;

const RemoveButton = styled.button`
  position: absolute;
  z-index: 1;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  /* 44 units to tap (issue 15), the disc stays small in the tile's corner */
  width: ${px(44)};
  height: ${px(44)};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: rgba(255, 255, 255, 0.75);
  cursor: pointer;
  touch-action: manipulation;

  &::before {
    content: '';
    position: absolute;
    inset: ${px(10)} ${px(10)} ${px(14)} ${px(14)};
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.14);
  }
  svg {
    position: relative;
    top: -${px(2)};
    left: ${px(2)};
  }
`;

function RemoveIcon({ locked }: { locked: boolean }) {
  return locked ? (
    <svg width={px(10)} height={px(12)} viewBox="0 0 10 12" aria-hidden="true">
      <rect x="1" y="5" width="8" height="6.5" rx="1.5" fill="currentColor" />
      <path d="M3 5V3.5a2 2 0 0 1 4 0V5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  ) : (
    <svg width={px(10)} height={px(10)} viewBox="0 0 10 10" aria-hidden="true">
      <path d="M2 2l6 6M8 2L2 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The cars to refuel: a tap adds the chosen amount; each tile shows the car's
 * multiplier and chance (from the server), everyone's liters, and mine —
 * confirmed (locked) and pending (+N, not yet charged).
 */
export function CarGrid({
  game,
  entries,
  confirmed,
  pending,
  open,
  winner = null,
  onAdd,
  onRemove,
  compact = false,
}: CarGridProps) {
  const { t, i18n } = useTranslation('race');
  const idPrefix = useId();
  const number = (value: number) => formatNumber(i18n.language, value);
  const percent = (value: number) => formatPercent(i18n.language, value);
  return (
    <Grid $columns={entries.length <= 2 ? 2 : 3} aria-label={t('grid.label')}>
      {entries.map((entry) => {
        const name = t(`cars.${entry.id}`);
        const mineConfirmed = confirmed[entry.id] ?? 0;
        const minePending = pending[entry.id] ?? 0;
        const liters = (value: number) => t('units.liters', { value: number(value) });
        return (
          <Tile
            key={entry.id}
            $mine={mineConfirmed + minePending > 0}
            $winner={winner === entry.id}
            $golden={game === 'golden'}
            $tier={carTier(entry.id)}
            data-tier={carTier(entry.id)}
          >
            <TileBody $compact={compact}>
              <Car entry={entry.id} size={compact ? 46 : 58} />
              <AddButton
                type="button"
                disabled={!open}
                aria-label={t('grid.add', { car: name })}
                aria-describedby={`${idPrefix}${entry.id}`}
                onClick={() => onAdd(entry.id)}
              >
                <Name>{name}</Name>
              </AddButton>
              {/* The button's description: odds, everyone's liters and mine, read after "Refuel Tesla". */}
              <Facts id={`${idPrefix}${entry.id}`}>
                <span>
                  <Odds>{t('units.multiplier', { value: entry.multiplier })}</Odds>
                  {!compact && <Pool> · {t('grid.chance', { value: percent(entry.win_rate) })}</Pool>}
                </span>
                <Pool>{t('grid.pool', { liters: liters(entry.pool_liters) })}</Pool>
                <Mine>
                  {mineConfirmed > 0 && <Confirmed>{t('grid.confirmed', { liters: liters(mineConfirmed) })}</Confirmed>}
                  {minePending > 0 && <Pending>{t('grid.pending', { liters: liters(minePending) })}</Pending>}
                </Mine>
              </Facts>
            </TileBody>
            {(minePending > 0 || mineConfirmed > 0) && (
              <RemoveButton
                type="button"
                aria-label={minePending > 0 ? t('grid.remove', { car: name }) : t('grid.locked', { car: name })}
                onClick={() => onRemove(entry.id)}
              >
                <RemoveIcon locked={minePending === 0} />
              </RemoveButton>
            )}
          </Tile>
        );
      })}
    </Grid>
  );
}
