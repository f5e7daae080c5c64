import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { lotteryRecordsQuery } from '../recordsApi';
import { bestIndex, RECORDS_MAX } from '../model';
import { usePrizeText } from '../usePrizeText';
import { RARITY_COLOUR, useCostText } from './LotteryParts';
import { PrizeArt } from './PrizeArt';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto ${px(96)};
  }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(14)};
  background: rgba(127, 127, 127, 0.12);
  header {
    display: flex;
    justify-content: space-between;
    gap: ${px(8)};
    color: var(--color-textMuted);
    font-size: ${px(12)};
    font-variant-numeric: tabular-nums;
  }
  header strong {
    color: var(--color-text);
    font-size: ${px(13)};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $colour: string; $best: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(2)};
  padding: ${px(1)} ${px(6)} ${px(1)} ${px(2)};
  border-radius: ${px(12)};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $colour }) => $colour};
  font-size: ${px(12)};
  font-weight: ${({ $best }) => ($best ? 800 : 600)};
  white-space: nowrap;
`;

/** My draws of this game, newest first, from the server (the latest 100). */
export function RecordsSheet({ game, open, onClose }: { game: string; open: boolean; onClose: () => void }) {
  // The sheet's own words come with it (they are not in the game's first visit).
  const { t: d, ready, i18n } = useTranslation('lotteryDialogs');
  const records = useQuery({ ...lotteryRecordsQuery(game), enabled: open });
  const text = usePrizeText();
  const costText = useCostText();
  const when = useMemo(() => shortDateTimeFormat(i18n.language), [i18n.language]);
  const data = records.data;
  if (!ready) return null;

  return (
    <BottomSheet open={open} title={d('records.title')} onClose={onClose}>
      {data ? (
        data.records.length === 0 ? (
          <EmptyState compact kind="noRecords" message={d('records.empty')} />
        ) : (
          <List aria-label={d('records.title')} data-records={data.records.length}>
            {data.records.map((record) => {
              const prizes = record.items.map((item) => data.prizes.find((prize) => prize.prize_id === item.prize_id)!);
              const best = bestIndex(prizes.map((prize) => prize.rarity));
              return (
                <Row key={record.draw_id}>
                  <header>
                    <strong>{d('records.draw', { count: record.count })}</strong>
                    <span>
                      {costText(record.cost, record.currency)} · <time>{when(record.drawn_at)}</time>
                    </span>
                  </header>
                  <Items>
                    {prizes.map((prize, index) => (
                      <Item
                        // biome-ignore lint/suspicious/noArrayIndexKey: the same prize may come twice in one draw
                        key={index}
                        $colour={RARITY_COLOUR[prize.rarity]}
                        $best={index === best && prize.rarity !== 'common'}
                      >
                        <PrizeArt item={prize.item} kind={prize.kind} size={20} />
                        {text.describe(prize)}
                      </Item>
                    ))}
                  </Items>
                </Row>
              );
            })}
          </List>
        )
      ) : records.isError ? (
        <ErrorState
          message={serverMessage(records.error)}
          onRetry={() => void records.refetch()}
          retrying={records.isFetching}
        />
      ) : (
        <div role="status" aria-busy="true" aria-label={d('records.loading')}>
          <Skeleton $height={240} $radius={14} />
        </div>
      )}
      {data && data.records.length >= RECORDS_MAX && (
        <p style={{ margin: `${px(10)} 0 0`, color: 'var(--color-textMuted)', fontSize: px(12), textAlign: 'center' }}>
          {d('records.latest', { count: RECORDS_MAX })}
        </p>
      )}
    </BottomSheet>
  );
}
