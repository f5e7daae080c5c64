import { expect, injectMockBridge } from '../fixtures';
import { json, type WriteCase } from './writeCase';

export const anonLetterWrites: WriteCase[] = [
  {
    name: 'sending an anonymous letter',
    endpoint: '**/api/social/v1/letters/send',
    open: async (page, token) => {
      await injectMockBridge(page);
      await page.goto(`/h5/letters/write?access_token=${token}&app-language=en`);
      await page.getByRole('textbox', { name: 'Your letter to a stranger' }).fill('Hello from the e2e sea 🌊');
    },
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await tap(page.getByRole('dialog', { name: 'Send this letter?' }).getByRole('button', { name: 'Send' }));
    },
    done: async (page) => {
      await expect(page.getByText('Your letter is on its way')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    },
    effects: async (request, token) =>
      (await json<{ letters: number }>(request, `/__mock/anon-letters/ledger?token=${token}`)).letters,
  },
];
