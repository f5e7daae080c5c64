import type { APIRequestContext, Page } from '@playwright/test';
import type { AnchorSetup } from '../../mocks/server/withdraw';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

/** What the simulated withdrawal server did for a token (mocks/server/withdraw.ts `ledgerOf`). */
interface WithdrawLedger {
  withdrawals: number;
  exchanges: number;
  signIns: number;
  binds: number;
  unbinds: number;
  /** For a plain-browser token (`web-<number>`): codes sent to the number, sessions opened for it. */
  codes: number;
  logins: number;
}
export const withdrawLedger = (request: APIRequestContext, token: string) =>
  json<WithdrawLedger>(request, `/__mock/withdraw/ledger?token=${token}`);

/** A row's effects: one count of the ledger of its token (or of the plain-browser account `ledgerToken` names). */
const counted =
  (field: keyof WithdrawLedger, ledgerToken = (token: string) => token): WriteCase['effects'] =>
  async (request, token) =>
    (await withdrawLedger(request, ledgerToken(token)))[field];
const webAccount = (token: string) => `web-${numberFor(token)}`;

/** The page at `path` in the app, signed in as `token`, whose anchor starts as `setup` says (the simulator's else). */
export async function inApp(page: Page, token: string, path: string, setup: Partial<AnchorSetup> = {}) {
  await page.request.post('/__mock/withdraw/anchor', { data: { token, ...setup } });
  await hideDebugSwitch(page);
  await injectMockBridge(page);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}access_token=${token}&app-language=en`);
}

/**
 * The plain-browser sign-in (`/h5/login`, no app, no token) of one test: a mobile number of its own, made from the
 * test's token, so the number's codes and sessions are this test's alone (the ledger of `web-<number>`).
 */
const numberFor = (token: string) => {
  let hash = 0;
  for (const character of token) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `139${String(hash % 100_000_000).padStart(8, '0')}`;
};
const inBrowser = async (page: Page) => {
  await hideDebugSwitch(page);
  await page.goto('/h5/login?app-language=en');
};
const numberField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
const codeSent = (page: Page) => expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
/** The number of the test on screen (the page keeps it in memory only). */
let number = '';

export const withdrawWrites: WriteCase[] = [
  {
    name: 'a withdrawal',
    endpoint: '**/api/wallet/v1/withdraw/submit',
    open: async (page, token) => {
      await inApp(page, token, '/h5/withdraw/confirm?points=5000');
      await expect(page.getByText('138****1234')).toBeVisible();
    },
    send: (page, tap) => tap(page.getByRole('button', { name: 'Confirm withdrawal' })),
    done: async (page) => {
      await expect(page.getByRole('list', { name: 'Withdrawal progress' })).toBeVisible();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: counted('withdrawals'),
  },
  {
    name: 'exchanging points for coins',
    endpoint: '**/api/wallet/v1/withdraw/exchange/submit',
    open: (page, token) => inApp(page, token, '/h5/exchange'),
    send: async (page, tap) => {
      await page.getByRole('textbox', { name: 'points to exchange' }).fill('3000');
      await page.getByRole('button', { name: 'Exchange now' }).click();
      await tap(page.getByRole('dialog', { name: 'Confirm exchange' }).getByRole('button', { name: 'Exchange' }));
    },
    done: async (page) => {
      await expect(page.getByText('300 coins added: you now have 1,580')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: counted('exchanges'),
  },
  {
    name: 'linking an Alipay account',
    endpoint: '**/api/wallet/v1/withdraw/account/bind',
    // The account is personal data: nothing is kept on the device; after a reload the page shows the server's.
    forgetsOnReload: true,
    open: (page, token) => inApp(page, token, '/h5/alipay/account', { account: null }),
    send: async (page, tap) => {
      await page.getByRole('textbox', { name: 'Alipay account' }).fill('alice@mail.com');
      await tap(page.getByRole('button', { name: 'Link account' }));
    },
    done: async (page) => {
      await expect(page.getByText('a***@mail.com')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unlink' })).toBeEnabled();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: counted('binds'),
  },
  {
    name: 'unlinking the Alipay account',
    endpoint: '**/api/wallet/v1/withdraw/account/unbind',
    forgetsOnReload: true,
    open: async (page, token) => {
      await inApp(page, token, '/h5/alipay/account');
      await expect(page.getByText('138****1234')).toBeVisible();
    },
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Unlink' }).click();
      await tap(page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }));
    },
    done: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Alipay account' })).toBeEditable();
      await expect(page.getByText('138****1234')).toBeHidden();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: counted('unbinds'),
  },
  {
    name: 'a sign-in code by SMS',
    endpoint: '**/api/wallet/v1/withdraw/login/code',
    // The number is personal data: after a reload the page has forgotten it (done asks again: no second code).
    forgetsOnReload: true,
    open: async (page, token) => {
      number = numberFor(token);
      await inBrowser(page);
    },
    send: async (page, tap) => {
      await numberField(page).fill(number);
      await tap(page.getByRole('button', { name: 'Get code' }));
    },
    done: async (page) => {
      // After a reload the number is gone: the person types it and asks again, inside the resend window — the server
      // sends no second code and answers the time left.
      if ((await numberField(page).inputValue()) === '') {
        await numberField(page).fill(number);
        await page.getByRole('button', { name: 'Get code' }).click();
      }
      await codeSent(page);
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: counted('codes', webAccount),
  },
  {
    name: 'signing in with the SMS code',
    endpoint: '**/api/wallet/v1/withdraw/login',
    // The number and the code are personal data: after a reload the page has forgotten them.
    forgetsOnReload: true,
    open: async (page, token) => {
      number = numberFor(token);
      await inBrowser(page);
    },
    send: async (page, tap) => {
      await numberField(page).fill(number);
      await page.getByRole('button', { name: 'Get code' }).click();
      await codeSent(page);
      await page.getByRole('textbox', { name: 'Code' }).fill('246810');
      await tap(page.getByRole('button', { name: 'Sign in', exact: true }));
    },
    // Signed in — or, after a reload (the reply never came, so this browser has no session), the empty form: the page
    // claims nothing it does not know, and the server opened one session.
    done: async (page) =>
      expect(
        page.getByRole('heading', { name: "You're signed in" }).or(page.locator('input[type="tel"]:placeholder-shown')),
      ).toBeVisible(),
    effects: counted('logins', webAccount),
  },
  {
    name: 'signing in today (withdrawal page)',
    endpoint: '**/api/wallet/v1/withdraw/signin',
    // Nothing is kept across a reload: the page reads the server's summary, which says today is signed.
    forgetsOnReload: true,
    open: (page, token) => inApp(page, token, '/h5/withdraw', { streak: 3, signedToday: false }),
    send: (page, tap) => tap(page.getByRole('button', { name: 'Sign in today' })),
    done: async (page) => {
      await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
      await expect(page.getByText('3 more days to withdraw')).toBeVisible();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: counted('signIns'),
  },
];
