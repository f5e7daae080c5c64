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

const QixiCp = boardRoute('qixi');

/** `/h5/rank/qixi`: CP pairs during the Qixi event. */
const meta = {
  title: 'Features/Ranks/QixiCp',
  component: QixiCp,
} satisfies Meta<typeof QixiCp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = loadedStory('qixi');
export const Loading: Story = loadingStory('qixi');
export const Empty: Story = emptyStory('qixi');
export const Error: Story = errorStory('qixi');
export const MeInTopThree: Story = meInTopThreeStory('qixi');
export const MeOutsideList: Story = meOutsideListStory('qixi');
export const LongNames: Story = longNamesStory('qixi');
export const HundredRows: Story = hundredRowsStory('qixi');
