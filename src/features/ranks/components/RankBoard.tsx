import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { whenIdle } from '../../../platform/scheduling/tasks';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { Podium, PodiumSkeleton } from '../../../ui/Podium/Podium';
import { px } from '../../../ui/px';
import { RankRow, type RankEntry } from '../../../ui/RankRow/RankRow';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { TabLayout } from '../../../ui/TabLayout/TabLayout';
import { shadows } from '../../../ui/tokens';
import type { BoardSkin } from '../boards';
import { BoardHero, type BoardHeroProps, type BoardSwitch } from './BoardHero';
import { boardNumbers } from '../model';
import { BoardNumbersContext, BoardValue } from './BoardValue';
import type { BoardRow, MyStanding } from './boardRows';
import { skinVariables } from './boardSkins';
import { MY_RANK_BAR_SPACE, MyRankBar, type MyRankBarProps } from './MyRankBar';

export type BoardState =
  | { status: 'loading' }
  | { status: 'error'; message?: string; retrying: boolean; onRetry: () => void }
  | { status: 'ready'; rows: readonly BoardRow[] };

export interface RankBoardProps extends BoardHeroProps {
  skin: BoardSkin;
  /** The boards this page switches between (rich / charm, star gifts…); none for a single board. */
  tabs?: BoardSwitch;
  /** The tabs are coming (their names arrive with the board): their bar is held, so nothing jumps. */
  tabsPending?: boolean;
  state: BoardState;
  /** Null until known (or when it could not be read): no bar. */
  mine: MyStanding | null;
  /** The me bar's way to climb ("Send gifts"), while the board is live. */
  mineAction?: MyRankBarProps['action'];
  /** The value's unit under each number ("Rich value"). */
  unit: string;
  emptyMessage: string;
  /** A tap on a row or a podium seat. */
  onSelect: (row: BoardRow) => void;
}

const Root = styled.div<{ $skin: BoardSkin; $bar: boolean }>`
  ${({ $skin }) => skinVariables($skin)}
  display: flex;
  flex: 1;
  flex-direction: column;
  padding-bottom: ${({ $bar }) => px($bar ? MY_RANK_BAR_SPACE : 16)};
  background: var(--color-canvas);
`;

/** The tab bar's place while its tabs load: same height and surface as TabLayout's bar. */
const TabsPlaceholder = styled.div`
  display: flex;
  gap: ${px(16)};
  align-items: center;
  justify-content: space-around;
  height: ${px(46)};
  padding: 0 ${px(24)};
  background: var(--color-surface);
  box-shadow: inset 0 -${px(1)} 0 var(--color-line);
  & > * {
    flex: 0 1 ${px(56)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)} ${px(12)} 0;
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${shadows.card};
  list-style: none;
  & > li + li {
    box-shadow: inset 0 ${px(0.5)} 0 var(--color-line);
  }
  /* Rows off screen are not styled, laid out or painted until scrolled near: adding rows, or a
     change to the whole page (the status-bar height), costs the same with 100 rows as with 5. */
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto ${px(68)};
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
`;

const byRank = (rows: readonly BoardRow[]) => ({
  podium: rows.filter((row) => row.entry.rank !== null && row.entry.rank <= 3),
  rest: rows.filter((row) => row.entry.rank === null || row.entry.rank > 3),
});

/** Rows a phone shows below the podium on the first screen, and how many more each later frame adds. */
const FIRST_SCREEN_ROWS = 5;
const ROWS_PER_FRAME = 8;

/**
 * The first screen of rows at once, the rest a few at a time whenever the phone is
 * idle: a 100-row board never blocks a mid-range phone for long (the first screen,
 * its avatars included, paints first; taps and scrolls are answered in between).
 */
function useProgressiveRows(rows: readonly BoardRow[]): readonly BoardRow[] {
  const [progress, setProgress] = useState({ rows, shown: FIRST_SCREEN_ROWS });
  if (progress.rows !== rows) setProgress({ rows, shown: FIRST_SCREEN_ROWS }); // another board: start again
  const { shown } = progress;
  useEffect(() => {
    if (shown >= rows.length) return;
    // When the main thread is idle (after the first screen and its avatars have painted), at the latest after 300 ms.
    // In a transition: React renders the new rows in slices of a few milliseconds.
    return whenIdle(() =>
      startTransition(() =>
        setProgress((current) => (current.rows === rows ? { rows, shown: current.shown + ROWS_PER_FRAME } : current)),
      ),
    );
  }, [rows, shown]);
  return useMemo(() => rows.slice(0, shown), [rows, shown]);
}

