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

const BillboardReceiving = boardRoute('billboard_receiving');

/** The billboard event's receiving board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardReceiving',
  component: BillboardReceiving,
} satisfies Meta<typeof BillboardReceiving>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_receiving');
export const Loading: Story = loadingStory('billboard_receiving');
export const Empty: Story = emptyStory('billboard_receiving');
export const Error: Story = errorStory('billboard_receiving');
export const MeInTopThree: Story = meInTopThreeStory('billboard_receiving');
export const MeOutsideList: Story = meOutsideListStory('billboard_receiving');
export const LongNames: Story = longNamesStory('billboard_receiving');
export const HundredRows: Story = hundredRowsStory('billboard_receiving');
