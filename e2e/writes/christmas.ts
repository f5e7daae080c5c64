import type { Page } from '@playwright/test';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

interface ChristmasLedger {
  propsLit: number;
  charges: number;
  gifts: number;
  props: number;
}
const ledger = (request: Parameters<WriteCase['effects']>[0], token: string) =>
  json<ChristmasLedger>(request, `/__mock/christmas/ledger?token=${token}`);

const props = (page: Page) => page.locator('[data-props]');

/** The tree page of `token` on the evening of the 25th (UTC+8), the event open; the simulator's player has 2 props. */
const openTree: WriteCase['open'] = async (page, token) => {
  await page.request.post('/__mock/clock', { data: { token, now: Date.parse('2026-12-25T20:00:00+08:00') } });
  await hideDebugSwitch(page);
  await injectMockBridge(page);
  await page.goto(`/h5/christmas?access_token=${token}&app-language=en`);
  await expect(props(page)).toHaveAttribute('data-props', '2');
};

/** Done: no confirm and no unknown notice left, and my props as one effect leaves them. */
const settled = (left: string) => async (page: Page) => {
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('No answer yet')).toBeHidden();
  await expect(props(page)).toHaveAttribute('data-props', left);
};

export const christmasWrites: WriteCase[] = [
  {
    name: 'lighting a Christmas bulb',
    endpoint: '**/api/activity/v1/christmas/light',
    open: openTree,
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Light a bulb' }).click();
      await tap(page.getByRole('dialog', { name: 'Light a bulb' }).getByRole('button', { name: 'Light it' }));
    },
    done: async (page) => {
      await settled('1')(page);
      await expect(page.locator('[role="img"][data-state]')).toHaveAttribute('data-lights', '4');
    },
    effects: async (request, token) => (await ledger(request, token)).propsLit,
  },
  {
    name: 'buying Christmas props',
    endpoint: '**/api/activity/v1/christmas/buy',
    open: openTree,
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Buy props' }).click();
      await tap(page.getByRole('dialog', { name: 'Buy lighting props' }).getByRole('button', { name: 'Buy' }));
    },
    done: settled('3'),
    effects: async (request, token) => (await ledger(request, token)).charges,
  },
  {
    name: 'gifting a Christmas prop',
    endpoint: '**/api/activity/v1/christmas/gift',
    open: openTree,
    send: async (page, tap) => {
      await page.getByRole('button', { name: 'Gift a prop' }).click();
      // The first of my recent contacts.
      await page
        .getByRole('dialog', { name: 'Gift a prop to…' })
        .locator('section')
        .first()
        .getByRole('button')
        .first()
        .click();
      await tap(page.getByRole('dialog', { name: 'Gift a prop', exact: true }).getByRole('button', { name: 'Give' }));
    },
    done: settled('1'),
    effects: async (request, token) => (await ledger(request, token)).gifts,
  },
];
