import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { NOBLE_PATHS } from '../../../src/features/noble/contract';
import MineLevelPage from '../../../src/features/noble/pages/MineLevelPage';
import { nobleStory, nobleText } from './nobleStoryKit';

const meta = {
  title: 'Features/Noble/MineLevelPage',
  component: MineLevelPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof MineLevelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/mine_level';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Level `level` at 64 % of the way to the next: its band's colours, and its band marked in the list of ten. */
const levelStory = (level: number): Story => ({
  ...nobleStory(URL, { level: { level, progress: 0.64 } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('progressbar', { name: nobleText('level.progress') });
    const band = Math.ceil(level / 10);
    const current = canvasElement.ownerDocument.querySelector('[aria-current="true"]');
    await expect(current).toHaveTextContent(nobleText('level.range', { min: band * 10 - 9, max: band * 10 }));
    // How experience is earned: the one source the rank rules use (1 per gold coin, 3 per 10 silver).
    await expect(page(canvasElement).getByRole('region', { name: nobleText('level.how') })).toHaveTextContent('+1');
    await expect(page(canvasElement).getByRole('region', { name: nobleText('level.how') })).toHaveTextContent('+3');
  },
});

export const Band1 = levelStory(3);
export const Band2 = levelStory(17);
export const Band3 = levelStory(27);
export const Band4 = levelStory(35);
export const Band5 = levelStory(48);
export const Band6 = levelStory(52);
export const Band7 = levelStory(66);
export const Band8 = levelStory(71);
export const Band9 = levelStory(88);
export const Band10 = levelStory(95);

/** Level 100: nothing left to reach. */
export const MaxLevel: Story = {
  ...nobleStory(URL, { level: { level: 100 } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(nobleText('level.max'));
  },
};

export const English: Story = { ...Band3, globals: { locale: 'en' } };

/** The level cannot be read: the error with retry; how experience is earned still shows. */
export const LoadFailure: Story = {
  ...nobleStory(
    URL,
    {},
    http.get(`*${NOBLE_PATHS.level}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('button', { name: /重試/ });
  },
};
