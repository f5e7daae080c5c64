import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { timeOfDay } from '../model';
import type { PausedReason } from '../useRoomPk';

const Notice = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(8)} ${px(8)} ${px(8)} ${px(10)};
  border-radius: ${px(14)};
  background: rgba(255, 200, 87, 0.14);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 200, 87, 0.55);
  p {
    margin: 0;
    color: #ffe9b8;
    font-size: ${px(12)};
    line-height: 1.45;
  }
`;

/** Two bars: paused. */
const PauseMark = styled.span`
  display: inline-flex;
  gap: ${px(3)};
  &::before,
  &::after {
    content: '';
    width: ${px(4)};
    height: ${px(14)};
    border-radius: ${px(1.5)};
    background: #ffc857;
  }
`;

/**
 * The score on screen may be behind: said with the time it was last true, and a way to ask again. Never a live score
 * the page does not have.
 */
export function PausedNotice({
  reason,
  updatedAt,
  onRefresh,
  refreshing,
}: {
  reason: PausedReason;
  updatedAt: number;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('roomPk');
  return (
    <Notice role="status" data-paused={reason}>
      <PauseMark aria-hidden="true" />
      <p>{t(`paused.${reason}`, { time: timeOfDay(updatedAt) })}</p>
      <Button size="small" variant="secondary" onClick={onRefresh} loading={refreshing}>
        {t('paused.refresh')}
      </Button>
    </Notice>
  );
}
