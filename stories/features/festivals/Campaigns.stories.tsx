import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FathersDayRulesPage, default as FathersDayPage } from '../../../src/features/festivals/festivals/fathersDay';
import { KickoffRulesPage, default as KickoffPage } from '../../../src/features/festivals/festivals/kickoff';
import { MeteorCardPage, default as MeteorPage } from '../../../src/features/festivals/festivals/meteor';
import MiniGamesPage from '../../../src/features/festivals/festivals/miniGames';
import {
  QixiPublicityPage,
  QixiRewardsPage,
  QixiRulesPage,
  default as QixiPage,
} from '../../../src/features/festivals/festivals/qixi';
import {
  SummerNightRulesPage,
  default as SummerNightPage,
} from '../../../src/features/festivals/festivals/summerNight';
import { i18n } from '../../../src/platform/i18n/i18n';
import { festivalStory, festivalText, ownText, phaseShown, screen } from './festivalStoryKit';

const meteorText = ownText('festivalMeteor');
const gamesText = ownText('festivalMiniGames');

/**
 * The 2025 campaigns (spec §2's table) with the clock inside each one's window: production shows the activity-ended
 * page for all of them today (the route table), product reviews them here. The mini-game leaderboard (id 143) has no
 * end and is live.
 */
const meta = {
  title: 'Festivals/Campaigns',
  component: KickoffPage,
} satisfies Meta<typeof KickoffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const live = async (canvasElement: HTMLElement) => {
  await phaseShown(canvasElement, 'live');
};
const rules =
  (own: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(() => expect(screen(canvasElement).getByText(i18n.t(own))).toBeVisible());
  };

/** 2025-07-02 (id 138): the summer kickoff, live on 1 July. */
export const Kickoff0702: Story = {
  ...festivalStory('/activity-20250702-main', 'activity_20250702', 'live'),
  play: ({ canvasElement }) => live(canvasElement),
};
/** 2025-07-02 rule (id 139). */
export const Kickoff0702Rule: Story = {
  ...festivalStory('/activity-20250702-rule', 'activity_20250702', 'live'),
  render: () => <KickoffRulesPage />,
  play: rules('festivalKickoff:rules.1'),
};
/** 2025-07-02 ended: results out, my claim. */
export const Kickoff0702Ended: Story = {
  ...festivalStory('/activity-20250702-main', 'activity_20250702', 'ended'),
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'ended');
  },
};

export const SummerNight0728: Story = {
  ...festivalStory('/activity-20250728-main', 'activity_20250728', 'live'),
  render: () => <SummerNightPage />,
  play: ({ canvasElement }) => live(canvasElement),
};
export const SummerNight0728Rule: Story = {
  ...festivalStory('/activity-20250728-rule', 'activity_20250728', 'live'),
  render: () => <SummerNightRulesPage />,
  play: rules('festivalSummerNight:rules.1'),
};

export const FathersDay0810: Story = {
  ...festivalStory('/activity-20250810-main', 'activity_20250810', 'live'),
  render: () => <FathersDayPage />,
  play: ({ canvasElement }) => live(canvasElement),
};
export const FathersDay0810Rule: Story = {
  ...festivalStory('/activity-20250810-rule', 'activity_20250810', 'live'),
  render: () => <FathersDayRulesPage />,
  play: rules('festivalFathersDay:rules.1'),
};

/** 2025-08-14: meteor wishes, with my wish card to open and share. */
export const Meteor0814: Story = {
  ...festivalStory('/activity-20250814-main', 'activity_20250814', 'live'),
  render: () => <MeteorPage />,
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await expect(screen(canvasElement).getByRole('link', { name: meteorText('wishCard.open') })).toHaveAttribute(
      'href',
      '/activity-20250814-main/m3t30rLuna',
    );
  },
};
/** 2025-08-14's /{hash}: a member's shared wish card. */
export const Meteor0814Card: Story = {
  ...festivalStory('/activity-20250814-main/m3t30rLuna', 'activity_20250814', 'live'),
  render: () => <MeteorCardPage />,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(meteorText('wishCard.of', { name: 'Luna' }));
    await expect(screen(canvasElement).getByRole('link', { name: meteorText('wishCard.makeOwn') })).toBeVisible();
  },
};
/** A card link that names no card: said as a broken link, with the way to make one's own. */
export const Meteor0814CardUnknown: Story = {
  ...festivalStory('/activity-20250814-main/abcd1234', 'activity_20250814', 'live'),
  render: () => <MeteorCardPage />,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(meteorText('wishCard.unknown'));
    await expect(screen(canvasElement).queryByRole('button', { name: i18n.t('common:errors.retry') })).toBeNull();
  },
};
/** A link whose key is not a key at all (`<script>`): refused before any request. */
export const Meteor0814CardMalformed: Story = {
  ...festivalStory('/activity-20250814-main/%3Cscript%3E', 'activity_20250814', 'live'),
  render: () => <MeteorCardPage />,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(meteorText('wishCard.unknown'));
  },
};

