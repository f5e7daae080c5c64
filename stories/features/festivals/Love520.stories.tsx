import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Love520Page from '../../../src/features/festivals/festivals/love520';
import {
  failing,
  FESTIVAL,
  festivalPhaseStories,
  festivalStory,
  phaseShown,
  screen,
  ownText,
} from './festivalStoryKit';

const own = ownText('festivalLove520');

const meta = {
  title: 'Festivals/Love520',
  component: Love520Page,
} satisfies Meta<typeof Love520Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/520';
const NAME = '520';

const phases = festivalPhaseStories(URL, NAME);
export const Before: Story = phases.Before;
/** Live: the confession gift (999 coins) and the wall of confessions between two people, then the pairs' board. */
export const Live: Story = {
  ...phases.Live,
  play: async (context) => {
    await phases.Live.play(context);
    const wall = screen(context.canvasElement).getByRole('region', { name: own('confessions.title') });
    await expect(wall).toHaveTextContent('999');
    await expect(await within(wall).findByText(own('confessions.count', { count: 13 }))).toBeVisible();
  },
};
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;

export const WallEmpty: Story = {
  ...festivalStory(URL, NAME, 'live', { emptyWalls: true }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(own('confessions.empty'));
  },
};

export const WallFailed: Story = {
  ...festivalStory(URL, NAME, 'live', {}, failing('get', FESTIVAL.confessions)),
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'live');
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(own('confessions.failed'));
  },
};

export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
