import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import type { BoardEntry } from '../contract';
import type { BoardKind, FestivalDefinition } from '../definition';
import type { FestivalPhase } from '../model';
import { Board } from './Board';
import { Panel } from './Panel';
import { Tabs } from './Tabs';
import { useCount } from './useCount';

const Note = styled.p`
  margin: 0 0 ${px(8)};
  color: var(--color-textMuted);
  font-size: ${px(12)};
  text-align: center;
`;

/** The rows shown: places 1 to this (the podium and the rows under it). */
const PLACES_SHOWN = 20;

/** The festival's board: the top three on the podium, the next places in rows, each with their festival points. */
export function BoardSection({
  festival,
  board,
  kind,
  phase,
  tabs = [],
  tab = null,
  onTab,
}: {
  festival: FestivalDefinition;
  board: readonly BoardEntry[];
  kind: BoardKind;
  phase: FestivalPhase;
  /** The board's tabs (the server's, e.g. one per mini-game) and the one shown. */
  tabs?: readonly string[];
  tab?: string | null;
  onTab?: (tab: string) => void;
}) {
  const { t } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const count = useCount();
  const rows =
    board.length === 0 ? (
      <EmptyState plain compact message={phase === 'before' ? t('board.emptyBefore') : t('board.empty')} />
    ) : (
      <Board
        board={board.filter((entry) => entry.rank <= PLACES_SHOWN)}
        score={(points) => t('board.points', count(points))}
      />
    );
  return (
    <Panel title={t(`board.kinds.${kind}`)}>
      {phase === 'settling' && <Note>{t('board.frozen')}</Note>}
      {phase === 'ended' && <Note>{t('board.final')}</Note>}
      {tabs.length > 1 ? (
        <Tabs
          label={t(`board.kinds.${kind}`)}
          titles={tabs.map((name) => own(`tabs.${name}`, { defaultValue: name }))}
          index={Math.max(0, tab === null ? 0 : tabs.indexOf(tab))}
          onChange={(index) => {
            const next = tabs[index];
            if (next) onTab?.(next);
          }}
        >
          {rows}
        </Tabs>
      ) : (
        rows
      )}
    </Panel>
  );
}
