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

const BillboardTreeLighting = boardRoute('billboard_tree');

/** The billboard event's tree lighting board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardTreeLighting',
  component: BillboardTreeLighting,
} satisfies Meta<typeof BillboardTreeLighting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_tree');
export const Loading: Story = loadingStory('billboard_tree');
export const Empty: Story = emptyStory('billboard_tree');
export const Error: Story = errorStory('billboard_tree');
export const MeInTopThree: Story = meInTopThreeStory('billboard_tree');
export const MeOutsideList: Story = meOutsideListStory('billboard_tree');
export const LongNames: Story = longNamesStory('billboard_tree');
export const HundredRows: Story = hundredRowsStory('billboard_tree');
