import type { Meta, StoryObj } from '@storybook/react-vite';
import SpringSongPage from '../../../src/features/festivals/festivals/springSong';
import { festivalPhaseStories } from './festivalStoryKit';

const meta = {
  title: 'Festivals/SpringSong',
  component: SpringSongPage,
} satisfies Meta<typeof SpringSongPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spring singing contest: singers ranked by the gifts their songs receive. */
const phases = festivalPhaseStories('/h5/song/spring', 'song_spring');
export const Before: Story = phases.Before;
export const Live: Story = phases.Live;
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;
export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
