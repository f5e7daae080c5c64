import type { Meta, StoryObj } from '@storybook/react-vite';
import MagpiePage from '../../../src/features/festivals/festivals/magpie';
import { festivalPhaseStories } from './festivalStoryKit';

const meta = {
  title: 'Festivals/Magpie',
  component: MagpiePage,
} satisfies Meta<typeof MagpiePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Qixi's magpie bridge: a board of pairs. */
const phases = festivalPhaseStories('/h5/magpie', 'magpie');
export const Before: Story = phases.Before;
export const Live: Story = phases.Live;
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;
export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
