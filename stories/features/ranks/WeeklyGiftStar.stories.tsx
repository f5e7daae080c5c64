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

const WeeklyGiftStar = boardRoute('gift_star');

/** `/h5/weeklyGiftStarRank`: who received most of each star gift this week. */
const meta = {
  title: 'Features/Ranks/WeeklyGiftStar',
  component: WeeklyGiftStar,
} satisfies Meta<typeof WeeklyGiftStar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('gift_star');
export const Loading: Story = loadingStory('gift_star');
export const Empty: Story = emptyStory('gift_star');
export const Error: Story = errorStory('gift_star');
export const MeInTopThree: Story = meInTopThreeStory('gift_star');
export const MeOutsideList: Story = meOutsideListStory('gift_star');
export const LongNames: Story = longNamesStory('gift_star');
export const HundredRows: Story = hundredRowsStory('gift_star');
