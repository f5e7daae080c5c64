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

const CharmRank = boardRoute('charm');

/** `/h5/rank/charm`: charm, daily / weekly / all time, in rose. */
const meta = {
  title: 'Features/Ranks/CharmRank',
  component: CharmRank,
} satisfies Meta<typeof CharmRank>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('charm');
export const Loading: Story = loadingStory('charm');
export const Empty: Story = emptyStory('charm');
export const Error: Story = errorStory('charm');
export const MeInTopThree: Story = meInTopThreeStory('charm');
export const MeOutsideList: Story = meOutsideListStory('charm');
export const LongNames: Story = longNamesStory('charm');
export const HundredRows: Story = hundredRowsStory('charm');
