import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { px } from '../../../ui/px';
import type { ScratchRecord } from '../contract';

const List = styled.ol`
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: ${px(16)};
  background: var(--color-surface);
  list-style: none;
  & > li + li {
    box-shadow: inset 0 ${px(0.5)} 0 var(--color-line);
  }
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto ${px(60)};
  }
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  min-height: ${px(60)};
  padding: ${px(10)} ${px(16)};
`;

const When = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
  font-size: ${px(14)};
  font-weight: 600;
  & > span {
    color: var(--color-textMuted);
    font-size: ${px(11)};
    font-weight: 500;
  }
`;

const Prize = styled.span<{ $won: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${px(4)};
  color: ${({ $won }) => ($won ? 'var(--color-accentStrong)' : 'var(--color-textMuted)')};
  font-size: ${px(14)};
  font-weight: ${({ $won }) => ($won ? 800 : 500)};
  font-variant-numeric: tabular-nums;
`;

/** My latest opened cards, newest first: when, which card, what it held. */
export function RecordList({ records }: { records: readonly ScratchRecord[] }) {
  const { t, i18n } = useTranslation('scratch');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const timeOf = useMemo(() => shortDateTimeFormat(language), [language]);
  const amount = (value: number) => formatNumber(language, value);
  return (
    <List aria-label={t('records.label', { count: records.length })}>
      {records.map((record) => (
        <Row key={record.card_id} data-card={record.card_id}>
          <When>
            {timeOf(record.opened_at)}
            <span>{t('records.card', { id: record.card_id.slice(-6).toUpperCase() })}</span>
          </When>
          <Prize $won={record.prize.kind !== 'none'}>
            {record.prize.kind !== 'none' && <GoldCoinIcon size={16} />}
            {record.prize.kind === 'grand'
              ? t('records.grand')
              : record.prize.kind === 'coins'
                ? t('records.coins', { amount: amount(record.prize.coins) })
                : t('records.none')}
          </Prize>
        </Row>
      ))}
    </List>
  );
}
