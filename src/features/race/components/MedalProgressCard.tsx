import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../../ui/Card/Card';
import { Medal } from '../../../ui/Medal/Medal';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { px } from '../../../ui/px';
import { FRAGMENTS_PER_MEDAL_DAY, medalDaysLeft, medalProgress } from '../model';
import { formatDateTime } from '../../../platform/i18n/dateFormat';
import { RACE_TIME_ZONE } from './HistoryList';

export interface MedalProgressCardProps {
  /** When the gold racer medal expires (ms), or null if it was never earned. */
  expiresAt: number | null;
  /** Fragments towards the next medal day (whole days are converted by the server). */
  fragments: number;
  /** The app clock (`appNow()`): days left are counted from it. */
  now: number;
  /** Time zone of the expiry date; the product's UTC+8 by default. */
  timeZone?: string;
}

type MedalState = 'none' | 'expired' | 'wearing';

const Top = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(8)};
  margin-bottom: ${px(18)};
`;

const Status = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.5;
`;

const ToNext = styled.p`
  margin: ${px(10)} 0 0;
  color: var(--color-text);
  font-size: ${px(13)};
  font-weight: 600;
  line-height: 1.5;
`;

/** The gold racer medal I wear (or not yet), and how far my fragments are from its next day. */
export function MedalProgressCard({ expiresAt, fragments, now, timeZone = RACE_TIME_ZONE }: MedalProgressCardProps) {
  const { t, i18n } = useTranslation('race');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'zh-Hant';
  const state: MedalState = expiresAt === null ? 'none' : expiresAt <= now ? 'expired' : 'wearing';
  const daysLeft = medalDaysLeft(expiresAt, now);
  const progress = medalProgress(fragments);
  const expiry = useMemo(() => {
    if (expiresAt === null) return '';
    const options: Intl.DateTimeFormatOptions = {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      return formatDateTime(new Intl.DateTimeFormat(language, options), expiresAt);
    } catch {
      return formatDateTime(new Intl.DateTimeFormat('en', { ...options, timeZone: RACE_TIME_ZONE }), expiresAt);
    }
  }, [expiresAt, language, timeZone]);
  const name = t('titles.medal');

  return (
    <Card variant="gold" data-medal={state}>
      <Top>
        {state === 'wearing' ? (
          <Medal name={name} daysLeft={daysLeft} />
        ) : state === 'expired' ? (
          <Medal name={name} expired />
        ) : (
          // Never earned: the greyed medal, without an "expired" that would not be true.
          <Medal name={name} expired compact />
        )}
        <Status>
          {state === 'wearing'
            ? t('medal.statusWearing', { date: expiry })
            : state === 'expired'
              ? t('medal.statusExpired')
              : t('medal.statusNone')}
        </Status>
      </Top>
      <ProgressBar
        value={progress.remainder}
        max={FRAGMENTS_PER_MEDAL_DAY}
        label={t('medal.progressLabel')}
        showValue
        variant="gold"
      />
      <ToNext>{t('medal.toNextDay', { count: progress.toNextDay })}</ToNext>
    </Card>
  );
}
