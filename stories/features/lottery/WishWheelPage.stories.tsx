import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectJumpTo, wholePage } from '../../storyKit';
import { LOTTERY_STATUS } from '../../../src/features/lottery/contract';
import WishWheelPage from '../../../src/features/lottery/pages/WishWheelPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import {
  commonText,
  failing,
  firstDrawLost,
  LOTTERY,
  lotteryStory,
  lotteryText,
  wholePageOf,
  refuseWith,
  replyWith,
  screen,
  dialogText,
  bundleButton,
  oddsShown,
  openSheet,
  sharedLotteryStories,
} from './lotteryStoryKit';

const meta = {
  title: 'Features/Lottery/WishWheelPage',
  component: WishWheelPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof WishWheelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/wheel/wish';
const wishText = (key: string, options?: Record<string, unknown>) => i18n.t(`wishWheel:${key}`, options ?? {});
/** Results at once: the spin is the full-motion story's; these are about what the server gave. */
const still = { motion: 'reduced' } as const;

/** Spin ×count through its confirm; returns the confirm. */
async function spin(canvasElement: HTMLElement, count: number) {
  await oddsShown(canvasElement);
  await userEvent.click(bundleButton(canvasElement, count));
  const dialog = await screen(canvasElement).findByRole('dialog', {
    name: dialogText('confirm.title', { label: wishText('spin', { count }) }),
  });
  await userEvent.click(within(dialog).getByRole('button', { name: dialogText('confirm.pay') }));
  return dialog;
}

const resultDialog = (canvasElement: HTMLElement, rarity: 'common' | 'rare' | 'grand') =>
  screen(canvasElement).findByRole('dialog', { name: dialogText(`result.${rarity}`) }, { timeout: 8_000 });

/** Ready: 12 tickets, the wheel's eight prizes, the guarantee at 7 of 30, the odds shown, the draws open. */
export const Ready: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await expect(screen(canvasElement).getByRole('meter', { name: lotteryText('guarantee.meter') })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    for (const count of [1, 10]) await expect(bundleButton(canvasElement, count)).toBeEnabled();
  },
};

/** The page's whole length: the wheel, the draws, ways to earn tickets, every prize with its odds. */
export const WholePage: Story = { ...Ready, parameters: { ...Ready.parameters, ...wholePage } };

/** The odds did not load: they cannot be shown, so the draws cannot be paid (and say why). */
export const OddsFailed: Story = {
  ...wholePageOf(lotteryStory(URL, {}, failing('get', LOTTERY.odds))),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('odds.paused'));
    await expect(bundleButton(canvasElement, 10)).toBeDisabled();
    await expect(screen(canvasElement).getByRole('button', { name: wishText('hub') })).toBeDisabled();
  },
};

/** Odds that do not name every prize of the wheel are not enough either. */
export const OddsIncomplete: Story = {
  ...lotteryStory(
    URL,
    {},
    replyWith('get', LOTTERY.odds, {
      game: 'wish_wheel',
      odds: [{ prize_id: 'ww-chariot', ppm: 5000 }],
      guarantee: null,
    }),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('odds.incomplete'));
    await expect(bundleButton(canvasElement, 1)).toBeDisabled();
  },
};

