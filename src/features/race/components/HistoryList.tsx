import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RACE_PAGES_STRINGS } from '../strings';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { CurrencyAmount } from '../../../ui/CurrencyAmount/CurrencyAmount';
import { px } from '../../../ui/px';
import { Tag, type TagTone, type TagVariant } from '../../../ui/Tag/Tag';
import type { RaceHistoryEntry } from '../contract';
import { CarArt } from './CarArt';
import { EVENT_TIME_ZONE, isDateTime, shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { entriesOf, type EntryId, type RaceGame, type RaceOutcome } from '../model';

/** The product's time zone (UTC+8): a round's time reads the same wherever the phone is. */
export const RACE_TIME_ZONE = EVENT_TIME_ZONE;

export interface HistoryListProps {
  /** My rounds of one game; shown newest first whatever order they come in. */
  items: readonly RaceHistoryEntry[];
  /** The game they belong to: names the list for screen readers. */
  game: RaceGame;
  /** Time zone of the round times; the product's UTC+8 by default. */
  timeZone?: string;
}

const OUTCOME_TAG: Record<RaceOutcome, { tone: TagTone; variant: TagVariant }> = {
  won: { tone: 'success', variant: 'solid' },
  failed: { tone: 'neutral', variant: 'solid' },
  // Muted: a tinted pill, quieter than a loss.
  not_participating: { tone: 'neutral', variant: 'outline' },
};

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: ${px(12)} ${px(12)} ${px(24)};
  list-style: none;
`;

const Row = styled.li`
  min-width: 0;
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  min-width: 0;
  padding-bottom: ${px(8)};
  border-bottom: ${px(0.5)} solid var(--color-line);
`;

const Round = styled.h2`
  flex: none;
  margin: 0;
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 700;
  line-height: 1.3;
  font-variant-numeric: tabular-nums;
`;

const Time = styled.time`
  min-width: 0;
  overflow: hidden;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-variant-numeric: tabular-nums;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Outcome = styled.span`
  flex: none;
  margin-left: auto;
  line-height: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${px(12)};
  row-gap: ${px(8)};
  margin: ${px(10)} 0 0;
`;

const Label = styled.dt`
  color: var(--color-textMuted);
  font-size: ${px(12)};
  white-space: nowrap;
`;

const Value = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(6)};
  min-width: 0;
  margin: 0;
  color: var(--color-text);
  font-size: ${px(13)};
  font-weight: 600;
`;

/** A car I fuelled, in a see-through tint: it reads on the app's light cards and on the race's night panels alike. */
const Fuel = styled.span<{ $winner: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  max-width: 100%;
  padding: ${px(2)} ${px(8)};
  border-radius: ${px(999)};
  background: ${({ $winner }) => ($winner ? 'rgba(246, 196, 83, 0.2)' : 'rgba(150, 130, 120, 0.14)')};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $winner }) => ($winner ? 'var(--color-gold)' : 'var(--color-line)')};
  font-size: ${px(12)};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Liters = styled.span`
  color: var(--color-textMuted);
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: var(--color-textMuted);
  font-weight: 500;
`;

function useRoundTime(language: string, timeZone: string): (at: number) => string {
  return useMemo(() => shortDateTimeFormat(language, timeZone), [language, timeZone]);
}

/** My past rounds of one game: when, what I fuelled, who won, how it went and what I got. */
export function HistoryList({ items, game, timeZone = RACE_TIME_ZONE }: HistoryListProps) {
  const { t, i18n } = useTranslation(RACE_PAGES_STRINGS, { nsMode: 'fallback' });
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'zh-Hant';
  const timeOf = useRoundTime(language, timeZone);
  const rows = useMemo(() => [...items].sort((a, b) => b.round_id - a.round_id), [items]);
  const liters = (value: number) => t('units.liters', { value: formatNumber(language, value) });

  return (
    <List aria-label={t('history.listLabel', { game: t(`titles.${game}`) })}>
      {rows.map((row) => {
        const order = entriesOf(row.game);
        const fuelled = (Object.entries(row.fuel) as Array<[EntryId, number | undefined]>)
          .filter(([, value]) => (value ?? 0) > 0)
          .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
        const tag = OUTCOME_TAG[row.outcome];
        return (
          <Row key={`${row.game}:${row.round_id}`} data-outcome={row.outcome}>
            <Head>
              <Round>{t('phases.round', { id: row.round_id })}</Round>
              {row.start_at > 0 && isDateTime(row.start_at) && (
                <Time dateTime={new Date(row.start_at).toISOString()}>{timeOf(row.start_at)}</Time>
              )}
              <Outcome>
                <Tag tone={tag.tone} variant={tag.variant} size="medium">
                  {t(`outcomes.${row.outcome}`)}
                </Tag>
              </Outcome>
            </Head>
            <Facts>
              <Label>{t('history.fuelled')}</Label>
              <Value>
                {fuelled.length === 0 ? (
                  <Muted>{t('history.noFuel')}</Muted>
                ) : (
                  fuelled.map(([entry, value]) => (
                    <Fuel key={entry} $winner={entry === row.winner}>
                      {t(`cars.${entry}`)}
                      <Liters>{liters(value ?? 0)}</Liters>
                    </Fuel>
                  ))
                )}
              </Value>
              <Label>{t('history.winner')}</Label>
              <Value>
                <CarArt entry={row.winner} size={36} />
                {t(`cars.${row.winner}`)}
              </Value>
              <Label>{t('history.reward')}</Label>
              <Value>
                <CurrencyAmount amount={row.reward.coins} currency="gold" size="small" />
                {row.game === 'golden' && row.reward.vehicle_days > 0 && (
                  <Tag tone="gold" variant="outline" size="small">
                    {t('history.vehicle', { count: row.reward.vehicle_days })}
                  </Tag>
                )}
              </Value>
            </Facts>
          </Row>
        );
      })}
    </List>
  );
}
