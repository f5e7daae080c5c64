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

const RichCharmActivity = boardRoute('rich_activity_room');

/** `/h5/rank/richctivity`: the event's rich and charm boards of the week. */
const meta = {
  title: 'Features/Ranks/RichCharmActivity',
  component: RichCharmActivity,
} satisfies Meta<typeof RichCharmActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('rich_activity_room');
export const Loading: Story = loadingStory('rich_activity_room');
export const Empty: Story = emptyStory('rich_activity_room');
export const Error: Story = errorStory('rich_activity_room');
export const MeInTopThree: Story = meInTopThreeStory('rich_activity_room');
export const MeOutsideList: Story = meOutsideListStory('rich_activity_room');
export const LongNames: Story = longNamesStory('rich_activity_room');
export const HundredRows: Story = hundredRowsStory('rich_activity_room');
