import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { PkMatch, PkWindow } from '../api';
import {
  type BracketCell,
  bracketColumns,
  bracketSideOf,
  currentColumnOf,
  type PkSide,
  type PkStage,
  winnerOf,
} from '../model';
import { SIDE_COLOURS } from '../theme';

// The bracket is drawn on fixed numbers (design units): a CSS grid of 7 columns × 8 half-slots, and an SVG of the same
// size behind it whose connectors are computed from the same numbers — no measuring, nothing moves when scores change.
const COLUMN = 128;
const GAP = 26;
const HALF_SLOT = 38;
const CARD = 62;
const WIDTH = 7 * COLUMN + 6 * GAP;
const HEIGHT = 8 * HALF_SLOT;

const columnX = (column: number) => column * (COLUMN + GAP);
const centreY = (slot: number, matchesInColumn: number) => ((slot + 0.5) * HEIGHT) / matchesInColumn;

const Scroller = styled.div`
  margin: 0 ${px(-12)};
  padding: 0 ${px(12)} ${px(8)};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Heads = styled.ol`
  display: grid;
  grid-template-columns: repeat(7, ${px(COLUMN)});
  column-gap: ${px(GAP)};
  width: ${px(WIDTH)};
  margin: 0 0 ${px(8)};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${px(1)};
    padding: ${px(6)} ${px(4)};
    border-radius: ${px(10)};
    background: rgba(255, 255, 255, 0.06);
    color: var(--color-textMuted);
    font-size: ${px(11)};
    text-align: center;
  }
  li[data-current='true'] {
    background: rgba(255, 200, 87, 0.22);
    color: #ffe9b8;
  }
  strong {
    color: var(--color-text);
    font-size: ${px(13)};
  }
`;

const Grid = styled.ol`
  position: relative;
  display: grid;
  grid-template-columns: repeat(7, ${px(COLUMN)});
  grid-template-rows: repeat(8, ${px(HALF_SLOT)});
  column-gap: ${px(GAP)};
  width: ${px(WIDTH)};
  height: ${px(HEIGHT)};
  margin: 0;
  padding: 0;
  list-style: none;
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Card = styled.li<{ $mine: boolean; $side: PkSide | null }>`
  position: relative;
  align-self: center;
  display: grid;
  grid-template-rows: 1fr 1fr;
  height: ${px(CARD)};
  padding: ${px(4)} ${px(8)};
  border-radius: ${px(12)};
  background: ${({ $side }) =>
    $side
      ? `linear-gradient(90deg, ${SIDE_COLOURS[$side]}38 0%, rgba(32, 43, 94, 0.96) 40%)`
      : 'linear-gradient(135deg, #5a3a00 0%, #2b2f66 100%)'};
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.14);
  ${({ $mine }) =>
    $mine &&
    css`
      box-shadow:
        inset 0 0 0 ${px(2)} #ffc857,
        0 0 ${px(12)} rgba(255, 200, 87, 0.45);
    `}
`;

