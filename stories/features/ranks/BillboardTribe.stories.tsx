import type { Meta, StoryObj } from '@storybook/react-vite';
import { boardRoute } from '../../../src/features/ranks/pages/RankBoardPage';
import { emptyStory, errorStory, loadedStory, loadingStory, longNamesStory, meInTopThreeStory } from './rankStoryKit';

const BillboardTribe = boardRoute('billboard_tribe');

/** The billboard event's tribe board (27 Dec 2024 – 3 Jan 2025), in Christmas colours. */
const meta = {
  title: 'Features/Ranks/BillboardTribe',
  component: BillboardTribe,
} satisfies Meta<typeof BillboardTribe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('billboard_tribe');
export const Loading: Story = loadingStory('billboard_tribe');
export const Empty: Story = emptyStory('billboard_tribe');
export const Error: Story = errorStory('billboard_tribe');
export const MeInTopThree: Story = meInTopThreeStory('billboard_tribe');
export const LongNames: Story = longNamesStory('billboard_tribe');
