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

const BillboardGiving = boardRoute('billboard_giving');

/** The billboard event's giving board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardGiving',
  component: BillboardGiving,
} satisfies Meta<typeof BillboardGiving>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_giving');
export const Loading: Story = loadingStory('billboard_giving');
export const Empty: Story = emptyStory('billboard_giving');
export const Error: Story = errorStory('billboard_giving');
export const MeInTopThree: Story = meInTopThreeStory('billboard_giving');
export const MeOutsideList: Story = meOutsideListStory('billboard_giving');
export const LongNames: Story = longNamesStory('billboard_giving');
export const HundredRows: Story = hundredRowsStory('billboard_giving');
