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

const BillboardCharm = boardRoute('billboard_charm');

/** The billboard event's charm board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardCharm',
  component: BillboardCharm,
} satisfies Meta<typeof BillboardCharm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_charm');
export const Loading: Story = loadingStory('billboard_charm');
export const Empty: Story = emptyStory('billboard_charm');
export const Error: Story = errorStory('billboard_charm');
export const MeInTopThree: Story = meInTopThreeStory('billboard_charm');
export const MeOutsideList: Story = meOutsideListStory('billboard_charm');
export const LongNames: Story = longNamesStory('billboard_charm');
export const HundredRows: Story = hundredRowsStory('billboard_charm');
