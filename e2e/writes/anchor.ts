import type { Page } from '@playwright/test';
import { mainlandCheckCharacter } from '../../src/platform/identity/idNumber';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

interface AnchorLedger {
  claims: string[];
  verifications: number;
}
const ledger = (request: Parameters<WriteCase['effects']>[0], token: string) =>
  json<AnchorLedger>(request, `/__mock/anchor/ledger?token=${token}`);

const CLAIM_CHECK_IN = 'Claim, Sign in 7 days in a row: 100 coins';
const FIRST_17 = '44030419900307123';

const signedIn = async (page: Page) => {
  await hideDebugSwitch(page);
  await injectMockBridge(page);
};

export const anchorWrites: WriteCase[] = [
  {
    name: 'claiming a new-anchor task reward',
    endpoint: '**/api/anchor/v1/tasks/claim',
    open: async (page, token) => {
      // Seven days signed in: the check-in task is finished and its 100 coins claimable.
      await page.request.post('/__mock/withdraw/anchor', { data: { token, streak: 7, signedToday: true } });
      await page.request.post('/__mock/anchor/setup', { data: { token } });
      await signedIn(page);
      await page.goto(`/h5/new_anchor_v4?access_token=${token}&app-language=en`);
    },
    send: async (page, tap) => tap(page.getByRole('button', { name: CLAIM_CHECK_IN })),
    done: async (page) => {
      await expect(
        page.getByRole('list', { name: 'New anchor tasks' }).getByRole('listitem').filter({ hasText: 'Task 1' }),
      ).toContainText('Claimed');
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: async (request, token) => (await ledger(request, token)).claims.length,
  },
  {
    name: 'submitting the real-name verification',
    endpoint: '**/api/anchor/v1/verification/submit',
    // The name and the ID number are personal data: nothing is kept on the device, a reload reads the server.
    forgetsOnReload: true,
    open: async (page, token) => {
      await page.request.post('/__mock/anchor/setup', { data: { token, verification: 'none' } });
      await signedIn(page);
      await page.goto(`/h5/auth?access_token=${token}&app-language=en`);
    },
    send: async (page, tap) => {
      await page.getByRole('textbox', { name: 'Legal name' }).fill('王小明');
      await page.getByRole('textbox', { name: 'ID number' }).fill(FIRST_17 + mainlandCheckCharacter(FIRST_17));
      await page.getByText('I agree that the platform uses my name and ID number').click();
      await page.getByRole('button', { name: 'Next: check your details' }).click();
      await tap(page.getByRole('dialog', { name: 'Check your details' }).getByRole('button', { name: 'Submit' }));
    },
    done: async (page) => {
      await expect(page.getByRole('region', { name: 'Under review' })).toContainText('王*明');
      await expect(page.getByRole('dialog')).toBeHidden();
    },
    effects: async (request, token) => (await ledger(request, token)).verifications,
  },
];
