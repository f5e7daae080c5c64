import { expect, injectMockBridge } from '../fixtures';
import { json, type WriteCase } from './writeCase';

export const scratchWrites: WriteCase[] = [
  {
    name: 'buying ten scratch cards',
    endpoint: '**/api/game/v1/scratch/buy',
    open: async (page, token) => {
      await injectMockBridge(page);
      await page.goto(`/h5/scratch?access_token=${token}&app-language=en`);
      await expect(page.getByText('Cards 3')).toBeVisible();
    },
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Buy 10 1,000 coins' }).click();
      await tap(page.getByRole('dialog', { name: 'Buy scratch cards' }).getByRole('button', { name: 'Buy' }));
    },
    done: async (page) => {
      await expect(page.getByText('Cards 13')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    },
    effects: async (request, token) =>
      (await json<{ charges: number }>(request, `/__mock/scratch/charges?token=${token}`)).charges,
  },
];
