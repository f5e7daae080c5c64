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

const BillboardRich = boardRoute('billboard_rich');

/** The billboard event's rich board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardRich',
  component: BillboardRich,
} satisfies Meta<typeof BillboardRich>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_rich');
export const Loading: Story = loadingStory('billboard_rich');
export const Empty: Story = emptyStory('billboard_rich');
export const Error: Story = errorStory('billboard_rich');
export const MeInTopThree: Story = meInTopThreeStory('billboard_rich');
export const MeOutsideList: Story = meOutsideListStory('billboard_rich');
export const LongNames: Story = longNamesStory('billboard_rich');
export const HundredRows: Story = hundredRowsStory('billboard_rich');
