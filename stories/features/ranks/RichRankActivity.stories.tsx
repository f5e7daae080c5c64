import type { Meta, StoryObj } from '@storybook/react-vite';
import { boardRoute } from '../../../src/features/ranks/pages/RankBoardPage';
import {
  emptyStory,
  errorStory,
  hundredRowsStory,
  loadedStory,
  loadingStory,
  longNamesStory,
  meInTopThreeStory,
  meOutsideListStory,
} from './rankStoryKit';

const RichRankActivity = boardRoute('rich_activity');

/** `/h5/richrankactivity`: the rich-rank event, daily and weekly, in gold. */
const meta = {
  title: 'Features/Ranks/RichRankActivity',
  component: RichRankActivity,
} satisfies Meta<typeof RichRankActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('rich_activity');
export const Loading: Story = loadingStory('rich_activity');
export const Empty: Story = emptyStory('rich_activity');
export const Error: Story = errorStory('rich_activity');
export const MeInTopThree: Story = meInTopThreeStory('rich_activity');
export const MeOutsideList: Story = meOutsideListStory('rich_activity');
export const LongNames: Story = longNamesStory('rich_activity');
export const HundredRows: Story = hundredRowsStory('rich_activity');
