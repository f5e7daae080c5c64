import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { type AnchorProfile, profileQuery } from '../profileApi';
import { GradeEmblem } from '../components/guide/GradeEmblem';
import { GradeTable } from '../components/guide/GradeTable';
import {
  FairPlayNote,
  GuidePage,
  Hero,
  HeroSparkles,
  Panel,
  PanelLead,
  PanelTitle,
  RelatedLink,
  RelatedLinks,
} from '../components/guide/GuideLayout';
import { QueryBlock } from '../components/guide/QueryBlock';
import { ScoreGauges } from '../components/guide/ScoreGauges';
import { POINTS } from '../points';
import { gradeAbove, GRADES, type ScoreKind, scoresToImprove, scoreTone } from '../rating';
import { ANCHOR_BEHAVIOR_PATH, CHAT_TASK_GUIDE_PATH, NEWER_RECOM_RULE_PATH } from '../paths';
import { ratingTheme } from '../theme';

const Loading = styled.div`
  padding: ${px(16)} ${px(12)};
`;

const Emblem = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(150)};
  height: ${px(136)};

  /* Rays behind the emblem. */
  &::before {
    content: '';
    position: absolute;
    inset: ${px(-6)};
    border-radius: 50%;
    background:
      radial-gradient(circle, rgba(255, 231, 163, 0.55) 0%, rgba(255, 231, 163, 0) 62%),
      repeating-conic-gradient(rgba(255, 255, 255, 0.14) 0deg 8deg, transparent 8deg 22deg);
    mask-image: radial-gradient(circle, #000 30%, transparent 70%);
  }

  svg {
    position: relative;
  }
`;

const Label = styled.p`
  && {
    color: var(--color-textMuted);
    font-size: ${px(13)};
    font-weight: 600;
    letter-spacing: 0.08em;
  }
`;

const GradeLine = styled.h2`
  && {
    font-size: ${px(30)};
    color: #ffe08a;
  }
`;

const Pill = styled.p`
  && {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${px(6)};
    margin-top: ${px(6)};
    padding: ${px(4)} ${px(12)};
    border-radius: ${px(14)};
    background: rgba(0, 0, 0, 0.22);
    color: #fff;
    font-size: ${px(12)};
  }

  svg {
    width: ${px(14)};
    height: ${px(14)};
    flex: none;
  }
`;

const Tips = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tip = styled.li<{ $first: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${px(3)};
  padding: ${px(10)} ${px(12)};
  border: ${px(1)} solid ${({ $first }) => ($first ? '#ffb4c4' : 'var(--color-line)')};
  border-radius: ${px(12)};
  background: ${({ $first }) => ($first ? '#fff1f4' : 'transparent')};

  strong {
    display: flex;
    align-items: center;
    gap: ${px(6)};
    color: var(--color-text);
    font-size: ${px(14)};
    font-weight: 800;
  }

  span {
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const First = styled.em`
  padding: 0 ${px(6)};
  border-radius: ${px(8)};
  background: #c81e4b;
  color: #fff;
  font-size: ${px(11)};
  font-style: normal;
  font-weight: 800;
  line-height: 1.6;
`;

function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function Rating({ profile }: { profile: AnchorProfile }) {
  const { t, i18n } = useTranslation('anchorGuide');
  const above = gradeAbove(profile.grade);
  const when = dateFormat(i18n.language, {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const order = scoresToImprove({
    replyRate: profile.scores.replyRate,
    callQuality: profile.scores.callQuality,
    conduct: profile.scores.conduct,
  });
  // The weakest score is marked "start here" unless every score is good already.
  const startHere: ScoreKind | null = scoreTone(profile.scores[order[0]!]) === 'good' ? null : order[0]!;
  const tipText = (kind: ScoreKind) =>
    kind === 'replyRate'
      ? t('rating.tips.replyRate', { minutes: POINTS.newUserReplyWithinS / 60 })
      : t(`rating.tips.${kind}`);
  return (
    <>
      <Hero aria-labelledby="rating-grade">
        <HeroSparkles />
        <Emblem>
          <GradeEmblem grade={profile.grade} size={124} />
        </Emblem>
        <Label>{t('rating.mine')}</Label>
        <GradeLine id="rating-grade">{t('grade', { grade: profile.grade })}</GradeLine>
        <p>{above ? t('rating.toNext', { grade: above }) : t('rating.top')}</p>
        {profile.nextRatingAt !== null && (
          <Pill>
            <CalendarIcon />
            {t('rating.next', { date: when(profile.nextRatingAt) })}
          </Pill>
        )}
      </Hero>

      <Panel aria-labelledby="rating-scores">
        <PanelTitle id="rating-scores">{t('rating.scores.title')}</PanelTitle>
        <ScoreGauges scores={profile.scores} />
      </Panel>

      <Panel aria-labelledby="rating-moves">
        <PanelTitle id="rating-moves">{t('rating.moves.title')}</PanelTitle>
        <PanelLead>{t('rating.moves.lead')}</PanelLead>
        <Tips>
          {order.map((kind) => (
            <Tip key={kind} $first={kind === startHere} data-tip={kind}>
              <strong>
                {t(`rating.scores.${kind}`)}
                {kind === startHere && <First>{t('rating.moves.first')}</First>}
              </strong>
              <span>{tipText(kind)}</span>
            </Tip>
          ))}
        </Tips>
      </Panel>

      {profile.grades.length > 0 && (
        <Panel aria-labelledby="rating-table">
          <PanelTitle id="rating-table">{t('rating.table.title')}</PanelTitle>
          <PanelLead>{t('rating.table.lead', { top: GRADES[0] })}</PanelLead>
          <GradeTable rows={profile.grades} mine={profile.grade} />
        </Panel>
      )}

      <FairPlayNote title={t('fairPlay.title')}>{t('fairPlay.body')}</FairPlayNote>

      <RelatedLinks aria-label={t('related')}>
        <RelatedLink to={CHAT_TASK_GUIDE_PATH}>{t('links.chatGuide')}</RelatedLink>
        <RelatedLink to={NEWER_RECOM_RULE_PATH}>{t('links.recomRule')}</RelatedLink>
        <RelatedLink to={ANCHOR_BEHAVIOR_PATH}>{t('links.behavior')}</RelatedLink>
      </RelatedLinks>
    </>
  );
}

/**
 * `/h5/anchor_rating`: my grade (A top … D) with its emblem, this week's scores and what moves the grade (weakest
 * first), what each grade unlocks (the server's table, spec §6), the next rating date (UTC+8) and the fair-play rule.
 */
export default function AnchorRatingPage() {
  const { t } = useTranslation(['anchorGuide', 'anchor']);
  const back = useBackOrClose();
  const profile = useQuery(profileQuery());
  return (
    <Scaffold title={t('anchor:titles.anchorRating')} onBack={back} theme={ratingTheme}>
      <GuidePage>
        {profile.data ? (
          <Rating profile={profile.data} />
        ) : (
          <>
            {/* Loading and failure keep the hero: the page is still the rating, only its numbers are missing. */}
            <Hero aria-hidden="true">
              <HeroSparkles />
              <Emblem />
              <Label>{t('rating.mine')}</Label>
            </Hero>
            <Loading>
              <QueryBlock query={profile} height={420} loadingLabel={t('loading')}>
                {() => null}
              </QueryBlock>
            </Loading>
          </>
        )}
      </GuidePage>
    </Scaffold>
  );
}
