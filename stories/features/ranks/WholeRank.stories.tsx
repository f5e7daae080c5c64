import { i18n } from '../../../src/platform/i18n/i18n';
import { wholePage } from '../../storyKit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BOARD_PATHS, RANK_RULES_PATH } from '../../../src/features/ranks/boardPaths';
import RankRulesPage from '../../../src/features/ranks/pages/RankRulesPage';
import { boardRoute } from '../../../src/features/ranks/pages/RankBoardPage';
import {
  boardList,
  boardStory,
  emptyStory,
  errorStory,
  hundredRowsStory,
  loadedStory,
  loadingStory,
  longNamesStory,
  meInTopThreeStory,
  meOutsideListStory,
  rankText,
  retryStory,
  storyOf,
} from './rankStoryKit';

const WholeRank = boardRoute('whole');

/** `/h5/whole_rank`: the whole server, rich and charm, daily and weekly. */
const meta = {
  title: 'Features/Ranks/WholeRank',
  component: WholeRank,
} satisfies Meta<typeof WholeRank>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('whole');
export const Loading: Story = loadingStory('whole');
export const Empty: Story = emptyStory('whole');
export const Error: Story = errorStory('whole');
export const MeInTopThree: Story = meInTopThreeStory('whole');
export const MeOutsideList: Story = meOutsideListStory('whole');
export const LongNames: Story = longNamesStory('whole');
export const HundredRows: Story = hundredRowsStory('whole');

export const RetryAfterError: Story = retryStory('whole');

/** The whole board on one tall phone (issue 30): podium, every row and my bar pinned at the bottom, for review. */
export const WholePage: Story = (() => {
  const story = loadedStory('whole');
  return { ...story, parameters: { ...story.parameters, ...wholePage } };
})();

/** Switching boards and periods: the tab and the pill change the board, the address keeps them. */
export const SwitchTabs: Story = {
  ...storyOf(boardStory('whole')),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    await boardList(canvasElement);
    await expect(body.getAllByText(rankText('units.rich')).length).toBeGreaterThan(0);
    await userEvent.click(body.getByRole('tab', { name: rankText('kinds.charm') }));
    await waitFor(() =>
      expect(body.getByRole('tab', { name: rankText('kinds.charm') })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(body.getAllByText(rankText('units.charm')).length).toBeGreaterThan(3));
    await expect(body.queryAllByText(rankText('units.rich'))).toHaveLength(0);
    const weekly = body.getByRole('button', { name: rankText('scopes.weekly') });
    await userEvent.click(weekly);
    await waitFor(() =>
      expect(body.getByRole('button', { name: rankText('scopes.weekly') })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(await boardList(canvasElement)).toBeVisible();
    // The rewards of the weekly board add the vehicle.
    await waitFor(() => expect(body.getByText(new RegExp(rankText('rewards.vehicle', { count: 7 })))).toBeVisible());
  },
};

/** The rules entry opens the rules page (this story brings a router with both pages). */
export const OpensRules: Story = {
  ...storyOf(boardStory('whole'), { route: false }),
  render: () => (
    <MemoryRouter initialEntries={[BOARD_PATHS.whole]}>
      <Routes>
        <Route path={BOARD_PATHS.whole} element={<WholeRank />} />
        <Route path={RANK_RULES_PATH} element={<RankRulesPage />} />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    await boardList(canvasElement);
    await userEvent.click(body.getByRole('button', { name: rankText('links.rules') }));
    await waitFor(() =>
      expect(body.getByRole('heading', { name: i18n.t('rankPages:rules.sections.values') })).toBeVisible(),
    );
    await expect(body.getByText(/999/)).toBeVisible();
  },
};

/** The same board in each language (Chromatic also shows every story in all five). */
export const English: Story = { ...loadedStory('whole'), globals: { locale: 'en' } };
export const Japanese: Story = { ...loadedStory('whole'), globals: { locale: 'ja' } };
export const Korean: Story = { ...loadedStory('whole'), globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...loadedStory('whole'), globals: { locale: 'zh-Hans' } };
