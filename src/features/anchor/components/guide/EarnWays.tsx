import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cashForPoints, type PointsRate } from '../../../../platform/earnings/earnings';
import { formatPrice } from '../../../../platform/i18n/money';
import { formatNumber } from '../../../../platform/i18n/numberFormat';
import { px } from '../../../../ui/px';
import { POINTS } from '../../points';
import { AudioArt, MembershipArt, ReplyTimerArt, VideoArt, VoiceCallArt } from './GuideArt';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Way = styled.li`
  display: grid;
  grid-template-columns: ${px(52)} 1fr auto;
  gap: ${px(10)};
  align-items: center;
  padding: ${px(10)} 0;

  & + & {
    border-top: ${px(1)} solid var(--color-line);
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;

  strong {
    color: var(--color-text);
    font-size: ${px(14)};
    font-weight: 800;
  }

  span {
    color: var(--color-textMuted);
    font-size: ${px(12)};
    line-height: 1.45;
  }
`;

const Worth = styled.em`
  align-self: flex-start;
  padding: 0 ${px(6)};
  border-radius: ${px(8)};
  background: #fff6dc;
  color: #7a4e00;
  font-size: ${px(11)};
  font-style: normal;
  font-weight: 700;
  line-height: 1.7;
`;

const Value = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${px(2)};
  text-align: end;

  b {
    color: #c2410c;
    font-size: ${px(18)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  small {
    color: var(--color-textMuted);
    font-size: ${px(11)};
    white-space: nowrap;
  }
`;

interface WayRow {
  id: string;
  art: ReactNode;
  title: string;
  detail: string;
  /** What it is worth in cash, when known. */
  note?: string;
  value: string;
  unit: string;
}

/**
 * Every way points are earned (spec §9), each with its number from the model; the per-minute ones also say what a
 * minute is worth at the server's rate once the profile has come (`rate` null: not said).
 */
export function EarnWays({ rate, currency }: { rate: PointsRate | null; currency: string }) {
  const { t, i18n } = useTranslation('anchorGuide');
  const n = (value: number) => formatNumber(i18n.language, value);
  /** What a paid minute is worth at the server's rate, once it is known. */
  const worth = (points: number) =>
    rate ? t('earn.worth', { worth: formatPrice(i18n.language, cashForPoints(points, rate), currency) }) : undefined;
  const rows: WayRow[] = [
    {
      id: 'reply',
      art: <ReplyTimerArt size={52} />,
      title: t('earn.reply.title'),
      detail: t('earn.reply.detail', { minutes: POINTS.newUserReplyWithinS / 60 }),
      value: t('earn.plus', { points: n(POINTS.newUserReply) }),
      unit: t('earn.points'),
    },
    {
      id: 'weekly',
      art: <MembershipArt size={52} />,
      title: t('earn.weekly.title'),
      detail: t('earn.weekly.detail'),
      value: t('earn.plus', { points: n(POINTS.weeklyMemberBonus) }),
      unit: t('earn.points'),
    },
    {
      id: 'monthly',
      art: <MembershipArt size={52} />,
      title: t('earn.monthly.title'),
      detail: t('earn.monthly.detail'),
      value: t('earn.plus', { points: n(POINTS.monthlyMemberBonus) }),
      unit: t('earn.points'),
    },
    {
      id: 'call',
      art: <VoiceCallArt size={52} />,
      title: t('earn.call.title'),
      detail: t('earn.call.detail', { minutes: POINTS.newUserCallOverS / 60 }),
      value: t('earn.plus', { points: n(POINTS.newUserCallActivity) }),
      unit: t('earn.activityPoints'),
    },
    {
      id: 'video',
      art: <VideoArt size={52} />,
      title: t('earn.video.title'),
      detail: t('earn.video.detail'),
      note: worth(POINTS.videoPerMinute),
      value: n(POINTS.videoPerMinute),
      unit: t('earn.perMinute'),
    },
    {
      id: 'audio',
      art: <AudioArt size={52} />,
      title: t('earn.audio.title'),
      detail: t('earn.audio.detail'),
      note: worth(POINTS.audioPerMinute),
      value: n(POINTS.audioPerMinute),
      unit: t('earn.perMinute'),
    },
  ];
  return (
    <List>
      {rows.map((row) => (
        <Way key={row.id} data-way={row.id}>
          {row.art}
          <Text>
            <strong>{row.title}</strong>
            <span>{row.detail}</span>
            {row.note && <Worth>{row.note}</Worth>}
          </Text>
          <Value>
            <b>{row.value}</b>
            <small>{row.unit}</small>
          </Value>
        </Way>
      ))}
    </List>
  );
}
