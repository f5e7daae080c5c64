import type { Meta, StoryObj } from '@storybook/react-vite';
import MayDayPage from '../../../src/features/festivals/festivals/mayDay';
import { festivalPhaseStories } from './festivalStoryKit';

const meta = {
  title: 'Festivals/MayDay',
  component: MayDayPage,
} satisfies Meta<typeof MayDayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** May Day: the holiday's tasks first. */
const phases = festivalPhaseStories('/h5/may_day', 'may_day');
export const Before: Story = phases.Before;
export const Live: Story = phases.Live;
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;
export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
