import type { Meta, StoryObj } from '@storybook/react-vite';
import NewYearPage from '../../../src/features/festivals/festivals/newYear';
import { festivalPhaseStories } from './festivalStoryKit';

const meta = {
  title: 'Festivals/NewYear',
  component: NewYearPage,
} satisfies Meta<typeof NewYearPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Lunar New Year: the kit's page as it is (gifts, tasks, the board of senders, rewards). */
const phases = festivalPhaseStories('/h5/new_year', 'new_year');
export const Before: Story = phases.Before;
export const Live: Story = phases.Live;
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;
export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
