import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ChildrenDayRulesPage } from '../../../src/features/festivals/festivals/childrenDay';
import { GoddessRewardPage } from '../../../src/features/festivals/festivals/goddess';
import { Love520RulesPage } from '../../../src/features/festivals/festivals/love520';
import { MayDayRulesPage } from '../../../src/features/festivals/festivals/mayDay';
import { i18n } from '../../../src/platform/i18n/i18n';
import { festivalStory, festivalText, screen } from './festivalStoryKit';

/** The festivals' own sub-pages: rules (from the server's window, gifts and results, and the festival's lines), rewards. */
const meta = {
  title: 'Festivals/SubPages',
  component: MayDayRulesPage,
} satisfies Meta<typeof MayDayRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rulesShown = async (canvasElement: HTMLElement, own: string) => {
  await waitFor(() => expect(screen(canvasElement).getByText(i18n.t(own))).toBeVisible());
  await expect(screen(canvasElement).getByText(festivalText('rewards.place', { place: 1 }))).toBeVisible();
};

export const MayDayRules: Story = {
  ...festivalStory('/h5/may_day/rules', 'may_day', 'live'),
  play: ({ canvasElement }) => rulesShown(canvasElement, 'festivalMayDay:rules.1'),
};

export const Love520Rules: Story = {
  ...festivalStory('/h5/520/rules', '520', 'live'),
  render: () => <Love520RulesPage />,
  play: ({ canvasElement }) => rulesShown(canvasElement, 'festivalLove520:rules.1'),
};

export const ChildrenDayRules: Story = {
  ...festivalStory('/h5/children_day/rule', 'children_day', 'before'),
  render: () => <ChildrenDayRulesPage />,
  play: ({ canvasElement }) => rulesShown(canvasElement, 'festivalChildrenDay:rules.1'),
};

export const MayDayRulesEnglish: Story = { ...MayDayRules, globals: { locale: 'en' } };
export const MayDayRulesSimplified: Story = { ...MayDayRules, globals: { locale: 'zh-Hans' } };
export const MayDayRulesJapanese: Story = { ...MayDayRules, globals: { locale: 'ja' } };
export const MayDayRulesKorean: Story = { ...MayDayRules, globals: { locale: 'ko' } };

/** goddess_reward while live: the tiers, drawn; they are claimed once the results are out. */
export const GoddessReward: Story = {
  ...festivalStory('/h5/goddess_reward', 'goddess', 'live'),
  render: () => <GoddessRewardPage />,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(festivalText('rewards.when'));
    await expect(screen(canvasElement).getByText(festivalText('rewards.places', { from: 4, to: 10 }))).toBeVisible();
  },
};

/** goddess_reward after the results: my claim on top. */
export const GoddessRewardClaim: Story = {
  ...festivalStory('/h5/goddess_reward', 'goddess', 'ended'),
  render: () => <GoddessRewardPage />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: festivalText('claim.action') }));
    await screen(canvasElement).findByText(festivalText('claim.claimed'));
  },
};

export const GoddessRewardEnglish: Story = { ...GoddessReward, globals: { locale: 'en' } };
