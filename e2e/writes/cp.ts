import { expect, injectMockBridge } from '../fixtures';
import { json, type WriteCase } from './writeCase';

export const cpWrites: WriteCase[] = [
  {
    name: 'giving the CP confession gift',
    endpoint: '**/api/social/v1/cp/confess',
    open: async (page, token) => {
      await injectMockBridge(page);
      await page.goto(`/h5/cp/show?access_token=${token}&app-language=en`);
      await expect(page.getByRole('region', { name: 'Confession gifts' })).toBeVisible();
    },
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Give the confession gift (999 coins)' }).click();
      await tap(page.getByRole('dialog', { name: 'Give the confession gift?' }).getByRole('button', { name: 'Give' }));
    },
    done: async (page) => {
      await expect(page.getByRole('region', { name: 'Confession gifts' }).getByText('Done')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    },
    effects: async (request, token) =>
      (await json<{ charges: number }>(request, `/__mock/cp/ledger?token=${token}`)).charges,
  },
];
