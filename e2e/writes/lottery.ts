import type { Page } from '@playwright/test';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

interface LotteryLedgerRow {
  kind: 'draw' | 'tickets';
}

const tickets = (page: Page) => page.locator('[data-wallet="tickets"]');
const coins = (page: Page) => page.locator('[data-wallet="coins"]');
/** A wallet chip's whole text: its hidden label, the amount, its button. */
const chip = (label: string, amount: string, button: string) => new RegExp(`^${label}\\s*${amount}\\s*${button}$`);
const result = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-result]') });

/**
 * The wish wheel of `token` (12 tickets, 12,800 coins), its odds shown (a draw can be paid only then). Its next result
 * is queued: a lantern, which changes nothing in the wallet, so the wallet after the write says how often it was paid.
 */
const openWheel: WriteCase['open'] = async (page, token) => {
  await page.request.post('/__mock/lottery/queue', { data: { token, slots: [4] } });
  await hideDebugSwitch(page);
  await injectMockBridge(page);
  // The spin after the check is the real one (4.8 s), whatever the machine prefers.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`/h5/wheel/wish?access_token=${token}&app-language=en`);
  await expect(page.locator('[data-odds="shown"]')).toBeVisible();
  await expect(tickets(page)).toHaveText(chip('Wish tickets', '12', 'Buy'));
};

const charged =
  (kind: LotteryLedgerRow['kind']): WriteCase['effects'] =>
  async (request, token) =>
    (await json<LotteryLedgerRow[]>(request, `/__mock/lottery/ledger?token=${token}`)).filter(
      (row) => row.kind === kind,
    ).length;

export const lotteryWrites: WriteCase[] = [
  {
    name: 'spinning the wish wheel',
    endpoint: '**/api/game/v1/lottery/draw',
    open: openWheel,
    send: async (page, tap) => {
      await page.locator('[data-bundle="1"]').click();
      await tap(page.getByRole('dialog', { name: 'Spin ×1?' }).getByRole('button', { name: 'Pay and draw' }));
    },
    // One ticket paid, the outcome known. (The result itself: shown after the spin, or — after a reload — already shown
    // from the server's unseen draw and not shown twice; e2e/lottery.spec.ts checks the results.)
    done: async (page) => {
      await expect(tickets(page)).toHaveText(chip('Wish tickets', '11', 'Buy'));
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: charged('draw'),
    // The server holds the draw as not yet shown: the page shows its result at once over the notice; collected first.
    afterReload: async (page) => {
      await expect(result(page).locator('[data-prize]')).toHaveAttribute('data-prize', 'ww-lantern');
      await result(page).getByRole('button', { name: 'Collect' }).click();
      await expect(result(page)).toBeHidden();
    },
  },
  {
    name: 'buying wish tickets',
    endpoint: '**/api/game/v1/lottery/tickets/buy',
    open: openWheel,
    send: async (page, tap) => {
      await tickets(page).getByRole('button', { name: 'Buy' }).click();
      const sheet = page.getByRole('dialog', { name: 'Buy wish tickets' });
      await expect(sheet.getByRole('radio', { name: '×10' })).toBeChecked();
      await tap(sheet.getByRole('button', { name: 'Pay 1,000 coins' }));
    },
    done: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Buy wish tickets' })).toBeHidden();
      await expect(tickets(page)).toHaveText(chip('Wish tickets', '22', 'Buy'));
      await expect(coins(page)).toHaveText(chip('Gold coins', '11,800', 'Top up'));
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: charged('tickets'),
  },
];
