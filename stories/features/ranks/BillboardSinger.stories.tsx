import type { Meta, StoryObj } from '@storybook/react-vite';
import { boardRoute } from '../../../src/features/ranks/pages/RankBoardPage';
import { emptyStory, errorStory, hundredRowsStory, loadedStory, loadingStory, longNamesStory } from './rankStoryKit';

const BillboardSinger = boardRoute('billboard_singer');

/** The billboard event's singer board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardSinger',
  component: BillboardSinger,
} satisfies Meta<typeof BillboardSinger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_singer');
export const Loading: Story = loadingStory('billboard_singer');
export const Empty: Story = emptyStory('billboard_singer');
export const Error: Story = errorStory('billboard_singer');
export const LongNames: Story = longNamesStory('billboard_singer');
export const HundredRows: Story = hundredRowsStory('billboard_singer');
