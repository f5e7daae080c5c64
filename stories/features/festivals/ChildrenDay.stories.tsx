import type { Meta, StoryObj } from '@storybook/react-vite';
import ChildrenDayPage from '../../../src/features/festivals/festivals/childrenDay';
import { festivalPhaseStories } from './festivalStoryKit';

const meta = {
  title: 'Festivals/ChildrenDay',
  component: ChildrenDayPage,
} satisfies Meta<typeof ChildrenDayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children's Day. */
const phases = festivalPhaseStories('/h5/children_day', 'children_day');
export const Before: Story = phases.Before;
export const Live: Story = phases.Live;
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;
export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
