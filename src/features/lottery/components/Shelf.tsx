import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { Button } from '../../../ui/Button/Button';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { BlindBoxSeries } from '../api';
import { blindBoxShelfQuery } from '../shelfApi';
import { usePrizeText } from '../usePrizeText';
import { BoxArt } from './BoxArt';
import { useCostText } from './LotteryParts';

const Row = styled.div`
  display: flex;
  gap: ${px(10)};
  margin: 0 ${px(-12)};
  padding: ${px(4)} ${px(12)} ${px(8)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
`;

const Card = styled.button`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(2)};
  width: ${px(112)};
  padding: ${px(8)} ${px(6)} ${px(10)};
  border: 0;
  border-radius: ${px(18)};
  background: rgba(0, 0, 0, 0.25);
  box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
  color: var(--color-text);
  font: inherit;
  font-size: ${px(13)};
  font-weight: 800;
  line-height: 1.25;
  text-align: center;
  scroll-snap-align: start;
  cursor: pointer;
  &[aria-checked='true'] {
    background: linear-gradient(180deg, rgba(255, 255, 255, 0.18) 0%, rgba(255, 255, 255, 0.06) 100%);
    box-shadow:
      inset 0 0 0 ${px(2)} var(--color-accent),
      0 0 ${px(14)} rgba(255, 255, 255, 0.18);
  }
  small {
    color: var(--color-textMuted);
    font-size: ${px(11)};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** A series' name: ours for the series we know, a plain "blind box" otherwise. */
export function useSeriesName() {
  const { t } = useTranslation('blindbox');
  return (game: string) => t(`series.${game}`, { defaultValue: t('series.unknown') });
}

/**
 * A shelf of blind-box series from the server (the house's, or the CP ones): each box with its price and my
 * collection's progress; one is chosen (a radio group), and the page below opens that series.
 */
export function Shelf({
  shelf,
  chosen,
  onChoose,
}: {
  shelf: 'house' | 'cp';
  chosen: string | null;
  onChoose: (series: BlindBoxSeries) => void;
}) {
  const { t } = useTranslation('blindbox');
  const query = useQuery(blindBoxShelfQuery(shelf));
  const seriesName = useSeriesName();
  const costText = useCostText();
  const { amount } = usePrizeText();
  if (query.isError)
    return (
      <p role="alert" style={{ margin: 0, fontSize: px(13) }}>
        {serverMessage(query.error) ?? t('shelf.failed')}{' '}
        <Button size="small" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('shelf.retry')}
        </Button>
      </p>
    );
  if (!query.data) return <Skeleton $height={150} $radius={18} />;
  return (
    <Row role="radiogroup" aria-label={t('shelf.label')}>
      {query.data.series.map((series) => (
        <Card
          key={series.game}
          type="button"
          role="radio"
          aria-checked={series.game === chosen}
          data-series={series.game}
          onClick={() => onChoose(series)}
        >
          <BoxArt series={series.look} size={76} />
          {seriesName(series.game)}
          <small>{costText(series.price, series.currency)}</small>
          <small>{t('shelf.collected', { collected: amount(series.collected), total: amount(series.items) })}</small>
        </Card>
      ))}
    </Row>
  );
}
