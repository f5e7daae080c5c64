import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { wholePage } from '../../storyKit';
import DragonBlindBoxPage from '../../../src/features/lottery/pages/DragonBlindBoxPage';
import SummerBlindBoxPage from '../../../src/features/lottery/pages/SummerBlindBoxPage';
import { boxText, oddsShown, openBoxes, resultDialog, still } from './blindBoxStoryKit';
import {
  bundleButton,
  failing,
  LOTTERY,
  lotteryStory,
  lotteryText,
  screen,
  sharedLotteryStories,
} from './lotteryStoryKit';

/** The single-series pages: the dragon blind box and the summer blind box campaign (id 142). */
const meta = {
  title: 'Features/Lottery/SeriesPages',
  component: DragonBlindBoxPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof DragonBlindBoxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const summer = { render: () => <SummerBlindBoxPage /> };

export const Dragon: Story = {
  ...lotteryStory('/h5/dragon_blind_box'),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
  },
};

export const DragonWholePage: Story = { ...Dragon, parameters: { ...Dragon.parameters, ...wholePage } };

/** The dragon series' grand prize, with its celebration. */
export const DragonGrand: Story = {
  ...lotteryStory('/h5/dragon_blind_box', { player: { upcoming: [0] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await openBoxes(canvasElement, 1, boxText('openCount', { count: 1 }));
    const dialog = await resultDialog(canvasElement, 'grand');
    await expect(dialog).toHaveTextContent(lotteryText('items.dragon_chariot'));
  },
};

/** The unboxing with motion: the box trembles, then the server's result opens. */
export const DragonUnboxing: Story = {
  ...lotteryStory('/h5/dragon_blind_box', { player: { upcoming: [2] } }),
  play: async ({ canvasElement }) => {
    await openBoxes(canvasElement, 1, boxText('openCount', { count: 1 }));
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.dragon_pearl'));
  },
};

export const Summer: Story = {
  ...lotteryStory('/official-20250715-main'),
  ...summer,
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
  },
};

export const SummerWholePage: Story = { ...Summer, parameters: { ...Summer.parameters, ...wholePage } };

/** ×10 of the summer series: ten items, the best highlighted. */
export const SummerTen: Story = {
  ...lotteryStory('/official-20250715-main', { player: { upcoming: [2, 3, 4, 5, 4, 3, 1, 5, 4, 3] } }),
  ...summer,
  globals: still,
  play: async ({ canvasElement }) => {
    await openBoxes(canvasElement, 10, boxText('openCount', { count: 10 }));
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const DragonEnglish: Story = { ...Dragon, globals: { locale: 'en' } };
export const DragonJapanese: Story = { ...Dragon, globals: { locale: 'ja' } };
export const DragonKorean: Story = { ...Dragon, globals: { locale: 'ko' } };
export const DragonSimplifiedChinese: Story = { ...Dragon, globals: { locale: 'zh-Hans' } };
export const SummerEnglish: Story = { ...Summer, globals: { locale: 'en' } };
export const SummerJapanese: Story = { ...Summer, globals: { locale: 'ja' } };
export const SummerKorean: Story = { ...Summer, globals: { locale: 'ko' } };
export const SummerSimplifiedChinese: Story = { ...Summer, globals: { locale: 'zh-Hans' } };

/** The states every lottery page shares, on the dragon page and the summer campaign's. */
const dragonShared = sharedLotteryStories('/h5/dragon_blind_box');
export const DragonLoading: Story = dragonShared.Loading;
export const DragonLoadFailed: Story = dragonShared.LoadFailed;
export const DragonMinorRefused: Story = dragonShared.MinorRefused;
export const DragonRecords: Story = dragonShared.Records;
export const DragonRecordsEmpty: Story = dragonShared.RecordsEmpty;

const summerShared = sharedLotteryStories('/official-20250715-main');
export const SummerLoadFailed: Story = { ...summerShared.LoadFailed, ...summer };
export const SummerMinorRefused: Story = { ...summerShared.MinorRefused, ...summer };
export const SummerRecords: Story = { ...summerShared.Records, ...summer };

/** The odds did not load: neither the box nor the draws can be paid. */
export const SummerOddsFailed: Story = {
  ...lotteryStory('/official-20250715-main', {}, failing('get', LOTTERY.odds)),
  ...summer,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('odds.paused'));
    await expect(bundleButton(canvasElement, 1)).toBeDisabled();
    await expect(canvasElement.ownerDocument.querySelector('[data-board] button')).toBeDisabled();
  },
};
