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

const BillboardCp = boardRoute('billboard_cp');

/** The billboard event's cp board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardCp',
  component: BillboardCp,
} satisfies Meta<typeof BillboardCp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_cp');
export const Loading: Story = loadingStory('billboard_cp');
export const Empty: Story = emptyStory('billboard_cp');
export const Error: Story = errorStory('billboard_cp');
export const MeInTopThree: Story = meInTopThreeStory('billboard_cp');
export const MeOutsideList: Story = meOutsideListStory('billboard_cp');
export const LongNames: Story = longNamesStory('billboard_cp');
export const HundredRows: Story = hundredRowsStory('billboard_cp');
