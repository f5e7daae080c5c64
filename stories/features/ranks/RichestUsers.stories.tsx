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

const RichestUsers = boardRoute('richest');

/** `/h5/rank/richest`: the richest users of all time (never settles). */
const meta = {
  title: 'Features/Ranks/RichestUsers',
  component: RichestUsers,
} satisfies Meta<typeof RichestUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('richest');
export const Loading: Story = loadingStory('richest');
export const Empty: Story = emptyStory('richest');
export const Error: Story = errorStory('richest');
export const MeInTopThree: Story = meInTopThreeStory('richest');
export const MeOutsideList: Story = meOutsideListStory('richest');
export const LongNames: Story = longNamesStory('richest');
export const HundredRows: Story = hundredRowsStory('richest');
