import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { tapArea } from '../../../ui/interaction';
import { MAX_COLUMN_WIDTH, px } from '../../../ui/px';
import { RankRow } from '../../../ui/RankRow/RankRow';
import { BoardValue, useBoardValueFormat } from './BoardValue';
import type { MyStanding } from './boardRows';

/* Fixed, not sticky: the Scaffold body is its own (never scrolling) scroll container, where sticky would not stick. */
const Bar = styled.aside`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 5;
  max-width: ${MAX_COLUMN_WIDTH}px;
  margin: 0 auto;
  /* its own layer: scrolling moves the board under it without repainting the screen every frame */
  will-change: transform;
  padding-bottom: env(safe-area-inset-bottom);
  background: var(--color-surface);
  border-radius: ${px(16)} ${px(16)} 0 0;
  box-shadow: 0 ${px(-6)} ${px(18)} rgba(40, 20, 10, 0.12);
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  min-height: ${px(30)};
  padding: 0 ${px(16)} ${px(10)} ${px(54)};
`;

const Gap = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  color: var(--color-accentStrong);
  font-size: ${px(12)};
  font-weight: 600;
  line-height: 1.3;
`;

/* 30 drawn, 44 to tap. */
const Cta = styled(Button)`
  flex: none;
  ${tapArea(30)}
`;

const Missing = styled.p`
  margin: 0;
  padding: ${px(18)} ${px(16)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  text-align: center;
`;

/** Height the page keeps free at its end so the pinned bar never hides the last row. */
export const MY_RANK_BAR_SPACE = 112;

export interface MyRankBarProps {
  standing: MyStanding;
  unit: string;
  /** What to do to climb (e.g. "Send gifts"); none once the board has ended. */
  action?: { label: string; onClick: () => void };
}

/** Pinned to the bottom: my row, how far the rank above (or the board) is, and how to climb. */
export function MyRankBar({ standing, unit, action }: MyRankBarProps) {
  const { t } = useTranslation('ranks');
  const format = useBoardValueFormat();
  if ('missing' in standing) {
    return (
      <Bar aria-label={t('mine.label')}>
        <Missing>{t(standing.missing === 'pair' ? 'mine.noPair' : 'mine.noTribe')}</Missing>
      </Bar>
    );
  }
  const { entry, value, gap } = standing;
  const rank = entry.rank;
  const gapText =
    rank === null
      ? gap > 0
        ? t('mine.toGetOn', { gap: format(gap) })
        : t('mine.notOnBoard')
      : rank === 1
        ? t('mine.top')
        : gap === 0
          ? t('mine.level', { rank: rank - 1 }) // as much, but the place above got there first
          : t('mine.behind', { gap: format(gap), rank: rank - 1 });
  return (
    <Bar aria-label={t('mine.label')}>
      <RankRow entry={entry} me value={<BoardValue value={value} unit={unit} />} />
      <Footer>
        <Gap>{gapText}</Gap>
        {action && (
          <Cta size="small" onClick={action.onClick}>
            {action.label}
          </Cta>
        )}
      </Footer>
    </Bar>
  );
}