const Line = styled.span<{ $state: 'won' | 'lost' | 'open' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${px(6)};
  opacity: ${({ $state }) => ($state === 'lost' ? 0.5 : 1)};
  color: var(--color-text);
  font-size: ${px(12)};
  font-weight: ${({ $state }) => ($state === 'won' ? 800 : 500)};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  b {
    min-width: ${px(50)};
    color: ${({ $state }) => ($state === 'won' ? '#ffe29a' : 'var(--color-textMuted)')};
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    text-align: end;
  }
  & + & {
    border-top: ${px(1)} solid rgba(255, 255, 255, 0.1);
  }
`;

/** "LIVE": a steady pill (its words keep their contrast) with a dot that pulses on the compositor. */
const Live = styled.i`
  position: absolute;
  top: ${px(-8)};
  right: ${px(6)};
  display: inline-flex;
  align-items: center;
  gap: ${px(3)};
  padding: 0 ${px(6)};
  border-radius: ${px(8)};
  background: #c8102e;
  color: #fff;
  font-size: ${px(10)};
  font-style: normal;
  font-weight: 900;
  line-height: ${px(16)};
  &::before {
    content: '';
    width: ${px(5)};
    height: ${px(5)};
    border-radius: 50%;
    background: #fff;
    animation: ${pulse} 1.6s ease-in-out infinite;
    ${whenReducedMotion(css`
      animation: none;
    `)}
  }
`;

const Trophy = styled.svg`
  position: absolute;
  bottom: calc(100% + ${px(6)});
  left: 50%;
  width: ${px(56)};
  height: ${px(56)};
  transform: translateX(-50%);
`;

export interface BracketProps {
  matches: readonly PkMatch[];
  names: ReadonlyMap<string, string>;
  schedule: Record<PkStage, PkWindow>;
  current: PkStage;
  myTribe: string | null;
}

/** Where the connector from a column's match runs: to the column nearer the peak. */
const towardPeak = (column: number) => (column < 3 ? column + 1 : column - 1);

function connectorPath(column: number, cell: BracketCell, columns: BracketCell[][]): string {
  const target = towardPeak(column);
  const y1 = centreY(cell.slot, columns[column]!.length);
  const y2 = centreY(target === 3 ? 0 : Math.floor(cell.slot / 2), columns[target]!.length);
  const leftToRight = column < 3;
  const x1 = leftToRight ? columnX(column) + COLUMN : columnX(column);
  const x2 = leftToRight ? columnX(target) : columnX(target) + COLUMN;
  const middle = (x1 + x2) / 2;
  return `M${x1} ${y1}H${middle}V${y2}H${x2}`;
}

function TrophyArt() {
  return (
    <Trophy viewBox="0 0 56 56" aria-hidden="true">
      <path d="M16 8h24v10c0 9-5 15-12 16-7-1-12-7-12-16Z" fill="#FFC857" stroke="#fff" strokeWidth="1.5" />
      <path d="M16 12H8c0 8 4 12 9 12M40 12h8c0 8-4 12-9 12" stroke="#FFC857" strokeWidth="3" fill="none" />
      <path d="M24 34h8v8h-8Z" fill="#E09A2B" />
      <path d="M17 42h22v6H17Z" fill="#FFC857" stroke="#fff" strokeWidth="1.2" />
      <path d="m28 13 2.2 4.4 4.8.7-3.5 3.4.8 4.8-4.3-2.3-4.3 2.3.8-4.8-3.5-3.4 4.8-.7Z" fill="#fff" />
    </Trophy>
  );
}

/** The tribe PK as a two-sided bracket: red's rounds from the left, blue's from the right, the peak final between. */
export function Bracket({ matches, names, schedule, current, myTribe }: BracketProps) {
  const { t, i18n } = useTranslation('tribes');
  const when = shortDateTimeFormat(i18n.language);
  const columns = bracketColumns(matches);
  const scroller = useRef<HTMLDivElement>(null);
  // The round being played in view, on my tribe's side: set once the bracket is drawn (not on every refresh).
  const currentColumn = currentColumnOf(columns, current, bracketSideOf(matches, myTribe));
  useLayoutEffect(() => {
    const box = scroller.current;
    const head = box?.querySelector<HTMLElement>(`[data-column="${Math.max(0, currentColumn)}"]`);
    if (!box || !head) return;
    box.scrollLeft = head.offsetLeft + head.offsetWidth / 2 - box.clientWidth / 2;
  }, [currentColumn]);

  const nameOf = (id: string | null) => (id ? (names.get(id) ?? id) : t('pk.toBeDecided'));
  const lineState = (match: PkMatch | null, id: string | null) => {
    const winner = match ? winnerOf(match) : null;
    if (!winner || !id) return 'open' as const;
    return winner === id ? ('won' as const) : ('lost' as const);
  };
  const score = (match: PkMatch | null, value: number) =>
    match && match.state !== 'upcoming' ? formatNumber(i18n.language, value) : '—';

  return (
    <Scroller ref={scroller} tabIndex={0} role="region" aria-label={t('pk.bracket')}>
      <Heads aria-hidden="true">
        {columns.map((cells, column) => (
          <li key={column} data-column={column} data-current={column === currentColumn}>
            <strong>{t(`pk.rounds.${cells[0]!.round}`)}</strong>
            <span>{when(schedule[cells[0]!.round].starts_at)}</span>
          </li>
        ))}
      </Heads>
      <Grid>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
          {columns.map((cells, column) =>
            column === 3
              ? null
              : cells.map((cell) => {
                  const winner = cell.match ? winnerOf(cell.match) : null;
                  const mine = winner !== null && winner === myTribe;
                  return (
                    <path
                      key={`${column}-${cell.slot}`}
                      d={connectorPath(column, cell, columns)}
                      fill="none"
                      stroke={mine ? '#FFC857' : winner ? 'rgba(255,255,255,0.55)' : 'rgba(255,255,255,0.2)'}
                      strokeWidth={mine ? 3 : 2}
                    />
                  );
                }),
          )}
        </svg>
        {columns.map((cells, column) =>
          cells.map((cell) => {
            const { match } = cell;
            const span = 8 / cells.length;
            const mine = myTribe !== null && (match?.a === myTribe || match?.b === myTribe);
            return (
              <Card
                key={`${column}-${cell.slot}`}
                $mine={mine}
                $side={cell.side}
                style={{ gridColumn: column + 1, gridRow: `${cell.slot * span + 1} / span ${span}` }}
                data-match={match?.match_id}
                data-state={match?.state ?? 'undrawn'}
              >
                {column === 3 && <TrophyArt />}
                <VisuallyHidden>
                  {t(`pk.rounds.${cell.round}`)}
                  {cell.side ? ` · ${t(`pk.sides.${cell.side}`)}` : ''}
                  {match ? ` · ${t(`pk.states.${match.state}`)}` : ''}
                </VisuallyHidden>
                {match?.state === 'live' && <Live aria-hidden="true">{t('pk.live')}</Live>}
                <Line $state={lineState(match, match?.a ?? null)}>
                  <span>{nameOf(match?.a ?? null)}</span>
                  <b>{score(match, match?.score_a ?? 0)}</b>
                </Line>
                <Line $state={lineState(match, match?.b ?? null)}>
                  <span>{nameOf(match?.b ?? null)}</span>
                  <b>{score(match, match?.score_b ?? 0)}</b>
                </Line>
              </Card>
            );
          }),
        )}
      </Grid>
    </Scroller>
  );
}
