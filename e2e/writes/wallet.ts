import type { Page } from '@playwright/test';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

interface WalletLedger {
  orders: unknown[];
  redeemed: number;
}
const orders = async (...[request, token]: Parameters<WriteCase['effects']>) =>
  (await json<WalletLedger>(request, `/__mock/wallet/ledger?token=${token}`)).orders.length;

/** An Android phone: the web checkout (the mock bridge's default platform is iOS). */
const android = async (page: Page) => {
  await hideDebugSwitch(page);
  await injectMockBridge(page, { transport: 'android', injectDelayMs: 50 });
};
const confirmSheet = (page: Page) => page.getByRole('dialog', { name: 'Confirm your order' });
/** The order exists: its pay step (the simulator pays at once or later). */
const orderMade = async (page: Page) =>
  expect(
    page
      .getByRole('dialog', { name: 'Waiting for payment' })
      .or(page.getByRole('dialog', { name: 'Payment complete' })),
  ).toBeVisible();

const checkout = (path: string, action: string): Pick<WriteCase, 'open' | 'send' | 'done' | 'effects'> => ({
  open: async (page, token) => {
    await android(page);
    await page.goto(`${path}?access_token=${token}&app-language=en`);
  },
  send: async (page, tap) => {
    await page.getByRole('button', { name: action }).click();
    await tap(confirmSheet(page).getByRole('button', { name: /^Pay / }));
  },
  done: orderMade,
  effects: orders,
});

let card = 0;
/**
 * Each redemption a fresh card of the simulator's (a card is used once, by anyone): the worker's index and its own
 * count, so two workers never redeem the same card.
 */
const freshCard = () =>
  `STAR2026FRESH${(Number(process.env.TEST_WORKER_INDEX ?? 0) % 36).toString(36)}${(++card).toString(36).padStart(2, '0')}`.toUpperCase();

export const walletWrites: WriteCase[] = [
  {
    name: 'a coin recharge order',
    endpoint: '**/api/wallet/v1/publicidcharge/order/create',
    ...checkout('/h5/recharge', 'Buy now'),
  },
  {
    name: 'joining VIP (Android checkout)',
    endpoint: '**/api/wallet/v1/publicidcharge/order/create',
    ...checkout('/h5/vip', 'Join now'),
  },
  {
    name: 'the discount offer',
    endpoint: '**/api/wallet/v1/publicidcharge/order/create',
    ...checkout('/h5/discount_recharge', 'Grab it'),
  },
  {
    name: 'redeeming a gift card',
    endpoint: '**/api/wallet/v1/giftcard/redeem',
    open: async (page, token) => {
      await hideDebugSwitch(page);
      await injectMockBridge(page);
      await page.goto(`/h5/card_client?access_token=${token}&app-language=en`);
    },
    send: async (page, tap) => {
      const code = freshCard();
      await page.getByRole('textbox', { name: 'Gift card code' }).fill(code);
      await tap(page.getByRole('button', { name: 'Redeem' }));
    },
    done: async (page) => expect(page.getByRole('heading', { name: /1,000 coins/ })).toBeVisible(),
    effects: async (request, token) =>
      (await json<WalletLedger>(request, `/__mock/wallet/ledger?token=${token}`)).redeemed,
  },
];
