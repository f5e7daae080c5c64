import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FoolDayLotteryPage from '../../../src/features/lottery/pages/FoolDayLotteryPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { expectJumpTo, wholePage } from '../../storyKit';
import {
  commonText,
  failing,
  firstDrawLost,
  LOTTERY,
  lotteryStory,
  lotteryText,
  num,
  screen,
  wholePageOf,
  dialogText,
  bundleButton,
  oddsShown,
  openSheet,
  sharedLotteryStories,
} from './lotteryStoryKit';

const meta = {
  title: 'Features/Lottery/FoolDayLotteryPage',
  component: FoolDayLotteryPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof FoolDayLotteryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/fool_day_lottery';
const foolText = (key: string, options?: Record<string, unknown>) => i18n.t(`foolDay:${key}`, options ?? {});
/** Results at once: the shake is the full-motion story's; these are about what the server gave. */
const still = { motion: 'reduced' } as const;
/** Ten results of one ×10: the 99 coins (the fifth) is the best; 129 coins won in all, the rest pranks. */
const TEN = [1, 2, 3, 5, 4, 1, 2, 3, 5, 2];

/** The jester's box itself: tapping it opens it once. */
const boxButton = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLButtonElement>('[data-board="box"] button')!;

const coins = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelector('[data-wallet="coins"]');

/** Pays an opening ×count (from its button, or the box) through its confirm; returns the confirm. */
async function open(canvasElement: HTMLElement, count: number, from: 'bundle' | 'box' = 'bundle') {
  await oddsShown(canvasElement);
  await userEvent.click(from === 'box' ? boxButton(canvasElement) : bundleButton(canvasElement, count));
  const dialog = await screen(canvasElement).findByRole('dialog', {
    name: dialogText('confirm.title', { label: foolText('draw', { count }) }),
  });
  await userEvent.click(within(dialog).getByRole('button', { name: dialogText('confirm.pay') }));
  return dialog;
}

const resultDialog = (canvasElement: HTMLElement, rarity: 'common' | 'rare' | 'grand') =>
  screen(canvasElement).findByRole('dialog', { name: dialogText(`result.${rarity}`) }, { timeout: 8_000 });

/** The joke is told above the result and the real prize is right there under it: "it was a joke" hides nothing. */
async function expectJokeAndPrize(dialog: HTMLElement, prizeName: string) {
  const prank = dialog.querySelector('[data-prank]');
  await expect(prank).not.toBeNull();
  await expect(prank).toHaveTextContent(foolText('prank.stamp'));
  const won = dialog.querySelector('[data-prize]');
  await expect(won).toHaveTextContent(prizeName);
  // the joke first, the real result after it
  await expect(prank!.compareDocumentPosition(won!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

/** Ready: 12,800 coins, the box closed and bobbing, the odds shown (no guarantee in this game), the openings enabled. */
export const Ready: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await expect(coins(canvasElement)).toHaveTextContent(num(12_800));
    await expect(screen(canvasElement).queryByRole('meter', { name: lotteryText('guarantee.meter') })).toBeNull();
    for (const count of [1, 10]) await expect(bundleButton(canvasElement, count)).toBeEnabled();
    await expect(boxButton(canvasElement)).toBeEnabled();
    await expect(boxButton(canvasElement)).toHaveTextContent(foolText('open'));
  },
};

/** The page's whole length: the box, the openings, every prize (pranks and the real one) with its odds. */
export const WholePage: Story = { ...Ready, parameters: { ...Ready.parameters, ...wholePage } };

/** The odds did not load: they cannot be shown, so neither the openings nor the box can be paid. */
export const OddsFailed: Story = {
  ...wholePageOf(lotteryStory(URL, {}, failing('get', LOTTERY.odds))),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('odds.paused'));
    for (const count of [1, 10]) await expect(bundleButton(canvasElement, count)).toBeDisabled();
    await expect(boxButton(canvasElement)).toBeDisabled();
  },
};

