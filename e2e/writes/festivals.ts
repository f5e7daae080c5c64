import type { Page } from '@playwright/test';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

interface FestivalLedger {
  claims: number;
  blessings: number;
}
const ledger = (request: Parameters<WriteCase['effects']>[0], token: string) =>
  json<FestivalLedger>(request, `/__mock/festivals/ledger?token=${token}`);

/** A festival page of `token` with the server's clock at `at` (UTC+8), its phase shown. */
const openAt =
  (path: string, at: string, phase: string): WriteCase['open'] =>
  async (page: Page, token) => {
    await page.request.post('/__mock/clock', { data: { token, now: Date.parse(`${at}+08:00`) } });
    await hideDebugSwitch(page);
    await injectMockBridge(page);
    await page.goto(`${path}?access_token=${token}&app-language=en`);
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', phase);
  };

export const festivalWrites: WriteCase[] = [
  {
    name: 'claiming festival rewards',
    endpoint: '**/api/activity/v1/festival/claim',
    // New Year's Day's results are out (3 Jan noon); I finished 12th.
    open: openAt('/h5/new_years_day', '2027-01-04T12:00:00', 'ended'),
    send: async (page, tap) => {
      await tap(page.getByRole('button', { name: 'Claim my rewards' }));
    },
    done: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'Claimed' })).toBeVisible();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: async (request, token) => (await ledger(request, token)).claims,
    // The claim keeps nothing on the device: after a reload the server's claim state says it landed.
    forgetsOnReload: true,
  },
  {
    name: 'posting a New Year blessing',
    endpoint: '**/api/activity/v1/festival/bless',
    open: openAt('/h5/fireworks_bless', '2027-01-01T20:00:00', 'live'),
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Write my blessing' }).click();
      await page.getByRole('textbox', { name: 'Your blessing' }).fill('Happy New Year, everyone!');
      await tap(page.getByRole('button', { name: 'Send my blessing' }));
    },
    done: async (page) => {
      await expect(page.getByText('No answer yet')).toBeHidden();
      await expect(page.getByRole('tabpanel').getByText('Happy New Year, everyone!')).toHaveCount(1);
    },
    effects: async (request, token) => (await ledger(request, token)).blessings,
  },
];
