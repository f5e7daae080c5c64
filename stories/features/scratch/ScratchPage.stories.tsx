import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectJumpTo, type MswContext } from '../../storyKit';
import { i18n } from '../../../src/platform/i18n/i18n';
import { CLOCK_PRESETS } from '../../../.storybook/globals';
import { SCRATCH_PATHS } from '../../../src/features/scratch/contract';
import { CARD_PRICE_COINS, DAY_MS, GRAND_PRIZE, NO_PRIZE, type Prize } from '../../../src/features/scratch/model';
import ScratchPage from '../../../src/features/scratch/pages/ScratchPage';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { num, scratchRows, scratchStory, scratchText } from './scratchStoryKit';

const meta = {
  title: 'Features/Scratch/ScratchPage',
  component: ScratchPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof ScratchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/scratch';
/** Storybook's default clock preset. */
const STORY_NOW = Date.parse(CLOCK_PRESETS['summer-2025'].iso);
const commonText = (key: string) => i18n.t(`common:${key}`);
const COINS_500: Prize = { kind: 'coins', coins: 500 };
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = (canvasElement: HTMLElement) => page(canvasElement).findByRole('img', { name: scratchText('card.label') });
const foil = async (canvasElement: HTMLElement) => (await card(canvasElement)).querySelector('canvas')!;
const result = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-result]')).toHaveTextContent(text));

/** Three cards waiting, 12,800 coins, two fragments: the foil whole, ready for a finger. */
export const CardsReady: Story = {
  ...scratchStory(URL, { player: { upcoming: [COINS_500] } }),
  play: async ({ canvasElement }) => {
    await card(canvasElement);
    await expect(page(canvasElement).getByRole('radio', { name: scratchText('mode.manual') })).toBeChecked();
    await expect(page(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '2');
  },
};

/** No card bought yet: the foil says to buy one first, and a touch asks to. */
export const NoCards: Story = {
  ...scratchStory(URL, { player: { cards: 0 } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('img', { name: scratchText('card.labelNoCard') });
  },
};

/** Main flow, by finger: half the foil scratched (the card is opened at the first stroke), the prize peeking through. */
export const HalfWay: Story = {
  ...scratchStory(URL, { player: { upcoming: [COINS_500] } }),
  play: async ({ canvasElement }) => {
    scratchRows(await foil(canvasElement), 4);
    await result(canvasElement, ''); // not revealed: the threshold is not reached
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-prize="coins"]')).not.toBeNull());
  },
};

/** Main flow, by finger to the threshold: the rest clears and the prize the server chose is announced. */
export const ScratchToWin: Story = {
  ...scratchStory(URL, { player: { upcoming: [COINS_500] } }),
  play: async ({ canvasElement }) => {
    scratchRows(await foil(canvasElement));
    await result(canvasElement, scratchText('prize.spokenCoins', { amount: num(500) }));
    await expect(page(canvasElement).getByRole('button', { name: scratchText('actions.next') })).toBeVisible();
  },
};

/** "Reveal all" on a card that holds nothing: the quiet result. */
export const RevealedNothing: Story = {
  ...scratchStory(URL, { player: { upcoming: [NO_PRIZE] } }),
  play: async ({ canvasElement }) => {
    await card(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: scratchText('actions.revealAll') }));
    await result(canvasElement, scratchText('prize.spokenNone'));
  },
};

/** The Lamborghini: the grand prize fills the screen — rays, confetti and coins, the car, its worth, "Collect". */
export const GrandPrize: Story = {
  ...scratchStory(URL, { player: { upcoming: [GRAND_PRIZE] } }),
  play: async ({ canvasElement }) => {
    await card(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: scratchText('actions.revealAll') }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: scratchText('prize.grand') });
    await expect(canvasElement.ownerDocument.querySelector('[data-celebration]')).not.toBeNull();
    await expect(dialog).toHaveTextContent(scratchText('prize.grandBody', { amount: num(GRAND_PRIZE.coins) }));
    // the action rises in last (its entrance ends within a second)
    const collect = within(dialog).getByRole('button', { name: scratchText('prize.collect') });
    await waitFor(() => expect(collect).toBeVisible());
  },
};

