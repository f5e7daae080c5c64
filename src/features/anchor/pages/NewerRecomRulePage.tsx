import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { type AnchorProfile, profileQuery } from '../profileApi';
import { MembershipArt, NewUserArt, NewUsersHeroArt, ReplyTimerArt, VoiceCallArt } from '../components/guide/GuideArt';
import {
  FairPlayNote,
  GuidePage,
  Hero,
  HeroSparkles,
  Panel,
  PanelTitle,
  RelatedLink,
  RelatedLinks,
} from '../components/guide/GuideLayout';
import { QueryBlock } from '../components/guide/QueryBlock';
import { type GuideStep, GuideSteps } from '../components/guide/GuideSteps';
import { POINTS } from '../points';
import { newUserTraffic } from '../rating';
import { ANCHOR_RATING_PATH, CHAT_TASK_GUIDE_PATH, CP_TASK_GUIDE_PATH } from '../paths';

const Status = styled.div<{ $gets: boolean }>`
  display: flex;
  gap: ${px(12)};
  align-items: center;
  padding: ${px(12)};
  border-radius: ${px(14)};
  background: ${({ $gets }) => ($gets ? 'linear-gradient(135deg, #e6f8ef, #f3fcf7)' : 'linear-gradient(135deg, #fff1dc, #fff8ec)')};

  svg {
    flex: none;
    width: ${px(40)};
    height: ${px(40)};
  }

  strong {
    display: block;
    color: ${({ $gets }) => ($gets ? '#0d6b45' : '#8a4b00')};
    font-size: ${px(15)};
    font-weight: 800;
  }

  p {
    margin: ${px(2)} 0 0;
    color: var(--color-text);
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const Who = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const WhoCard = styled.li<{ $gets: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  padding: ${px(12)};
  border: ${px(1)} solid ${({ $gets }) => ($gets ? '#bfead5' : '#f8c9cd')};
  border-radius: ${px(14)};
  background: ${({ $gets }) => ($gets ? '#f3fcf7' : '#fff5f5')};

  strong {
    display: flex;
    align-items: center;
    gap: ${px(6)};
    color: ${({ $gets }) => ($gets ? '#0d6b45' : '#a3192b')};
    font-size: ${px(14)};
    font-weight: 800;
  }

  span {
    color: var(--color-text);
    font-size: ${px(13)};
    line-height: 1.5;
  }

  svg {
    flex: none;
    width: ${px(18)};
    height: ${px(18)};
  }
`;

function Yes() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#16a06a" />
      <path
        d="m5.5 10.3 3 3 6-6.3"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function No() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#d92d3a" />
      <path d="m6.5 6.5 7 7m0-7-7 7" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function StatusArt({ gets }: { gets: boolean }) {
  return gets ? (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#16a06a" />
      <path d="M20 8l3.4 7 7.6 1-5.5 5.3 1.3 7.6L20 25.3l-6.8 3.6 1.3-7.6L9 16l7.6-1z" fill="#fff" />
    </svg>
  ) : (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#e08a00" />
      <path d="M20 29s-9-5.4-9-11.4A4.8 4.8 0 0 1 20 15a4.8 4.8 0 0 1 9 2.6C29 23.6 20 29 20 29z" fill="#fff" />
    </svg>
  );
}

/** My own standing: eligible, or an announced CP anchor (no new-user traffic). */
function MyStatus({ profile }: { profile: AnchorProfile }) {
  const { t } = useTranslation('anchorGuide');
  const traffic = newUserTraffic(profile);
  return (
    <Status $gets={traffic.gets} data-status={traffic.reason}>
      <StatusArt gets={traffic.gets} />
      <div>
        <strong>{t(`recom.status.${traffic.reason}.title`)}</strong>
        <p>{t(`recom.status.${traffic.reason}.body`)}</p>
      </div>
    </Status>
  );
}

/**
 * `/h5/newer_recom_rule`: who gets new-user recommendations (every anchor but an officially announced CP anchor,
 * spec §6), how it works in the model's numbers, and my own standing from the profile. The rule shows without the
 * profile; only my standing waits for it.
 */
export default function NewerRecomRulePage() {
  const { t, i18n } = useTranslation(['anchorGuide', 'anchor']);
  const back = useBackOrClose();
  const profile = useQuery(profileQuery());
  const n = (value: number) => formatNumber(i18n.language, value);
  const steps: GuideStep[] = [
    {
      id: 'arrive',
      title: t('recom.steps.arrive.title'),
      body: t('recom.steps.arrive.body'),
      art: <NewUserArt />,
    },
    {
      id: 'reply',
      title: t('recom.steps.reply.title', { minutes: POINTS.newUserReplyWithinS / 60 }),
      body: t('recom.steps.reply.body', { minutes: POINTS.newUserReplyWithinS / 60, points: n(POINTS.newUserReply) }),
      art: <ReplyTimerArt />,
    },
    {
      id: 'call',
      title: t('recom.steps.call.title'),
      body: t('recom.steps.call.body', {
        minutes: POINTS.newUserCallOverS / 60,
        points: n(POINTS.newUserCallActivity),
      }),
      art: <VoiceCallArt />,
    },
    {
      id: 'member',
      title: t('recom.steps.member.title'),
      body: t('recom.steps.member.body', {
        weekly: n(POINTS.weeklyMemberBonus),
        monthly: n(POINTS.monthlyMemberBonus),
      }),
      art: <MembershipArt />,
    },
  ];
  return (
    <Scaffold title={t('anchor:titles.newerRecomRule')} onBack={back}>
      <GuidePage>
        <Hero aria-labelledby="recom-title">
          <HeroSparkles />
          <NewUsersHeroArt />
          <h2 id="recom-title">{t('recom.title')}</h2>
          <p>{t('recom.lead')}</p>
        </Hero>

        <Panel aria-labelledby="recom-mine">
          <PanelTitle id="recom-mine">{t('recom.mine')}</PanelTitle>
          <QueryBlock query={profile} height={72} loadingLabel={t('loading')}>
            {(data) => <MyStatus profile={data} />}
          </QueryBlock>
        </Panel>

        <Panel aria-labelledby="recom-who">
          <PanelTitle id="recom-who">{t('recom.who.title')}</PanelTitle>
          <Who>
            <WhoCard $gets>
              <strong>
                <Yes />
                {t('recom.who.gets')}
              </strong>
              <span>{t('recom.who.getsBody')}</span>
            </WhoCard>
            <WhoCard $gets={false}>
              <strong>
                <No />
                {t('recom.who.none')}
              </strong>
              <span>{t('recom.who.noneBody')}</span>
            </WhoCard>
          </Who>
        </Panel>

        <Panel aria-labelledby="recom-how">
          <PanelTitle id="recom-how">{t('recom.how')}</PanelTitle>
          <GuideSteps steps={steps} label={t('recom.how')} />
        </Panel>

        <FairPlayNote title={t('fairPlay.title')}>{t('fairPlay.body')}</FairPlayNote>

        <RelatedLinks aria-label={t('related')}>
          <RelatedLink to={CHAT_TASK_GUIDE_PATH}>{t('links.chatGuide')}</RelatedLink>
          <RelatedLink to={CP_TASK_GUIDE_PATH}>{t('links.cpGuide')}</RelatedLink>
          <RelatedLink to={ANCHOR_RATING_PATH}>{t('links.rating')}</RelatedLink>
        </RelatedLinks>
      </GuidePage>
    </Scaffold>
  );
}
