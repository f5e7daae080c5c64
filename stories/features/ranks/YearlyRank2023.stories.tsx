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

const YearlyRank2023 = boardRoute('yearly_2023');

/** `/h5/yearly_rank_2023`: the final 2023 yearly boards. */
const meta = {
  title: 'Features/Ranks/YearlyRank2023',
  component: YearlyRank2023,
} satisfies Meta<typeof YearlyRank2023>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('yearly_2023');
export const Loading: Story = loadingStory('yearly_2023');
export const Empty: Story = emptyStory('yearly_2023');
export const Error: Story = errorStory('yearly_2023');
export const MeInTopThree: Story = meInTopThreeStory('yearly_2023');
export const MeOutsideList: Story = meOutsideListStory('yearly_2023');
export const LongNames: Story = longNamesStory('yearly_2023');
export const HundredRows: Story = hundredRowsStory('yearly_2023');
