import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_COLUMN_WIDTH, px } from '../../../ui/px';
import { RankRow } from '../../../ui/RankRow/RankRow';
import { BoardValue, formatBoardValue } from './BoardValue';
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

const Gap = styled.p`
  margin: 0;
  padding: 0 ${px(16)} ${px(10)} ${px(54)};
  color: var(--color-accentStrong);
  font-size: ${px(12)};
  font-weight: 600;
  line-height: 1.3;
`;

const Missing = styled.p`
  margin: 0;
  padding: ${px(18)} ${px(16)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  text-align: center;
`;

/** Height the page keeps free at its end so the pinned bar never hides the last row. */
export const MY_RANK_BAR_SPACE = 96;

/** Pinned to the bottom: my row, and how far the rank above is. */
export function MyRankBar({ standing, unit }: { standing: MyStanding; unit: string }) {
  const { t, i18n } = useTranslation('ranks');
  const language = i18n.resolvedLanguage ?? i18n.language;
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
        ? t('mine.toGetOn', { gap: formatBoardValue(gap, language) })
        : t('mine.notOnBoard')
      : rank === 1
        ? t('mine.top')
        : t('mine.behind', { gap: formatBoardValue(gap, language), rank: rank - 1 });
  return (
    <Bar aria-label={t('mine.label')}>
      <RankRow entry={entry} me value={<BoardValue value={value} unit={unit} />} />
      <Gap>{gapText}</Gap>
    </Bar>
  );
}