/** Main flow: one spin, paid through the confirm; the wheel stops on the server's prize, 50 coins. */
export const WonCommon: Story = {
  ...lotteryStory(URL, { player: { upcoming: [1] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await spin(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'common');
    await expect(dialog).toHaveTextContent(lotteryText('prize.coins', { amount: '50' }));
    await expect(canvasElement.ownerDocument.querySelector('[data-wallet="tickets"]')).toHaveTextContent('11');
  },
};

/** A rare prize: the dragon pearl, in orchid. */
export const WonRare: Story = {
  ...lotteryStory(URL, { player: { upcoming: [2] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await spin(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.dragon_pearl'));
  },
};

/** The grand prize: the golden dragon chariot for 7 days, with the celebration. */
export const WonGrand: Story = {
  ...lotteryStory(URL, { player: { upcoming: [0] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await spin(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'grand');
    await expect(dialog).toHaveTextContent(lotteryText('items.dragon_chariot'));
    await expect(canvasElement.ownerDocument.querySelector('[data-celebration]')).not.toBeNull();
  },
};

/** ×10: ten results listed, the best (the rare frame) highlighted; ten tickets spent. */
export const TenResults: Story = {
  ...lotteryStory(URL, { player: { upcoming: [1, 3, 4, 7, 6, 1, 3, 4, 1, 7] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await spin(canvasElement, 10);
    const dialog = await resultDialog(canvasElement, 'rare');
    const cells = within(dialog).getAllByRole('listitem');
    await expect(cells).toHaveLength(10);
    await expect(cells[4]).toHaveTextContent(dialogText('result.best'));
    // 12 − 10 paid + 2 won (two results are a wish ticket)
    await expect(canvasElement.ownerDocument.querySelector('[data-wallet="tickets"]')).toHaveTextContent('4');
  },
};

export const TenResultsEnglish: Story = { ...TenResults, globals: { ...still, locale: 'en' } };

/** The spin, with motion: the wheel turns and stops on the server's segment, then the result. */
export const SpinToResult: Story = {
  ...lotteryStory(URL, { player: { upcoming: [5] } }),
  play: async ({ canvasElement }) => {
    await spin(canvasElement, 1);
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('prize.coins', { amount: (520).toLocaleString(i18n.language) }));
  },
};

/** No tickets: a spin offers to buy the missing ones (its key made as it opens); paying adds them. */
export const NotEnoughTickets: Story = {
  ...lotteryStory(URL, { player: { tickets: 0 } }),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await userEvent.click(bundleButton(canvasElement, 10));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: dialogText('tickets.title') });
    await expect(within(dialog).getByRole('radio', { name: '×10' })).toBeChecked();
    await expect(dialog).toHaveTextContent(dialogText('tickets.short'));
  },
};

/** Buying tickets: ten for 1,000 coins, added to the wallet. */
export const BuyTickets: Story = {
  ...lotteryStory(URL, { player: { tickets: 0 } }),
  play: async (context) => {
    await NotEnoughTickets.play!(context);
    const { canvasElement } = context;
    const dialog = screen(canvasElement).getByRole('dialog', { name: dialogText('tickets.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: dialogText('tickets.buy', { amount: '1,000' }) }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-wallet="tickets"]')).toHaveTextContent('10'),
    );
  },
};

/** Not enough coins for the tickets: the app's coin recharge is offered. */
export const NotEnoughCoins: Story = {
  ...lotteryStory(URL, { player: { tickets: 0, coins: 20 } }),
  play: async (context) => {
    await NotEnoughTickets.play!(context);
    const { canvasElement, loaded } = context;
    const dialog = screen(canvasElement).getByRole('dialog', { name: dialogText('tickets.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: dialogText('tickets.buy', { amount: '1,000' }) }));
    const offer = await screen(canvasElement).findByRole('alertdialog');
    await expect(offer).toHaveTextContent(lotteryText('errors.notEnoughCoins'));
    await userEvent.click(within(offer).getByRole('button', { name: lotteryText('errors.recharge') }));
    await expectJumpTo(loaded, 'coin_recharge');
  },
};

/** The draw's reply is lost after the server drew: the outcome is unknown; the check shows the server's ten results. */
export const ReplyLostThenChecked: Story = {
  ...lotteryStory(URL, { player: { upcoming: [1, 3, 4, 7, 6, 1, 3, 4, 1, 7] } }, firstDrawLost),
  globals: still,
  play: async ({ canvasElement }) => {
    const dialog = await spin(canvasElement, 10);
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: dialogText('confirm.pay') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: commonText('write.check') }));
    const result = await resultDialog(canvasElement, 'rare');
    await expect(within(result).getAllByRole('listitem')).toHaveLength(10);
    // one draw of ten: 12 − 10 tickets + 2 won
    await expect(canvasElement.ownerDocument.querySelector('[data-wallet="tickets"]')).toHaveTextContent('4');
  },
};

/** A spin left during its animation: on return the result the server holds is shown at once. */
export const ResultOnReturn: Story = {
  ...lotteryStory(URL, { player: { left: [2] } }),
  play: async ({ canvasElement }) => {
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.dragon_pearl'));
  },
};

/** A draw refused as a minor's (the account's age changed since the page opened): the page explains. */
export const MinorRefusedAtDraw: Story = {
  ...lotteryStory(URL, {}, refuseWith('post', LOTTERY.draw, LOTTERY_STATUS.minor, '未成年人不可參與抽獎')),
  play: async ({ canvasElement }) => {
    const dialog = await spin(canvasElement, 1);
    await within(dialog).findByText(lotteryText('minor.body'));
  },
};

/** 120 draws on the server: the latest 100. */
export const RecordsFull: Story = {
  ...lotteryStory(URL, { player: { records: 'full' } }),
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, lotteryText('links.records'));
    await waitFor(() => expect(sheet.querySelector('[data-records="100"]')).not.toBeNull());
    await expect(sheet).toHaveTextContent(dialogText('records.latest', { count: 100 }));
  },
};

/** Rows without an id, a time or a known prize are left out; the readable one is shown. */
export const RecordsMalformed: Story = {
  ...lotteryStory(
    URL,
    {},
    replyWith('get', LOTTERY.records, {
      prizes: [{ prize_id: 'ww-pearl', kind: 'gift', rarity: 'rare', amount: 1, item: 'dragon_pearl' }],
      records: [
        {
          draw_id: 'ok-1',
          count: 1,
          cost: 1,
          currency: 'tickets',
          drawn_at: 1_751_371_200_000,
          items: [{ prize_id: 'ww-pearl', slot: 2 }],
        },
        { count: 1, cost: 1, drawn_at: 1_751_371_200_000, items: [{ prize_id: 'ww-pearl' }] },
        { draw_id: 'no-time', count: 1, items: [{ prize_id: 'ww-pearl' }] },
        { draw_id: 'unknown-prize', count: 1, drawn_at: 1_751_371_200_000, items: [{ prize_id: 'nope' }] },
        'garbage',
      ],
    }),
  ),
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, lotteryText('links.records'));
    await waitFor(() => expect(sheet.querySelector('[data-records="1"]')).not.toBeNull());
  },
};

export const RecordsFailed: Story = {
  ...lotteryStory(URL, {}, failing('get', LOTTERY.records)),
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, lotteryText('links.records'));
    await within(sheet).findByRole('button', { name: commonText('errors.retry') });
  },
};

/** The rules, written from what the server runs: bundles, ticket ways and price, every prize's odds, the guarantee. */
export const Rules: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, lotteryText('links.rules'));
    await expect(sheet).toHaveTextContent(i18n.t('lotteryRules:guarantee.rare', { within: 30 }));
    await expect(sheet).toHaveTextContent('0.5%');
  },
};

export const RulesEnglish: Story = { ...Rules, globals: { locale: 'en' } };

export const SignedOut: Story = {
  ...lotteryStory(URL, {}, refuseWith('get', LOTTERY.state, 10001, '請先登入')),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('signedOut'));
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