/** After "Collect": the reveal is gone, the ticket shows the car on its face and the coins include the prize. */
export const GrandPrizeCollected: Story = {
  ...scratchStory(URL, { player: { coins: 12_800, upcoming: [GRAND_PRIZE] } }),
  play: async ({ canvasElement }) => {
    await card(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: scratchText('actions.revealAll') }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: scratchText('prize.grand') });
    await userEvent.click(within(dialog).getByRole('button', { name: scratchText('prize.collect') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvasElement.ownerDocument.querySelector('[data-prize="grand"]')).not.toBeNull();
    await result(canvasElement, scratchText('prize.spokenGrand', { amount: num(GRAND_PRIZE.coins) }));
    await expect(page(canvasElement).getByText(num(12_800 + GRAND_PRIZE.coins))).toBeVisible();
  },
};

/** Auto mode: one tap reveals the card with an animation. */
export const AutoMode: Story = {
  ...scratchStory(URL, { player: { upcoming: [COINS_500] } }),
  play: async ({ canvasElement }) => {
    await card(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('radio', { name: scratchText('mode.auto') }));
    await userEvent.click(page(canvasElement).getByRole('button', { name: scratchText('actions.autoReveal') }));
    await result(canvasElement, scratchText('prize.spokenCoins', { amount: num(500) }));
  },
};