/** 2025-08-25 Qixi romance theme: a board of pairs, links to its rewards and winners. */
export const Qixi0825: Story = {
  ...festivalStory('/activity-20250825-main', 'activity_20250825', 'live'),
  render: () => <QixiPage />,
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    await expect(screen(canvasElement).getByRole('link', { name: festivalText('links.publicity') })).toBeVisible();
  },
};
export const Qixi0825Rule: Story = {
  ...festivalStory('/activity-20250825-rule', 'activity_20250825', 'live'),
  render: () => <QixiRulesPage />,
  play: rules('festivalQixi:rules.1'),
};
/** rule-2: the rewards page. */
export const Qixi0825Rule2: Story = {
  ...festivalStory('/activity-20250825-rule-2', 'activity_20250825', 'live'),
  render: () => <QixiRewardsPage />,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(festivalText('rewards.when'));
  },
};
/** Publicity before the results: when the winners are announced. */
export const Qixi0825Publicity: Story = {
  ...festivalStory('/activity-20250825-publicity', 'activity_20250825', 'settling'),
  render: () => <QixiPublicityPage />,
  play: async ({ canvasElement }) => {
    const winners = await screen(canvasElement).findByRole('region', { name: festivalText('pages.publicitySubtitle') });
    await expect(winners).toHaveTextContent(/UTC\+8/);
    await expect(screen(canvasElement).queryByText(festivalText('board.final'))).toBeNull();
  },
};
/** Publicity after the results: the final board of pairs. */
export const Qixi0825PublicityResults: Story = {
  ...festivalStory('/activity-20250825-publicity', 'activity_20250825', 'ended'),
  render: () => <QixiPublicityPage />,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(festivalText('board.final'));
  },
};

/** /official-20250722-main (id 143): the mini-game leaderboard, live with no end, one board per game. */
export const MiniGames0722: Story = {
  ...festivalStory('/official-20250722-main', 'official_20250722', 'live'),
  render: () => <MiniGamesPage />,
  play: async ({ canvasElement }) => {
    await live(canvasElement);
    const scratch = screen(canvasElement).getByRole('tab', { name: gamesText('tabs.scratch') });
    await userEvent.click(scratch);
    await waitFor(() => expect(scratch).toHaveAttribute('aria-selected', 'true'));
  },
};

export const Kickoff0702English: Story = { ...Kickoff0702, globals: { locale: 'en' } };
export const Qixi0825English: Story = { ...Qixi0825, globals: { locale: 'en' } };
export const MiniGames0722English: Story = { ...MiniGames0722, globals: { locale: 'en' } };
export const SummerNight0728English: Story = { ...SummerNight0728, globals: { locale: 'en' } };
export const FathersDay0810English: Story = { ...FathersDay0810, globals: { locale: 'en' } };
export const Meteor0814English: Story = { ...Meteor0814, globals: { locale: 'en' } };
export const Meteor0814CardEnglish: Story = { ...Meteor0814Card, globals: { locale: 'en' } };
export const Kickoff0702Simplified: Story = { ...Kickoff0702, globals: { locale: 'zh-Hans' } };
export const Kickoff0702Japanese: Story = { ...Kickoff0702, globals: { locale: 'ja' } };
export const Kickoff0702Korean: Story = { ...Kickoff0702, globals: { locale: 'ko' } };
export const Qixi0825Simplified: Story = { ...Qixi0825, globals: { locale: 'zh-Hans' } };
export const Qixi0825Japanese: Story = { ...Qixi0825, globals: { locale: 'ja' } };
export const Qixi0825Korean: Story = { ...Qixi0825, globals: { locale: 'ko' } };
export const MiniGames0722Simplified: Story = { ...MiniGames0722, globals: { locale: 'zh-Hans' } };
export const MiniGames0722Japanese: Story = { ...MiniGames0722, globals: { locale: 'ja' } };
export const MiniGames0722Korean: Story = { ...MiniGames0722, globals: { locale: 'ko' } };
