import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { IosFooter } from '../../../ui/IosFooter/IosFooter';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { growthRecordsQuery, myNobleQuery } from '../api';
import { Loading, NobleStage, Panel } from '../components/NobleStage';
import type { GrowthKind } from '../model';
import { nobleTheme } from '../theme';

const KIND_LOOK: Record<GrowthKind, { color: string; glyph: string }> = {
  buy_noble: { color: '#f6c453', glyph: 'M4 9l4 3 4-7 4 7 4-3-2 10H6z' },
  recharge: { color: '#ffb74d', glyph: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM12 8v8M9 11l3-3 3 3' },
  send_gift: {
    color: '#ff6f9c',
    glyph: 'M4 10h16v4H4zM6 14h12v6H6zM12 10v10M12 10c-2-4-6-4-6-1.5S10 10 12 10c2 0 6 .5 6-1.5S14 6 12 10z',
  },
  receive_gift: { color: '#b48cff', glyph: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z' },
  sign_in: { color: '#5ee6a8', glyph: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 14l2 2 4-4' },
  task_reward: { color: '#6ec6ff', glyph: 'M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.8z' },
  other: { color: '#c9c3dd', glyph: 'M5 12h.01M12 12h.01M19 12h.01' },
};

const Summary = styled(Panel)`
  display: flex;
  align-items: center;
  gap: ${px(12)};
`;

const Total = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};

  strong {
    color: #ffe3a3;
    font-size: ${px(26)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0 ${px(14)};
  border-radius: ${px(16)};
  background: rgba(255, 255, 255, 0.05);
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  min-height: ${px(60)};
  border-bottom: ${px(1)} solid rgba(255, 255, 255, 0.07);

  &:last-child {
    border-bottom: 0;
  }
`;

const Glyph = styled.span<{ $color: string }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(36)};
  height: ${px(36)};
  border-radius: 50%;
  background: ${({ $color }) => `${$color}2e`};
  color: ${({ $color }) => $color};
`;

const What = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  color: #fff;
  font-size: ${px(15)};
  font-weight: 600;

  time {
    color: var(--color-textMuted);
    font-size: ${px(12)};
    font-weight: 400;
  }
`;

const Amount = styled.span<{ $negative: boolean }>`
  color: ${({ $negative }) => ($negative ? '#ff8a8a' : '#5ee6a8')};
  font-size: ${px(17)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const End = styled.p`
  margin: 0;
  color: var(--color-textFaint);
  font-size: ${px(12)};
  text-align: center;
`;

/** `/h5/noble_growth`: my growth value and its records, newest first, a page at a time. */
export default function NobleGrowthPage() {
  const { t, i18n } = useTranslation('noble');
  const back = useBackOrClose();
  const mine = useQuery(myNobleQuery());
  const records = useInfiniteQuery(growthRecordsQuery());
  const n = (value: number) => formatNumber(i18n.language, value);
  const when = shortDateTimeFormat(i18n.language);
  const rows = records.data?.pages.flatMap((page) => page.records) ?? [];
  const tier = mine.data?.standing.tier ?? null;
  return (
    <Scaffold title={t('titles.growth')} onBack={back} theme={nobleTheme}>
      <NobleStage>
        {mine.data && (
          <Summary aria-label={t('growth.total')}>
            <NobleBadge rank={tier ?? 'knight'} size={52} glow={tier !== null} />
            <Total>
              {tier ? t(`tiers.${tier}`) : t('hero.none')}
              <strong>{n(mine.data.standing.growth)}</strong>
              {t('growth.total')}
            </Total>
          </Summary>
        )}
        {records.isError && rows.length === 0 ? (
          <ErrorState
            message={serverMessage(records.error)}
            onRetry={() => void records.refetch()}
            retrying={records.isFetching}
          />
        ) : records.isPending ? (
          <Loading aria-label={t('loading')}>
            <Skeleton $height={360} $radius={16} />
          </Loading>
        ) : rows.length === 0 ? (
          <EmptyState kind="noRecords" message={t('growth.empty')} />
        ) : (
          <>
            <List aria-label={t('growth.list')}>
              {rows.map((record) => (
                <Row key={record.id}>
                  <Glyph $color={KIND_LOOK[record.kind].color}>
                    <svg
                      viewBox="0 0 24 24"
                      width={20}
                      height={20}
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <path d={KIND_LOOK[record.kind].glyph} />
                    </svg>
                  </Glyph>
                  <What>
                    {t(`growth.kinds.${record.kind}`)}
                    <time dateTime={new Date(record.at).toISOString()}>{when(record.at)}</time>
                  </What>
                  <Amount $negative={record.amount < 0}>
                    {record.amount < 0 ? '−' : '+'}
                    {n(Math.abs(record.amount))}
                  </Amount>
                </Row>
              ))}
            </List>
            {records.hasNextPage ? (
              <Button
                variant="secondary"
                loading={records.isFetchingNextPage}
                onClick={() => void records.fetchNextPage()}
              >
                {t('growth.more')}
              </Button>
            ) : (
              <End>{t('growth.end')}</End>
            )}
          </>
        )}
        <IosFooter />
      </NobleStage>
    </Scaffold>
  );
}
