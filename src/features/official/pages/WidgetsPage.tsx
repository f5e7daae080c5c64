import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Badge } from '../../../ui/Badge/Badge';
import { Card } from '../../../ui/Card/Card';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { CurrencyAmount } from '../../../ui/CurrencyAmount/CurrencyAmount';
import { LevelBadge } from '../../../ui/LevelBadge/LevelBadge';
import { ListItem } from '../../../ui/ListItem/ListItem';
import { Medal } from '../../../ui/Medal/Medal';
import { Podium } from '../../../ui/Podium/Podium';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { px } from '../../../ui/px';
import { RankRow, type RankEntry } from '../../../ui/RankRow/RankRow';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Section } from '../../../ui/Section/Section';
import { TabLayout } from '../../../ui/TabLayout/TabLayout';
import { Tag } from '../../../ui/Tag/Tag';
import { showToast } from '../../../ui/Toast/toast';
import { WhenNear } from '../components/WhenNear';

// The form controls and the feedback widgets sit below the first screen: their code loads when the reader scrolls near them,
// so the page's first visit stays within the route budget as the design system grows.
const WidgetsFormsSection = lazy(() => import('../components/WidgetsFormsSection'));
const WidgetsFeedbackSection = lazy(() => import('../components/WidgetsFeedbackSection'));

const DAY_MS = 24 * 60 * 60 * 1000;

const Hero = styled.div`
  padding: ${px(20)} ${px(16)} ${px(24)};
  background: linear-gradient(160deg, #ff8a5c 0%, #ee3a62 55%, #9b1f5c 100%);
  color: #fff;
`;

const HeroTitle = styled.h2`
  margin: 0 0 ${px(12)};
  font-size: ${px(22)};
  font-weight: 800;
  letter-spacing: 0.02em;
  text-shadow: 0 ${px(2)} ${px(8)} rgba(80, 0, 30, 0.35);
`;

const Stack = styled.div`
  display: grid;
  gap: ${px(14)};
  padding: ${px(16)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(10)};
`;

const Rows = styled.div`
  display: grid;
  gap: ${px(8)};
  margin-top: ${px(12)};
`;

export interface WidgetsPageProps {
  /** Avatar pictures for the sample people (the mock server's images in Storybook; none in production). */
  sampleAvatars?: readonly string[];
  /** Renders every section at once instead of when scrolled near (Storybook's full-page review). */
  eagerSections?: boolean;
}

/**
 * `/h5/widgets`: the design system's widgets composed as one festival page, so a
 * designer (or anyone with the app) can see them live in the web view.
 * Its sample copy is the shared demo copy.
 */
export default function WidgetsPage({ sampleAvatars = [], eagerSections = false }: WidgetsPageProps) {
  const { t } = useTranslation('demo');
  const back = useBackOrClose();
  const [tab, setTab] = useState(0);
  const [eventEnds] = useState(() => appNow() + 2 * DAY_MS + 5 * 3600_000 + 20 * 60_000);

  const person = (
    id: string,
    rank: number | null,
    nameKey: string,
    level: number,
    avatar: number,
    extra: Partial<RankEntry> = {},
  ): RankEntry => ({
    id,
    rank,
    name: t(`display.names.${nameKey}`),
    level,
    avatarSrc: sampleAvatars[avatar],
    ...extra,
  });
  const top = [
    person('u1', 1, 'moonRabbit', 88, 3, { medal: { name: t('display.medals.champion'), daysLeft: 30 } }),
    person('u2', 2, 'mochi', 64, 1),
    person('u3', 3, 'haneul', 47, 2, { online: true }),
  ];
  const rest = [person('u4', 4, 'kevin', 36, 0), person('u5', 5, 'sunny', 21, 4)];
  const me = person('me', 27, 'starBear', 36, 0);
  const scores: Record<string, number> = { u1: 1_280_000, u2: 864_200, u3: 520_000, u4: 98_500, u5: 76_320, me: 3_344 };
  const score = (entry: RankEntry) => (
    <CurrencyAmount amount={scores[entry.id] ?? 0} currency="gold" size="small" compact />
  );

  const ranking = (
    <Stack>
      <Podium entries={top} renderValue={score} onSelect={(entry) => showToast(entry.name)} />
      <Rows>
        {rest.map((entry) => (
          <RankRow
            key={entry.id}
            entry={entry}
            value={score(entry)}
            onSelect={(selected) => showToast(selected.name)}
          />
        ))}
        <RankRow entry={me} me value={score(me)} />
      </Rows>
    </Stack>
  );
  const rewards = (
    <Stack>
      <Card variant="festival">
        <strong>{t('display.card.title')}</strong>
        <p>{t('display.card.body')}</p>
        <Row>
          <Medal name={t('display.medals.qixi')} daysLeft={7} />
          <LevelBadge level={88} size="medium" />
        </Row>
      </Card>
      <ProgressBar value={684_200} max={1_000_000} label={t('forms.progress.fundraising')} showValue />
    </Stack>
  );
  const rules = (
    <Stack>
      <RuleList rules={[t('display.rules.time'), t('display.rules.score'), t('display.rules.reward')]} />
    </Stack>
  );

  return (
    <Scaffold title={t('widgets.title')} onBack={back} iosFooter>
      <Hero>
        <HeroTitle>{t('display.sections.long')}</HeroTitle>
        <Countdown target={eventEnds} label={t('forms.countdown.eventEnds')} />
      </Hero>
      <TabLayout
        aria-label={t('forms.tabs.label')}
        index={tab}
        onChange={setTab}
        titles={[t('forms.tabs.ranking'), t('forms.tabs.rewards'), t('forms.tabs.rules')]}
        renderPanel={(index) => (index === 0 ? ranking : index === 1 ? rewards : rules)}
      />

      <Section title={t('widgets.assets')}>
        <Stack>
          <Row>
            <CurrencyAmount amount={12_800} currency="gold" />
            <CurrencyAmount amount={3_200} currency="silver" />
            <CurrencyAmount amount={520} currency="diamond" />
            <CurrencyAmount amount={1_234_56} currency="cash" />
          </Row>
          <Row>
            <Tag tone="accent">{t('display.tags.live')}</Tag>
            <Tag tone="gold">{t('display.tags.official')}</Tag>
            <Tag tone="noble">{t('display.tags.noble')}</Tag>
            <Tag tone="success" variant="outline">
              {t('display.tags.verified')}
            </Tag>
            <LevelBadge level={12} />
            <LevelBadge level={56} />
            <LevelBadge level={99} />
          </Row>
          <Card padding={0}>
            <ListItem
              title={t('display.list.wallet')}
              subtitle={t('display.list.walletSub')}
              trailing={<Badge count={3} />}
              chevron
              onClick={() => showToast(t('display.list.wallet'))}
            />
            <ListItem
              title={t('display.list.tasks')}
              subtitle={t('display.list.tasksSub')}
              trailing={<Tag tone="success">{t('display.list.done')}</Tag>}
            />
          </Card>
        </Stack>
      </Section>

      <WhenNear eager={eagerSections} placeholderHeight={px(420)}>
        <Suspense fallback={null}>
          <WidgetsFormsSection />
        </Suspense>
      </WhenNear>

      <WhenNear eager={eagerSections} placeholderHeight={px(260)}>
        <Suspense fallback={null}>
          <WidgetsFeedbackSection />
        </Suspense>
      </WhenNear>
    </Scaffold>
  );
}
