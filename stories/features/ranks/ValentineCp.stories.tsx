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

const ValentineCp = boardRoute('valentine');

/** `/h5/valentine`: CP pairs during Valentine's week. */
const meta = {
  title: 'Features/Ranks/ValentineCp',
  component: ValentineCp,
} satisfies Meta<typeof ValentineCp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('valentine');
export const Loading: Story = loadingStory('valentine');
export const Empty: Story = emptyStory('valentine');
export const Error: Story = errorStory('valentine');
export const MeInTopThree: Story = meInTopThreeStory('valentine');
export const MeOutsideList: Story = meOutsideListStory('valentine');
export const LongNames: Story = longNamesStory('valentine');
export const HundredRows: Story = hundredRowsStory('valentine');
