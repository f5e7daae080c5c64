import { i18n } from '../../../src/platform/i18n/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, signed } from '../../../mocks/handlers/signedRequest';
import type { RankSimulatorOptions } from '../../../mocks/server/ranks';
import { GIFT_STAR_HISTORY_PATH } from '../../../src/features/ranks/boardPaths';
import { RANK_PATHS } from '../../../src/features/ranks/contract';
import GiftStarHistoryPage from '../../../src/features/ranks/pages/GiftStarHistoryPage';
import { firstScreenOnly, mockApi } from '../../storyKit';
import { rankPageStory } from './rankStoryKit';

const historyStory = (options: RankSimulatorOptions = {}) => {
  const { parameters, beforeEach } = rankPageStory(GIFT_STAR_HISTORY_PATH, options);
  // Gift icons and avatars below the fold load lazily: a full-page shot would catch them half way.
  return { parameters: { ...parameters, ...firstScreenOnly }, beforeEach };
};

/** `/h5/weeklyGiftHistoryRank`: past weeks' star gifts and who received the most of each. */
const meta = {
  title: 'Features/Ranks/GiftStarHistoryPage',
  component: GiftStarHistoryPage,
  ...historyStory(),
} satisfies Meta<typeof GiftStarHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const weeks = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('group', { name: i18n.t('rankPages:history.weeksLabel') }),
  ).getAllByRole('button');

/** Last week by default; another week shows that week's stars. */
export const Loaded: Story = {
  ...historyStory(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    const chips = await weeks(canvasElement);
    await expect(chips).toHaveLength(8);
    await expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(body.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    const firstWeekStars = body.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await userEvent.click(chips[1]!);
    await waitFor(async () => expect((await weeks(canvasElement))[1]).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(body.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).not.toEqual(
        firstWeekStars,
      ),
    );
  },
};

/** Weeks without any star gift received: each star says nobody got it. */
export const NoWinners: Story = {
  ...historyStory({ empty: true }),
  play: async ({ canvasElement }) => {
    await weeks(canvasElement);
    const messages = await within(canvasElement).findAllByText(i18n.t('rankPages:history.noWinner'));
    await expect(messages).toHaveLength(4);
  },
};

/** The history cannot be read: the server's message and a retry. */
export const Error: Story = {
  beforeEach: mockApi(signed('get', RANK_PATHS.giftStarHistory, () => fail(50001, '伺服器忙碌，請稍後再試'))),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('伺服器忙碌，請稍後再試')).toBeVisible());
  },
};