function BoardContent({
  state,
  unit,
  emptyMessage,
  upcoming,
  onSelect,
}: Pick<RankBoardProps, 'state' | 'unit' | 'emptyMessage' | 'onSelect'> & { upcoming: boolean }) {
  const { t } = useTranslation('ranks');
  if (state.status === 'loading') {
    return (
      <Loading role="status" aria-busy="true" aria-label={t('board.loading')}>
        <PodiumSkeleton />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} $height={60} $radius={14} />
        ))}
      </Loading>
    );
  }
  if (state.status === 'error')
    return <ErrorState message={state.message} onRetry={state.onRetry} retrying={state.retrying} />;
  return (
    <ReadyBoard rows={state.rows} unit={unit} emptyMessage={emptyMessage} upcoming={upcoming} onSelect={onSelect} />
  );
}

/** One row below the podium; memoised, so adding rows renders only the new ones. */
const ListRow = memo(function ListRow({
  row,
  unit,
  onSelect,
}: {
  row: BoardRow;
  unit: string;
  onSelect: (entry: RankEntry) => void;
}) {
  return (
    <li>
      <RankRow entry={row.entry} value={<BoardValue value={row.value} unit={unit} />} onSelect={onSelect} />
    </li>
  );
});

function RowList({
  rows,
  unit,
  onSelect,
}: {
  rows: readonly BoardRow[];
  unit: string;
  onSelect: (entry: RankEntry) => void;
}) {
  const { t } = useTranslation('ranks');
  const shown = useProgressiveRows(rows);
  return (
    <List aria-label={t('board.list')}>
      {shown.map((row) => (
        <ListRow key={row.entry.id} row={row} unit={unit} onSelect={onSelect} />
      ))}
    </List>
  );
}

function ReadyBoard({
  rows,
  unit,
  emptyMessage,
  upcoming,
  onSelect,
}: { rows: readonly BoardRow[]; upcoming: boolean } & Pick<RankBoardProps, 'unit' | 'emptyMessage' | 'onSelect'>) {
  const { podium, rest } = useMemo(() => byRank(rows), [rows]);
  const rowOf = useMemo(() => new Map(rows.map((row) => [row.entry.id, row])), [rows]);
  const select = useCallback(
    (entry: RankEntry) => {
      const row = rowOf.get(entry.id);
      if (row) onSelect(row);
    },
    [rowOf, onSelect],
  );
  // An empty board is the empty state alone, on the first screen: three empty seats would push it below the fold.
  // A board that has not started says so in a line under its countdown, with no picture: the countdown is the
  // news, and the picture's code is not part of a first visit that cannot be empty for any other reason.
  if (rows.length === 0) return <EmptyState message={emptyMessage} plain={upcoming} />;
  return (
    <>
      <Podium
        entries={podium.map((row) => row.entry)}
        renderValue={(entry) => <BoardValue value={rowOf.get(entry.id)?.value ?? 0} unit={unit} align="center" />}
        onSelect={select}
      />
      {rest.length > 0 && <RowList rows={rest} unit={unit} onSelect={select} />}
    </>
  );
}

/**
 * One rank board, any kind: tabs, the festival band (period, countdown, rewards,
 * rules), the podium, ranks 4–100 and my rank pinned at the bottom. The skin recolours
 * it through the design system's variables; pages only feed it data.
 */
export function RankBoard({
  skin,
  tabs,
  tabsPending = false,
  periods,
  timing,
  onTimingEnd,
  rewards,
  links,
  state,
  mine,
  mineAction,
  unit,
  emptyMessage,
  onSelect,
}: RankBoardProps) {
  const numbers = boardNumbers([
    ...(state.status === 'ready' ? state.rows.map((row) => row.value) : []),
    ...(mine && 'value' in mine ? [mine.value] : []),
  ]);
  const board = (
    <BoardNumbersContext value={numbers}>
      <BoardHero periods={periods} timing={timing} onTimingEnd={onTimingEnd} rewards={rewards} links={links} />
      <Body>
        <BoardContent
          state={state}
          unit={unit}
          emptyMessage={emptyMessage}
          upcoming={timing?.kind === 'upcoming'}
          onSelect={onSelect}
        />
      </Body>
      {mine && state.status === 'ready' && <MyRankBar standing={mine} unit={unit} action={mineAction} />}
    </BoardNumbersContext>
  );
  return (
    <Root $skin={skin} $bar={mine !== null}>
      {tabs && tabs.labels.length > 1 ? (
        <TabLayout
          titles={tabs.labels}
          index={tabs.index}
          onChange={tabs.onChange}
          aria-label={tabs.label}
          renderPanel={() => board}
        />
      ) : tabsPending ? (
        <>
          <TabsPlaceholder aria-hidden="true">
            <Skeleton $height={14} $radius={7} />
            <Skeleton $height={14} $radius={7} />
            <Skeleton $height={14} $radius={7} />
          </TabsPlaceholder>
          {board}
        </>
      ) : (
        board
      )}
    </Root>
  );
}
