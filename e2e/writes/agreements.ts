import { mainlandCheckCharacter } from '../../src/platform/identity/idNumber';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

const FIRST_17 = '44030419900307123';
/** A registration the mock's registry takes (its ID number matches the verified name). */
const REGISTRATION = {
  'Legal name': '王小明',
  'WeChat ID': 'wang_xm88',
  'Mobile number': '13812345678',
  'ID card number': FIRST_17 + mainlandCheckCharacter(FIRST_17),
  'Contact address': '廣東省深圳市南山區科技園路1號',
} as const;

export const agreementWrites: WriteCase[] = [
  {
    name: 'signing the guild-joining letter',
    endpoint: '**/api/agreements/v1/letters/sign',
    open: async (page, token) => {
      await page.request.post('/__mock/letters/setup', { data: { token } });
      await hideDebugSwitch(page);
      await injectMockBridge(page);
      await page.goto(`/h5/anchor_union_agreement?access_token=${token}&app-language=en`);
      await expect(page.getByRole('article')).toContainText('星光傳媒公會');
    },
    send: async (page, tap) => {
      await page.getByText('I have read and agree to the Confirmation of Joining a Guild').click();
      await page.getByRole('button', { name: 'Agree and sign' }).click();
      await tap(
        page.getByRole('dialog', { name: 'Confirm signature' }).getByRole('button', { name: 'Confirm and sign' }),
      );
    },
    done: async (page) => {
      await expect(page.getByRole('region', { name: 'Signed' })).toContainText('version 1.0');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: async (request, token) =>
      (await json<{ signatures: number }>(request, `/__mock/letters/ledger?token=${token}`)).signatures,
  },
  {
    name: 'submitting the anchor registration',
    endpoint: '**/api/agreements/v1/registration/submit',
    // Personal data: nothing of it is kept on the device; after a reload the page reads the server's state.
    forgetsOnReload: true,
    open: async (page, token) => {
      await page.request.post('/__mock/registration/setup', { data: { token, state: 'none' } });
      await hideDebugSwitch(page);
      await injectMockBridge(page);
      await page.goto(`/h5/register_info_table?access_token=${token}&app-language=en`);
    },
    send: async (page, tap) => {
      for (const [label, value] of Object.entries(REGISTRATION))
        await page.getByRole('textbox', { name: label }).fill(value);
      await page.getByRole('radio', { name: 'Married' }).click();
      await page.getByText('I declare that the information above is true').click();
      await page.getByRole('button', { name: 'Submit registration' }).click();
      await tap(page.getByRole('dialog', { name: 'Check your registration' }).getByRole('button', { name: 'Submit' }));
    },
    done: async (page) => {
      await expect(page.getByRole('region', { name: 'Under review' })).toContainText('138****5678');
      await expect(page.getByRole('dialog')).toBeHidden();
    },
    effects: async (request, token) =>
      (await json<{ submissions: number }>(request, `/__mock/registration/ledger?token=${token}`)).submissions,
  },
];
