import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatPrice } from '../../../platform/i18n/money';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { profileQuery } from '../profileApi';
import { EarnWays } from '../components/guide/EarnWays';
import { NewUserArt, PointsHeroArt, ReplyTimerArt, RewardArt, VideoArt } from '../components/guide/GuideArt';
import {
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
import { type GuideStep, GuideSteps } from '../components/guide/GuideSteps';
import { PointsCalculator } from '../components/guide/PointsCalculator';
import { REPLY_POINTS_GOAL } from '../model';
import { estimateEarnings, EXAMPLE_PLAN, POINTS } from '../points';
import { ANCHOR_RATING_PATH, NEW_ANCHOR_V4_PATH, NEWER_RECOM_RULE_PATH } from '../paths';

const Goal = styled.p`
  && {
    position: relative;
    display: inline-flex;
    align-items: baseline;
    gap: ${px(4)};
    margin-top: ${px(6)};
    padding: ${px(6)} ${px(14)};
    border: ${px(1)} solid rgba(255, 231, 163, 0.55);
    border-radius: ${px(16)};
    background: rgba(0, 0, 0, 0.22);
    color: #fff;
    font-size: ${px(13)};
    font-weight: 700;
  }

  b {
    color: #ffe08a;
    font-size: ${px(18)};
    font-weight: 900;
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
`;

const Market = styled.span`
  flex: none;
  padding: ${px(2)} ${px(8)};
  border-radius: ${px(10)};
  background: #fff6dc;
  color: #7a4e00;
  font-size: ${px(12)};
  font-weight: 700;
`;

const Rate = styled.p`
  margin: 0;
  padding: ${px(8)} ${px(12)};
  border-radius: ${px(12)};
  background: #fff6dc;
  color: #7a4e00;
  font-size: ${px(13)};
  font-weight: 700;
  text-align: center;
`;

/**
 * `/h5/chat_task_guide`, the points guide: how the replies task is done, every way points are earned (spec §9, from
 * the model), and a calculator ("30 min of video a day for a week ≈ …") priced at the server's rate in my market's
 * currency. The steps and the ways show without the profile; the rate and the calculator wait for it.
 */
export default function ChatTaskGuidePage() {
  const { t, i18n } = useTranslation(['anchorGuide', 'anchor']);
  const back = useBackOrClose();
  const profile = useQuery(profileQuery());
  const n = (value: number) => formatNumber(i18n.language, value);
  const minutes = POINTS.newUserReplyWithinS / 60;
  const steps: GuideStep[] = [
    { id: 'find', title: t('chat.steps.find.title'), body: t('chat.steps.find.body'), art: <NewUserArt /> },
    {
      id: 'reply',
      title: t('chat.steps.reply.title', { minutes }),
      body: t('chat.steps.reply.body', { minutes, points: n(POINTS.newUserReply) }),
      art: <ReplyTimerArt />,
    },
    {
      id: 'call',
      title: t('chat.steps.call.title'),
      body: t('chat.steps.call.body', {
        video: n(POINTS.videoPerMinute),
        audio: n(POINTS.audioPerMinute),
      }),
      art: <VideoArt />,
    },
    {
      id: 'goal',
      title: t('chat.steps.goal.title', { goal: n(REPLY_POINTS_GOAL) }),
      body: t('chat.steps.goal.body', { goal: n(REPLY_POINTS_GOAL) }),
      art: <RewardArt />,
    },
  ];
  return (
    <Scaffold title={t('anchor:titles.chatTaskGuide')} onBack={back}>
      <GuidePage>
        <Hero aria-labelledby="chat-title">
          <HeroSparkles />
          <PointsHeroArt />
          <h2 id="chat-title">{t('chat.title')}</h2>
          <p>{t('chat.lead')}</p>
          <Goal>{t('chat.goal', { goal: n(REPLY_POINTS_GOAL) })}</Goal>
        </Hero>

        <Panel aria-labelledby="chat-how">
          <PanelTitle id="chat-how">{t('chat.how')}</PanelTitle>
          <GuideSteps steps={steps} label={t('chat.how')} />
        </Panel>

        <Panel aria-labelledby="chat-earn">
          <PanelTitle id="chat-earn">{t('earn.title')}</PanelTitle>
          <EarnWays rate={profile.data?.rate ?? null} currency={profile.data?.currency ?? 'CNY'} />
          {profile.data && (
            <Rate>
              {t('earn.rate', {
                points: n(profile.data.rate.points),
                cash: formatPrice(i18n.language, profile.data.rate.cash, profile.data.currency),
              })}
            </Rate>
          )}
        </Panel>

        <Panel aria-labelledby="chat-calculator">
          <TitleRow>
            <PanelTitle id="chat-calculator">{t('calculator.title')}</PanelTitle>
            {profile.data && <Market>{t(`market.${profile.data.market}`)}</Market>}
          </TitleRow>
          <QueryBlock query={profile} height={300} loadingLabel={t('calculator.loading')}>
            {(data) => {
              const example = estimateEarnings(EXAMPLE_PLAN, data.rate);
              return (
                <>
                  <PanelLead data-testid="points-example">
                    {t('calculator.example', {
                      minutes: n(EXAMPLE_PLAN.videoMinutesPerDay),
                      days: n(EXAMPLE_PLAN.days),
                      points: n(example.points),
                      cash: formatPrice(i18n.language, example.cash, data.currency),
                    })}
                  </PanelLead>
                  <PointsCalculator rate={data.rate} currency={data.currency} />
                </>
              );
            }}
          </QueryBlock>
        </Panel>

        <RelatedLinks aria-label={t('related')}>
          <RelatedLink to={NEW_ANCHOR_V4_PATH}>{t('links.tasks')}</RelatedLink>
          <RelatedLink to={NEWER_RECOM_RULE_PATH}>{t('links.recomRule')}</RelatedLink>
          <RelatedLink to={ANCHOR_RATING_PATH}>{t('links.rating')}</RelatedLink>
        </RelatedLinks>
      </GuidePage>
    </Scaffold>
  );
}
