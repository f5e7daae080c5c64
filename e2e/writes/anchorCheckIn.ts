import { expect } from '../fixtures';
import { inApp } from './withdraw';
import { json, type WriteCase } from './writeCase';

/**
 * The new-anchor check-in (the wallet's sign-in, on the task page). Its own file: the anchor's claims and verification
 * are `writes/anchor.ts`.
 */
export const anchorCheckInWrites: WriteCase[] = [
  {
    name: 'the anchor check-in',
    endpoint: '**/api/wallet/v1/withdraw/signin',
    // Nothing is kept across a reload: the board the page reads then says today is signed.
    forgetsOnReload: true,
    open: async (page, token) => {
      await page.request.post('/__mock/anchor/setup', { data: { token } });
      await inApp(page, token, '/h5/new_anchor_v4', { streak: 3, signedToday: false });
    },
    send: (page, tap) => tap(page.getByRole('button', { name: 'Sign in today' })),
    done: async (page) => {
      await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
      await expect(page.getByRole('img', { name: 'Signed in 4 days in a row of 7' })).toBeVisible();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: async (request, token) =>
      (await json<{ checkIns: number }>(request, `/__mock/anchor/ledger?token=${token}`)).checkIns,
  },
];
