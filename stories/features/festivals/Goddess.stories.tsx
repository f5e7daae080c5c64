import type { Meta, StoryObj } from '@storybook/react-vite';
import GoddessPage from '../../../src/features/festivals/festivals/goddess';
import { festivalPhaseStories } from './festivalStoryKit';

const meta = {
  title: 'Festivals/Goddess',
  component: GoddessPage,
} satisfies Meta<typeof GoddessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The goddess festival: a board of anchors; its rewards on their own page (linked). */
const phases = festivalPhaseStories('/h5/goddess', 'goddess');
export const Before: Story = phases.Before;
export const Live: Story = phases.Live;
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;
export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
