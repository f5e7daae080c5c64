import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WalletSimulatorOptions } from '../../../mocks/server/wallet';
import { WALLET_PATHS } from '../../../src/features/wallet/contract';
import DiscountRechargePage from '../../../src/features/wallet/pages/DiscountRechargePage';
import { expectJumpTo, firstScreenOnly } from '../../storyKit';
import { screen, storeReady, storyServer, TOKEN, walletStory, walletText } from './walletStoryKit';

const meta = {
  title: 'Features/Wallet/DiscountRechargePage',
  component: DiscountRechargePage,
  // The first screen, as a member sees it: the total bar sits at the screen's bottom (a whole-page capture would
  // draw it over the middle of the page). Stories about a section below scroll to it.
  parameters: { ...firstScreenOnly },
} satisfies Meta<typeof DiscountRechargePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOUR = 3_600_000;
const story = (simulator: WalletSimulatorOptions, ...overrides: Parameters<typeof walletStory>[2][]) =>
  walletStory('/h5/discount_recharge', simulator, ...overrides);
const phase = (canvasElement: HTMLElement, value: string) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-phase]')).toHaveAttribute('data-phase', value));

/** Live, 2 days 3 hours left (the clock is pinned): the countdown, the price against the original, the limit. */
export const Countdown: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  play: async ({ canvasElement }) => {
    await phase(canvasElement, 'live');
    const timer = await screen(canvasElement).findByRole('timer');
    await expect(timer).toHaveTextContent('03');
    await screen(canvasElement).findByRole('button', { name: walletText('discount.buy') });
  },
};

/** The last minutes. */
export const EndingSoon: Story = { ...story({ discount: { endsInMs: 9 * 60_000 + 30_000 } }) };

/** Over: said so, with the way to the store. */
export const Ended: Story = {
  ...story({ discount: 'ended' }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(walletText('discount.endedTitle'));
    await expect(screen(canvasElement).getByRole('link', { name: walletText('discount.toStore') })).toHaveAttribute(
      'href',
      '/h5/recharge',
    );
  },
};

/** Bought up to the limit: the button says so. */
export const SoldOut: Story = {
  ...story({ discount: { endsInMs: 5 * HOUR, bought: 1, limit: 1 } }),
  play: async ({ canvasElement }) => {
    await phase(canvasElement, 'soldOut');
    await expect(
      await screen(canvasElement).findByRole('button', { name: walletText('discount.soldOut') }),
    ).toBeDisabled();
  },
};

/** Buying the offer: one order, paid. */
export const Buy: Story = {
  ...story({ discount: { endsInMs: 5 * HOUR }, paidAfterReads: 2 }),
  parameters: { ...story({}).parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const page = screen(canvasElement);
    const buy = await page.findByRole('button', { name: walletText('discount.buy') });
    await waitFor(() => expect(buy).toBeEnabled());
    await userEvent.click(buy);
    const sheet = await page.findByRole('dialog', { name: walletText('confirm.title') });
    await userEvent.click(within(sheet).getByRole('button', { name: /\$/ }));
    await page.findByRole('dialog', { name: walletText('result.paidTitle') });
    await expect(storyServer!.ledgerOf(TOKEN).orders).toHaveLength(1);
  },
};

/** iOS: the offer and its countdown, bought in the app (no price or payment method here). */
export const Ios: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  globals: { platform: 'ios' },
  play: async ({ canvasElement, loaded }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: walletText('appStore.coinsAction') }));
    await expectJumpTo(loaded, 'coin_recharge');
    await expect(page.queryByRole('radiogroup')).toBeNull();
  },
};

/** Android: the web checkout with the market's payment methods (the default of these stories, said by name). */
export const Android: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    await screen(canvasElement).findByRole('radiogroup', { name: walletText('methods.title') });
  },
};

export const Loading: Story = {
  ...story(
    {},
    http.get(`*${WALLET_PATHS.discount}`, () => new Promise<never>(() => undefined)),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: walletText('loading') });
  },
};

export const LoadFailure: Story = {
  ...story(
    {},
    http.get(`*${WALLET_PATHS.discount}`, () => HttpResponse.json({ status: 500, msg: '', data: null })),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('alert');
  },
};

export const English: Story = { ...Countdown, globals: { ...Countdown.globals, locale: 'en' } };

/** The seal says the discount as each language says it, and grows with its words (it never spills out of its disc). */
const sealSays =
  (text: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await phase(canvasElement, 'live');
    const seal = await waitFor(() => {
      const found = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-off]');
      if (!found) throw new Error('no seal yet');
      return found;
    });
    await expect(seal).toHaveTextContent(text);
    await expect(seal.scrollWidth).toBeLessThanOrEqual(seal.clientWidth);
  };

/** Traditional Chinese: "6折" (the tenths paid), never "40%OFF". */
export const SealTraditionalChinese: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  play: sealSays(/^6\u2060?折$/), // a word joiner keeps the number with its unit
};

export const SealSimplifiedChinese: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  globals: { ...Countdown.globals, locale: 'zh-Hans' },
  play: sealSays(/^6\u2060?折$/), // a word joiner keeps the number with its unit
};

export const SealEnglish: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  globals: { ...Countdown.globals, locale: 'en' },
  play: sealSays('40% off'),
};

export const SealJapanese: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  globals: { ...Countdown.globals, locale: 'ja' },
  play: sealSays('40%OFF'),
};

export const SealKorean: Story = {
  ...story({ discount: { endsInMs: 51 * HOUR } }),
  globals: { ...Countdown.globals, locale: 'ko' },
  play: sealSays('40% 할인'),
};
