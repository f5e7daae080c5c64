import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { serverMessage } from '../../../platform/http/errors';
import { dateFormat, shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { ledgerQuery } from '../withdrawApi';
import { LEDGER_KINDS, type LedgerKind, recentMonths } from '../withdrawal';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)} ${px(12)} ${px(24)};
`;

const Filters = styled.div`
  display: flex;
  gap: ${px(8)};
  overflow-x: auto;
  padding-bottom: ${px(2)};
  scrollbar-width: none;
`;

const Chip = styled.button<{ $on: boolean }>`
  flex: none;
  min-height: ${px(34)};
  padding: 0 ${px(14)};
  border: ${px(1.5)} solid ${({ $on }) => ($on ? 'var(--color-accentStrong)' : 'var(--color-line)')};
  border-radius: ${px(17)};
  background: ${({ $on }) => ($on ? '#fff0f3' : 'var(--color-surface)')};
  color: var(--color-text);
  font-size: ${px(13)};
  font-weight: 700;
  cursor: pointer;
`;

const List = styled.ul`
  margin: 0;
  padding: 0 ${px(14)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(12)};
  min-height: ${px(64)};
  padding: ${px(10)} 0;
  border-bottom: ${px(0.5)} solid var(--color-line);

  &:last-child {
    border-bottom: 0;
  }

  span {
    display: flex;
    flex-direction: column;
    gap: ${px(2)};
    font-size: ${px(15)};
    font-weight: 600;
  }

  time,
  small {
    color: var(--color-textMuted);
    font-size: ${px(12)};
    font-weight: 400;
  }
`;

const Amount = styled.strong<{ $out: boolean }>`
  color: ${({ $out }) => ($out ? 'var(--color-text)' : '#0d7a4e')};
  font-size: ${px(17)};
  font-variant-numeric: tabular-nums;
`;

/** `/h5/credit_transaction`: my points ledger — withdrawals, exchanges, income, fees, adjustments — by UTC+8 month and kind. */
export default function CreditTransactionPage() {
  const { t, i18n } = useTranslation('withdraw');
  const back = useBackOrClose();
  const now = useAppNow(60_000);
  const months = recentMonths(now);
  const [month, setMonth] = useState(months[0]!);
  const [kind, setKind] = useState<LedgerKind | null>(null);
  const ledger = useInfiniteQuery(ledgerQuery(month, kind));
  const rows = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  const n = (value: number) => formatNumber(i18n.language, value);
  const when = shortDateTimeFormat(i18n.language);
  const monthName = dateFormat(i18n.language, { year: 'numeric', month: 'short' });
  return (
    <Scaffold title={t('titles.ledger')} onBack={back}>
      <Page>
        <Filters role="group" aria-label={t('ledger.month')}>
          {months.map((value) => (
            <Chip
              key={value}
              type="button"
              aria-pressed={value === month}
              $on={value === month}
              onClick={() => setMonth(value)}
            >
              {monthName(Date.parse(`${value}-15T00:00:00+08:00`))}
            </Chip>
          ))}
        </Filters>
        <Filters role="group" aria-label={t('ledger.kind')}>
          {[null, ...LEDGER_KINDS].map((value) => (
            <Chip
              key={value ?? 'all'}
              type="button"
              aria-pressed={value === kind}
              $on={value === kind}
              onClick={() => setKind(value)}
            >
              {t(`ledger.kinds.${value ?? 'all'}`)}
            </Chip>
          ))}
        </Filters>
        {ledger.isError && rows.length === 0 ? (
          <ErrorState
            message={serverMessage(ledger.error)}
            onRetry={() => void ledger.refetch()}
            retrying={ledger.isFetching}
          />
        ) : ledger.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={360} $radius={16} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState kind="noTransactions" message={t('ledger.empty')} />
        ) : (
          <>
            <List aria-label={t('titles.ledger')}>
              {rows.map((entry) => (
                <Row key={entry.id}>
                  <span>
                    {t(`ledger.kinds.${entry.kind}`)}
                    {entry.state && <small>{t(`states.${entry.state}`)}</small>}
                    <time dateTime={new Date(entry.at).toISOString()}>{when(entry.at)}</time>
                  </span>
                  <Amount $out={entry.points < 0}>
                    {entry.points < 0 ? '−' : '+'}
                    {n(Math.abs(entry.points))}
                  </Amount>
                </Row>
              ))}
            </List>
            {ledger.hasNextPage && (
              <Button
                variant="secondary"
                loading={ledger.isFetchingNextPage}
                onClick={() => void ledger.fetchNextPage()}
              >
                {t('ledger.more')}
              </Button>
            )}
          </>
        )}
      </Page>
    </Scaffold>
  );
}
