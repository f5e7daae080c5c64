import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RACE_PAGES_STRINGS } from '../strings';
import styled, { css } from 'styled-components';
import { Card } from '../../../ui/Card/Card';
import { Medal } from '../../../ui/Medal/Medal';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { px } from '../../../ui/px';
import { FRAGMENTS_PER_MEDAL_DAY, medalDaysLeft, medalProgress } from '../model';
// The race's time zone (HistoryList's RACE_TIME_ZONE), read where it is defined: the medal page needs none of the list.
import { EVENT_TIME_ZONE as RACE_TIME_ZONE, formatDateTime } from '../../../platform/i18n/dateFormat';
import { RaceMedalArt } from './RaceMedalArt';

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

/** The card's head: the medal large on a night stage under a spotlight (gold rays while it is worn). */
const Top = styled.div<{ $state: MedalState }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  margin: ${px(-16)} ${px(-16)} ${px(18)};
  padding: ${px(20)} ${px(16)} ${px(16)};
  background:
    radial-gradient(55% 48% at 50% 40%, rgba(120, 140, 255, 0.3), transparent 100%),
    linear-gradient(180deg, #2b2456 0%, #1b1230 100%);
  text-align: center;
  ${({ $state }) =>
    $state === 'wearing' &&
    css`
      background:
        radial-gradient(50% 44% at 50% 42%, rgba(255, 214, 120, 0.5), transparent 100%),
        repeating-conic-gradient(from 0deg at 50% 42%, rgba(255, 220, 140, 0.13) 0 7deg, transparent 7deg 20deg),
        linear-gradient(180deg, #3a2466 0%, #1b1230 100%);
    `}
  ${({ $state }) =>
    $state === 'expired' &&
    css`
      background:
        radial-gradient(55% 48% at 50% 40%, rgba(200, 200, 220, 0.18), transparent 100%),
        linear-gradient(180deg, #2c2a3a 0%, #1b1a24 100%);
    `}
`;

const Status = styled.p`
  margin: 0;
  color: #d3cce3;
  font-size: ${px(13)};
  line-height: 1.5;
  line-break: strict;
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
  const { t, i18n } = useTranslation(RACE_PAGES_STRINGS, { nsMode: 'fallback' });
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
      <Top $state={state}>
        <RaceMedalArt state={state} />
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
