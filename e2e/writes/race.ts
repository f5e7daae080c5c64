import type { Page } from '@playwright/test';
import { roundIdAt, roundStartAt } from '../../src/features/race/model';
import { expect, injectMockBridge } from '../fixtures';
import { hideDebugSwitch, json, type WriteCase } from './writeCase';

/*
 * The race round's timing is special (e2e/race.spec.ts): refuelling is open only in a round's first 24 s, and the
 * racing server's clock is one for the whole mock server. The sweep's tests run in parallel, so every race row stands
 * the racing server's clock still at the same moment — one second into a round's countdown — instead of letting it
 * run: no row moves another's round, and the lost-reply, reload and hang-past-the-timeout scenarios (which take
 * longer than a countdown under load) all apply. The moment is a fixed one, so the row's token has its server clock
 * (the signature check's) stood still there too: the page signs with the server's time, as a phone whose clock is
 * off does. The page's clock follows the server's (every reply says its time), so a jump of the page's clock past
 * the write timeout is corrected at the next reply and the round stays open. race.spec.ts sets the racing clock
 * running again before its own tests.
 */
const FROZEN_AT = roundStartAt(roundIdAt(Date.parse('2026-06-01T12:00:00+08:00'))) + 1_000;

const gasoline = (page: Page) => page.getByRole('button', { name: /^My gasoline/ });
const tesla = (page: Page) => page.getByRole('button', { name: 'Refuel Tesla' });

const openRace: WriteCase['open'] = async (page, token) => {
  await page.request.post('/__mock/race/clock', { data: { now: FROZEN_AT, frozen: true } });
  await page.request.post('/__mock/clock', { data: { token, now: FROZEN_AT, frozen: true } });
  await hideDebugSwitch(page);
  await injectMockBridge(page);
  await page.goto(`/h5/race?access_token=${token}&app-language=en`);
  await expect(gasoline(page)).toHaveAccessibleName(/12,000 L/);
};

const charges: WriteCase['effects'] = async (request, token) =>
  (await json<{ charges: number }>(request, `/__mock/race/charges?token=${token}`)).charges;

export const raceWrites: WriteCase[] = [
  {
    name: 'confirming a race refuel',
    endpoint: '**/api/game/v1/race/refuel',
    open: openRace,
    send: async (page, tap) => {
      await tesla(page).click();
      await expect(tesla(page)).toHaveAccessibleDescription(/\+100 L/);
      await tap(page.getByRole('button', { name: 'Confirm 100 L' }));
    },
    done: async (page) => {
      await expect(tesla(page)).toHaveAccessibleDescription(/In: 100 L/);
      await expect(gasoline(page)).toHaveAccessibleName(/11,900 L/);
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: charges,
  },
  {
    name: 'buying race gasoline',
    endpoint: '**/api/game/v1/race/gasoline/buy',
    open: openRace,
    send: async (page, tap) => {
      await gasoline(page).click();
      await tap(
        page
          .getByRole('dialog', { name: 'Buy gasoline' })
          .getByRole('button', { name: 'Buy 1,000 L of gasoline for 1,000 coins' }),
      );
    },
    done: async (page) => {
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(gasoline(page)).toHaveAccessibleName(/13,000 L/);
      await expect(page.getByText('No answer yet')).toBeHidden();
    },
    effects: charges,
  },
];
