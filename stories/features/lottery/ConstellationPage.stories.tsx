import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ConstellationPage from '../../../src/features/lottery/pages/ConstellationPage';
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
  title: 'Features/Lottery/ConstellationPage',
  component: ConstellationPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof ConstellationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/constellation';
const starText = (key: string, options?: Record<string, unknown>) => i18n.t(`constellation:${key}`, options ?? {});
/** Results at once: the light's run is the full-motion story's; these are about what the server gave. */
const still = { motion: 'reduced' } as const;
/** Ten results of one ×10: Leo's 300 coins (the fourth) is the best; 630 coins won in all. */
const TEN = [0, 1, 2, 4, 5, 6, 8, 9, 10, 1];

/** The crystal in the board's middle: a draw ×1. */
const coreButton = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLButtonElement>('[data-board="signs"] button')!;

const coins = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelector('[data-wallet="coins"]');
const litSign = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-board="signs"] [data-lit]')?.getAttribute('data-sign');

/** Pays a draw ×count (from its button, or the board's crystal) through its confirm; returns the confirm. */
async function draw(canvasElement: HTMLElement, count: number, from: 'bundle' | 'core' = 'bundle') {
  await oddsShown(canvasElement);
  await userEvent.click(from === 'core' ? coreButton(canvasElement) : bundleButton(canvasElement, count));
  const dialog = await screen(canvasElement).findByRole('dialog', {
    name: dialogText('confirm.title', { label: starText('draw', { count }) }),
  });
  await userEvent.click(within(dialog).getByRole('button', { name: dialogText('confirm.pay') }));
  return dialog;
}

const resultDialog = (canvasElement: HTMLElement, rarity: 'common' | 'rare' | 'grand') =>
  screen(canvasElement).findByRole('dialog', { name: dialogText(`result.${rarity}`) }, { timeout: 10_000 });

/** Ready: 12,800 coins, twelve signs each with its prize (Pisces the grand one), the guarantee at 7 of 20, draws open. */
export const Ready: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    const cells = canvasElement.ownerDocument.querySelectorAll('[data-board="signs"] [data-sign]');
    await expect(cells).toHaveLength(12);
    await expect(cells[0]).toHaveAttribute('data-sign', 'aries');
    await expect(cells[11]).toHaveAttribute('data-rarity', 'grand');
    await expect(cells[11]).toHaveTextContent(starText('signs.pisces'));
    await expect(screen(canvasElement).getByRole('meter', { name: lotteryText('guarantee.meter') })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    await expect(coins(canvasElement)).toHaveTextContent(num(12_800));
    for (const count of [1, 10]) await expect(bundleButton(canvasElement, count)).toBeEnabled();
    await expect(coreButton(canvasElement)).toBeEnabled();
  },
};

/** The page's whole length: the board, the draws, every prize with its odds. */
export const WholePage: Story = { ...Ready, parameters: { ...Ready.parameters, ...wholePage } };

/** The odds did not load: they cannot be shown, so neither the draws nor the crystal can be paid. */
export const OddsFailed: Story = {
  ...wholePageOf(lotteryStory(URL, {}, failing('get', LOTTERY.odds))),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('odds.paused'));
    for (const count of [1, 10]) await expect(bundleButton(canvasElement, count)).toBeDisabled();
    await expect(coreButton(canvasElement)).toBeDisabled();
  },
};

/** Main flow: the crystal draws once (100 coins); the light stops on Aries, 20 coins. */
export const WonCommon: Story = {
  ...lotteryStory(URL, { player: { upcoming: [0] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await draw(canvasElement, 1, 'core');
    const dialog = await resultDialog(canvasElement, 'common');
    await expect(dialog).toHaveTextContent(lotteryText('prize.coins', { amount: num(20) }));
    await expect(litSign(canvasElement)).toBe('aries');
    // 12,800 − 100 paid + 20 won
    await expect(coins(canvasElement)).toHaveTextContent(num(12_720));
  },
};

/** A rare prize: Cancer's star medal, three days. */
export const WonRare: Story = {
  ...lotteryStory(URL, { player: { upcoming: [3] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await draw(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.star_medal'));
    await expect(litSign(canvasElement)).toBe('cancer');
  },
};

/** The grand prize: Pisces' star chariot for 15 days, with the celebration. */
export const WonGrand: Story = {
  ...lotteryStory(URL, { player: { upcoming: [11] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await draw(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'grand');
    await expect(dialog).toHaveTextContent(lotteryText('items.star_chariot'));
    await expect(canvasElement.ownerDocument.querySelector('[data-celebration]')).not.toBeNull();
    await expect(litSign(canvasElement)).toBe('pisces');
  },
};

/** ×10 (950 coins): ten results listed, the best (Leo's 300 coins) highlighted and lit on the board. */
export const TenResults: Story = {
  ...lotteryStory(URL, { player: { upcoming: TEN } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await draw(canvasElement, 10);
    const dialog = await resultDialog(canvasElement, 'rare');
    const cells = within(dialog).getAllByRole('listitem');
    await expect(cells).toHaveLength(10);
    await expect(cells[3]).toHaveTextContent(dialogText('result.best'));
    await expect(cells[3]).toHaveTextContent(lotteryText('prize.coins', { amount: num(300) }));
    await expect(litSign(canvasElement)).toBe('leo');
    // 12,800 − 950 paid + 630 won
    await expect(coins(canvasElement)).toHaveTextContent(num(12_480));
  },
};

export const TenResultsEnglish: Story = { ...TenResults, globals: { ...still, locale: 'en' } };

/** The draw, with motion: the light runs round the signs and stops on the server's (Scorpio), then the result. */
export const DrawToResult: Story = {
  ...lotteryStory(URL, { player: { upcoming: [7] } }),
  play: async ({ canvasElement }) => {
    await draw(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.star_frame'));
    await expect(litSign(canvasElement)).toBe('scorpio');
  },
};

/** 50 coins, a draw costs 100: tapping it offers the app's recharge (no confirm, nothing sent); yes opens it. */
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

/** The draw's reply is lost after the server drew: the outcome is unknown; the check shows the server's ten results. */
export const ReplyLostThenChecked: Story = {
  ...lotteryStory(URL, { player: { upcoming: TEN } }, firstDrawLost),
  globals: still,
  play: async ({ canvasElement }) => {
    const dialog = await draw(canvasElement, 10);
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: dialogText('confirm.pay') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: commonText('write.check') }));
    const result = await resultDialog(canvasElement, 'rare');
    await expect(within(result).getAllByRole('listitem')).toHaveLength(10);
    // one draw charged: 12,800 − 950 + 630
    await expect(coins(canvasElement)).toHaveTextContent(num(12_480));
  },
};

/** A draw left while the light ran: on return the result the server holds is shown at once, its sign lit. */
export const ResultOnReturn: Story = {
  ...lotteryStory(URL, { player: { left: [3] } }),
  play: async ({ canvasElement }) => {
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.star_medal'));
    // the board lights the sign as the dialog opens (the same render)
    await waitFor(() => expect(litSign(canvasElement)).toBe('cancer'));
  },
};

/** The rules: the board's own, the guarantee (a rare within 20), every prize's odds (Pisces' chariot 0.2%). */
export const Rules: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, lotteryText('links.rules'));
    await expect(sheet).toHaveTextContent(starText('rules.board'));
    await expect(sheet).toHaveTextContent(i18n.t('lotteryRules:guarantee.rare', { within: 20 }));
    await expect(sheet).toHaveTextContent('0.2%');
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
