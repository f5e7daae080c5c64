import type { Page } from '@playwright/test';
import type { NobleMemberSetup } from '../../mocks/server/noble';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

interface NobleLedger {
  purchases: number;
  coins: number;
  tier: string | null;
}

/** The noble page of `token`, whose member starts as `setup` says (the simulator's duke with 680,000 coins else). */
const openAs =
  (setup: Partial<NobleMemberSetup>, offers: string): WriteCase['open'] =>
  async (page, token) => {
    await page.request.post('/__mock/noble/setup', { data: { token, ...setup } });
    await hideDebugSwitch(page);
    await injectMockBridge(page);
    await page.goto(`/h5/noble?access_token=${token}&app-language=en`);
    await expect(page.getByRole('region', { name: offers })).toBeVisible();
  };

const buy =
  (offers: string, tier: string, sheet: string): WriteCase['send'] =>
  async (page, tap) => {
    await page
      .getByRole('region', { name: offers })
      .getByRole('button', { name: new RegExp(tier) })
      .click();
    await tap(page.getByRole('dialog', { name: sheet }).getByRole('button', { name: 'Pay' }));
  };

/**
 * Done: the sheet and the unknown notice gone, my tier and my coins after one charge. (The page reveals the new or
 * renewed tier once, full screen, over the page: that dialog may be open.)
 */
const boughtOnce = (sheet: string, tier: string, coins: string) => async (page: Page) => {
  await expect(page.getByRole('dialog', { name: sheet })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: tier, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Renew or upgrade' })).toContainText(
    new RegExp(`My coins\\s*${coins}`),
  );
  await expect(page.getByText('No answer yet')).toBeHidden();
};

/** After a reload the server's state shows the purchase that got no answer: the page reveals it first. */
const closeReveal = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Awesome' }).click();

const purchases: WriteCase['effects'] = async (request, token) =>
  (await json<NobleLedger>(request, `/__mock/noble/ledger?token=${token}`)).purchases;

export const nobleWrites: WriteCase[] = [
  {
    name: 'renewing a noble tier',
    endpoint: '**/api/noble/v1/buy',
    open: openAs({}, 'Renew or upgrade'),
    send: buy('Renew or upgrade', 'Duke', 'Renew Duke'),
    done: boughtOnce('Renew Duke', 'Duke', '180,000'),
    effects: purchases,
    afterReload: closeReveal,
  },
  {
    name: 'upgrading a noble tier',
    endpoint: '**/api/noble/v1/buy',
    open: openAs({ tier: 'marquis' }, 'Renew or upgrade'),
    send: buy('Renew or upgrade', 'Duke', 'Become Duke'),
    done: boughtOnce('Become Duke', 'Duke', '180,000'),
    effects: purchases,
    afterReload: closeReveal,
  },
  {
    name: 'becoming a noble',
    endpoint: '**/api/noble/v1/buy',
    open: openAs({ tier: null, growthAbove: 0 }, 'Become a noble'),
    send: buy('Become a noble', 'Knight', 'Become Knight'),
    done: boughtOnce('Become Knight', 'Knight', '677,000'),
    effects: purchases,
    afterReload: closeReveal,
  },
];