/** Main flow, buying: ten cards through the confirm; the coins go down, the cards up, a fragment each. */
export const BuyTen: Story = {
  ...scratchStory(URL, { player: { coins: 12_800, cards: 3, fragments: 2 } }),
  play: async ({ canvasElement }) => {
    await card(canvasElement);
    await userEvent.click(
      page(canvasElement).getByRole('button', { name: new RegExp(scratchText('buy.bundle', { count: 10 })) }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', { name: scratchText('buy.confirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: scratchText('buy.confirm') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page(canvasElement).getByText(num(12_800 - 10 * CARD_PRICE_COINS))).toBeVisible());
    await expect(
      page(canvasElement).getByText(new RegExp(scratchText('wallet.cardsCount', { count: 13 }))),
    ).toBeVisible();
    // 2 + 10 fragments: two medal days and 2 towards the next
    await expect(page(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '2');
  },
};

const buyTen = async (canvasElement: HTMLElement) => {
  await card(canvasElement);
  await userEvent.click(
    page(canvasElement).getByRole('button', { name: new RegExp(scratchText('buy.bundle', { count: 10 })) }),
  );
  const dialog = await page(canvasElement).findByRole('dialog', { name: scratchText('buy.confirmTitle') });
  await userEvent.click(within(dialog).getByRole('button', { name: scratchText('buy.confirm') }));
  return dialog;
};
/** Each purchase's first request never gets its answer (the network drops it); its check reaches the server. */
const firstBuyLost = () => {
  const seen = new Set<string>();
  return http.post(`*${SCRATCH_PATHS.buy}`, async ({ request }) => {
    const { request_id: key } = (await request.clone().json()) as { request_id: string };
    if (seen.has(key)) return undefined;
    seen.add(key);
    return HttpResponse.error();
  });
};

/** No answer to the purchase: the confirm says the outcome is unknown and offers only the check (no second purchase). */
export const BuyNoAnswer: Story = {
  ...scratchStory(URL, { player: { coins: 12_800, cards: 3 } }, firstBuyLost()),
  play: async ({ canvasElement }) => {
    const dialog = await buyTen(canvasElement);
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: scratchText('buy.confirm') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** Closed after no answer, then the one-card bundle chosen: the unresolved ten-card purchase comes back; its check buys it once. */
export const BuyNoAnswerChecked: Story = {
  ...BuyNoAnswer,
  play: async (context) => {
    const { canvasElement } = context;
    await BuyNoAnswer.play!(context);
    await userEvent.click(page(canvasElement).getByRole('button', { name: i18n.t('ui:overlay.close') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // The page keeps saying it until it is checked.
    await expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible();
    await userEvent.click(
      page(canvasElement).getByRole('button', { name: new RegExp(scratchText('buy.bundle', { count: 1 })) }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', { name: scratchText('buy.confirmTitle') });
    await expect(dialog).toHaveTextContent(num(10 * CARD_PRICE_COINS));
    await userEvent.click(within(dialog).getByRole('button', { name: commonText('write.check') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page(canvasElement).getByText(num(12_800 - 10 * CARD_PRICE_COINS))).toBeVisible());
    await expect(page(canvasElement).queryByText(commonText('write.unknownTitle'))).toBeNull();
  },
};

/** Found after a reload: a purchase whose answer never came is said on the page, with the check. */
export const BuyUnknownAfterReload: Story = {
  ...scratchStory(URL, { player: { coins: 12_800, cards: 3 } }),
  beforeEach: (context: MswContext) => {
    scratchStory(URL, { player: { coins: 12_800, cards: 3 } }).beforeEach(context);
    sessionStore.set('write:scratch:buy', JSON.stringify({ key: 'story-lost-buy', params: { bundle: 10 } }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(page(canvasElement).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** The server refuses with a code the page does not know: its words in the confirm, which stays usable. */
export const BuyRefused: Story = {
  ...scratchStory(
    URL,
    { player: { coins: 12_800, cards: 3 } },
    http.post(`*${SCRATCH_PATHS.buy}`, () =>
      HttpResponse.json({ status: 99999, msg: '系統繁忙，請稍後再試', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await buyTen(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('系統繁忙，請稍後再試');
    await expect(within(dialog).getByRole('button', { name: scratchText('buy.confirm') })).toBeEnabled();
  },
};

/** Not enough coins: says so (not the ticket-balance message, which is for playing without a card), with the top-up. */
export const InsufficientBalance: Story = {
  ...scratchStory(URL, { player: { coins: 50, cards: 0 } }),
  play: async ({ canvasElement, loaded }) => {
    await page(canvasElement).findByRole('img', { name: scratchText('card.labelNoCard') });
    await userEvent.click(
      page(canvasElement).getByRole('button', { name: new RegExp(scratchText('buy.bundle', { count: 1 })) }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(scratchText('errors.notEnoughCoins'));
    await expect(dialog).toHaveTextContent('金幣不足');
    await expect(dialog).not.toHaveTextContent('刮刮卡餘額不足');
    await userEvent.click(within(dialog).getByRole('button', { name: scratchText('errors.recharge') }));
    await expectJumpTo(loaded, 'coin_recharge');
  },
};

/** Playing without a card: "Buy scratch tickets before playing." and a way to buy. */
export const BuyFirst: Story = {
  ...scratchStory(URL, { player: { cards: 0 } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('img', { name: scratchText('card.labelNoCard') });
    await userEvent.click(page(canvasElement).getByRole('button', { name: scratchText('actions.revealAll') }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(scratchText('errors.noCards'));
    await userEvent.click(within(dialog).getByRole('button', { name: scratchText('errors.buy') }));
    await page(canvasElement).findByRole('dialog', { name: scratchText('buy.confirmTitle') });
  },
};

/** Medal progress: no fragment yet. */
export const MedalAt0: Story = { ...scratchStory(URL, { player: { fragments: 0 } }) };
/** Medal progress: four of five. */
export const MedalAt4: Story = { ...scratchStory(URL, { player: { fragments: 4 } }) };
/** Medal progress: the fifth fragment became a day of medal (the server converts at once). */
export const MedalAt5: Story = {
  ...scratchStory(URL, { player: { fragments: 0, medalExpiresAt: STORY_NOW + DAY_MS } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(page(canvasElement).getByText(scratchText('medal.daysLeft', { count: 1 }))).toBeVisible(),
    );
  },
};

/** The state cannot be read: the error, with retry, under the title bar. */
export const LoadFailed: Story = {
  ...scratchStory(
    URL,
    {},
    http.get(`*${SCRATCH_PATHS.state}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByRole('alert')).toBeVisible());
  },
};

/** A reply that is no state at all is read as no cards and no coins: the page stands. */
export const MalformedReply: Story = {
  ...scratchStory(
    URL,
    {},
    http.get(`*${SCRATCH_PATHS.state}`, () => HttpResponse.json({ status: 0, msg: '', data: 'soon' })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('img', { name: scratchText('card.labelNoCard') });
  },
};

/** The same page in each language. */
export const English: Story = { ...CardsReady, globals: { locale: 'en' } };
export const Japanese: Story = { ...CardsReady, globals: { locale: 'ja' } };
export const Korean: Story = { ...CardsReady, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...CardsReady, globals: { locale: 'zh-Hans' } };
