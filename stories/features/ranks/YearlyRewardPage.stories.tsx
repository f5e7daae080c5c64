import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { RankSimulatorOptions } from '../../../mocks/server/ranks';
import { YEARLY_REWARD_PATH } from '../../../src/features/ranks/boardPaths';
import YearlyRewardPage from '../../../src/features/ranks/pages/YearlyRewardPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { rankPageStory, rankText } from './rankStoryKit';

const rewardStory = (options: RankSimulatorOptions = {}) => rankPageStory(YEARLY_REWARD_PATH, options);

/** `/h5/yearly_reward_2023`: the yearly prizes by rank, and what my final ranks won. */
const meta = {
  title: 'Features/Ranks/YearlyRewardPage',
  component: YearlyRewardPage,
  ...rewardStory(),
} satisfies Meta<typeof YearlyRewardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

/** I finished 8th on both 2023 boards: the 4–10 prizes. */
export const Ranked: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    const tiers = within(await body.findByRole('list', { name: rankText('rewards.title') })).getAllByRole('listitem', {
      hidden: false,
    });
    await expect(
      tiers.filter((tier) => tier.parentElement?.getAttribute('aria-label') === rankText('rewards.title')),
    ).toHaveLength(5);
    await expect(body.getByText(rankText('rewards.coins', { amount: number(100_000) }))).toBeVisible();
    const mine = body.getByLabelText(i18n.t('rankPages:yearly.mine'));
    await waitFor(() => expect(within(mine).getAllByText(rankText('rewards.rank', { rank: 8 }))).toHaveLength(2));
    await expect(mine).toHaveTextContent(rankText('rewards.medal', { count: 30 }));
  },
};

/** Never ranked in 2023: no prize, said plainly. */
export const Unranked: Story = {
  ...rewardStory({ me: { place: 'absent' } }),
  play: async ({ canvasElement }) => {
    const mine = await within(canvasElement).findByLabelText(i18n.t('rankPages:yearly.mine'));
    await waitFor(() => expect(within(mine).getAllByText(i18n.t('rankPages:yearly.unranked'))).toHaveLength(2));
    await expect(within(mine).getAllByText(i18n.t('rankPages:yearly.noReward'))).toHaveLength(2);
  },
};