/** Main flow: the box is tapped and paid (100 coins); a prank — a whoopee cushion for a day — under the joke. */
export const WonCommon: Story = {
  ...lotteryStory(URL, { player: { upcoming: [1] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await open(canvasElement, 1, 'box');
    const dialog = await resultDialog(canvasElement, 'common');
    await expectJokeAndPrize(dialog, lotteryText('items.whoopee_cushion'));
    await expect(coins(canvasElement)).toHaveTextContent(num(12_700));
  },
};

/** A rare prize: 99 real coins (12,800 − 100 + 99). */
export const WonRare: Story = {
  ...lotteryStory(URL, { player: { upcoming: [4] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await open(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'rare');
    await expectJokeAndPrize(dialog, lotteryText('prize.coins', { amount: num(99) }));
    await expect(coins(canvasElement)).toHaveTextContent(num(12_799));
  },
};

/** The real grand prize: the jester carriage for 30 days, with the celebration — the joke never hides it. */
export const WonGrand: Story = {
  ...lotteryStory(URL, { player: { upcoming: [0] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await open(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'grand');
    await expectJokeAndPrize(dialog, lotteryText('items.jester_carriage'));
    await expect(canvasElement.ownerDocument.querySelector('[data-celebration]')).not.toBeNull();
  },
};

/** ×10 (900 coins): the joke, then ten results, the best (99 coins) highlighted. */
export const TenResults: Story = {
  ...lotteryStory(URL, { player: { upcoming: TEN } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await open(canvasElement, 10);
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog.querySelector('[data-prank]')).not.toBeNull();
    const cells = within(dialog).getAllByRole('listitem');
    await expect(cells).toHaveLength(10);
    await expect(cells[4]).toHaveTextContent(dialogText('result.best'));
    await expect(cells[4]).toHaveTextContent(lotteryText('prize.coins', { amount: num(99) }));
    // 12,800 − 900 paid + 129 won
    await expect(coins(canvasElement)).toHaveTextContent(num(12_029));
  },
};

export const TenResultsEnglish: Story = { ...TenResults, globals: { ...still, locale: 'en' } };

/** The opening, with motion: the box shakes, then the server's result (99 coins) under the joke. */
export const DrawToResult: Story = {
  ...lotteryStory(URL, { player: { upcoming: [4] } }),
  play: async ({ canvasElement }) => {
    await open(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'rare');
    await expectJokeAndPrize(dialog, lotteryText('prize.coins', { amount: num(99) }));
  },
};

/** 50 coins, an opening costs 100: tapping it offers the app's recharge (no confirm, nothing sent); yes opens it. */
export const NotEnoughCoins: Story = {
  ...lotteryStory(URL, { player: { coins: 50 } }),
  play: async ({ canvasElement, loaded }) => {
    await oddsShown(canvasElement);
    await userEvent.click(bundleButton(canvasElement, 1));
    const offer = await screen(canvasElement).findByRole('alertdialog');
    await expect(offer).toHaveTextContent(lotteryText('errors.notEnoughCoins'));
    await userEvent.click(within(offer).getByRole('button', { name: lotteryText('errors.recharge') }));
    await expectJumpTo(loaded, 'coin_recharge');
  },
};

/** The reply is lost after the server drew: the outcome is unknown; the check shows the server's ten results. */
export const ReplyLostThenChecked: Story = {
  ...lotteryStory(URL, { player: { upcoming: TEN } }, firstDrawLost),
  globals: still,
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 10);
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: dialogText('confirm.pay') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: commonText('write.check') }));
    const result = await resultDialog(canvasElement, 'rare');
    await expect(within(result).getAllByRole('listitem')).toHaveLength(10);
    // one opening charged: 12,800 − 900 + 129
    await expect(coins(canvasElement)).toHaveTextContent(num(12_029));
  },
};

/** An opening left while the box shook: on return the result the server holds is shown at once, under the joke. */
export const ResultOnReturn: Story = {
  ...lotteryStory(URL, { player: { left: [0] } }),
  play: async ({ canvasElement }) => {
    const dialog = await resultDialog(canvasElement, 'grand');
    await expectJokeAndPrize(dialog, lotteryText('items.jester_carriage'));
  },
};

/** The rules: the box's own (the joke is a joke, the real prize listed under it), every prize's odds (0.1%). */
export const Rules: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, lotteryText('links.rules'));
    await expect(sheet).toHaveTextContent(foolText('rules.pranks'));
    await expect(sheet).toHaveTextContent('0.1%');
  },
};

export const English: Story = { ...Ready, globals: { locale: 'en' } };
export const Japanese: Story = { ...Ready, globals: { locale: 'ja' } };
export const Korean: Story = { ...Ready, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Ready, globals: { locale: 'zh-Hans' } };

const shared = sharedLotteryStories(URL);
export const Loading: Story = shared.Loading;
export const LoadFailed: Story = shared.LoadFailed;
export const MinorRefused: Story = shared.MinorRefused;
export const Records: Story = shared.Records;
export const RecordsEmpty: Story = shared.RecordsEmpty;
