import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import {
  ChatArt,
  ConfessionGiftArt,
  CpHeroArt,
  MessagesArt,
  RelativesArt,
  RewardArt,
} from '../components/guide/GuideArt';
import {
  GuidePage,
  Hero,
  HeroSparkles,
  Panel,
  PanelTitle,
  RelatedLink,
  RelatedLinks,
} from '../components/guide/GuideLayout';
import { type GuideStep, GuideSteps } from '../components/guide/GuideSteps';
import { CP_FORMATION, CP_GOAL, RELATIVES_GOAL } from '../model';
import { ANCHOR_RATING_PATH, NEW_ANCHOR_V4_PATH, NEWER_RECOM_RULE_PATH } from '../paths';

const Goals = styled.ul`
  position: relative;
  display: flex;
  gap: ${px(10)};
  margin: ${px(6)} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: baseline;
    gap: ${px(4)};
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
    font-size: ${px(20)};
    font-weight: 900;
  }
`;

const TaskLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${px(36)};
  margin-top: ${px(4)};
  padding: 0 ${px(16)};
  border-radius: ${px(18)};
  background: linear-gradient(135deg, #ff6a3d 0%, #c81e4b 100%);
  box-shadow: 0 ${px(4)} ${px(10)} rgba(200, 30, 75, 0.28);
  color: #fff;
  font-size: ${px(13)};
  font-weight: 800;
  text-decoration: none;

  &:focus-visible {
    ${focusRing()}
  }
`;

const Caution = styled.section`
  display: flex;
  gap: ${px(10)};
  margin: 0 ${px(12)};
  padding: ${px(12)} ${px(14)};
  border: ${px(1)} solid #f5d7a1;
  border-radius: ${px(16)};
  background: #fff8ea;

  svg {
    flex: none;
    width: ${px(30)};
    height: ${px(30)};
  }

  strong {
    color: #8a4b00;
    font-size: ${px(14)};
    font-weight: 800;
  }

  p {
    margin: ${px(2)} 0 0;
    color: var(--color-text);
    font-size: ${px(13)};
    line-height: 1.55;
  }
`;

/**
 * `/h5/cp_task_guide`: how to finish the new-anchor task of 3 relatives and 1 CP, step by step with pictures; CP
 * formation as spec §4 has it (a confession gift of 999 gold coins each way and about 10 messages); and the catch
 * that an officially announced CP anchor gets no new-user traffic (spec §6).
 */
export default function CpTaskGuidePage() {
  const { t, i18n } = useTranslation(['anchorGuide', 'anchor']);
  const back = useBackOrClose();
  const n = (value: number) => formatNumber(i18n.language, value);
  const steps: GuideStep[] = [
    { id: 'chat', title: t('cp.steps.chat.title'), body: t('cp.steps.chat.body'), art: <ChatArt /> },
    {
      id: 'relatives',
      title: t('cp.steps.relatives.title', { count: RELATIVES_GOAL }),
      body: t('cp.steps.relatives.body', { count: RELATIVES_GOAL }),
      art: <RelativesArt />,
    },
    {
      id: 'gift',
      title: t('cp.steps.gift.title'),
      body: t('cp.steps.gift.body', { gold: n(CP_FORMATION.giftGold) }),
      art: <ConfessionGiftArt amount={n(CP_FORMATION.giftGold)} />,
    },
    {
      id: 'messages',
      title: t('cp.steps.messages.title', { messages: CP_FORMATION.messages }),
      body: t('cp.steps.messages.body', { messages: CP_FORMATION.messages, rounds: CP_FORMATION.rounds }),
      art: <MessagesArt />,
    },
    {
      id: 'claim',
      title: t('cp.steps.claim.title'),
      body: t('cp.steps.claim.body', { relatives: RELATIVES_GOAL, cps: CP_GOAL }),
      art: <RewardArt />,
      action: <TaskLink to={NEW_ANCHOR_V4_PATH}>{t('cp.steps.claim.action')}</TaskLink>,
    },
  ];
  return (
    <Scaffold title={t('anchor:titles.cpTaskGuide')} onBack={back}>
      <GuidePage>
        <Hero aria-labelledby="cp-title">
          <HeroSparkles />
          <CpHeroArt />
          <h2 id="cp-title">{t('cp.title')}</h2>
          <p>{t('cp.lead')}</p>
          <Goals aria-label={t('cp.goals')}>
            <li>
              <b>{n(RELATIVES_GOAL)}</b>
              {t('cp.relatives', { count: RELATIVES_GOAL })}
            </li>
            <li>
              <b>{n(CP_GOAL)}</b>
              {t('cp.cps', { count: CP_GOAL })}
            </li>
          </Goals>
        </Hero>

        <Panel aria-labelledby="cp-how">
          <PanelTitle id="cp-how">{t('cp.how')}</PanelTitle>
          <GuideSteps steps={steps} label={t('cp.how')} />
        </Panel>

        <Caution aria-labelledby="cp-caution">
          <svg viewBox="0 0 30 30" aria-hidden="true" focusable="false">
            <path d="M15 2 29 27H1z" fill="#f6c453" stroke="#b9801f" strokeWidth="1.5" strokeLinejoin="round" />
            <path d="M15 11v8" stroke="#5a3300" strokeWidth="2.6" strokeLinecap="round" />
            <circle cx="15" cy="22.6" r="1.6" fill="#5a3300" />
          </svg>
          <div>
            <strong id="cp-caution">{t('cp.caution.title')}</strong>
            <p>{t('cp.caution.body')}</p>
          </div>
        </Caution>

        <RelatedLinks aria-label={t('related')}>
          <RelatedLink to={NEWER_RECOM_RULE_PATH}>{t('links.recomRule')}</RelatedLink>
          <RelatedLink to={ANCHOR_RATING_PATH}>{t('links.rating')}</RelatedLink>
        </RelatedLinks>
      </GuidePage>
    </Scaffold>
  );
}
