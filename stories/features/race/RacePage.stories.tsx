import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import { selfInfoHandler } from '../../../mocks/handlers/account';
import { RACE_PATHS } from '../../../src/features/race/contract';
import { REFUEL_LIMIT_LITERS } from '../../../src/features/race/model';
import { RacePage } from '../../../src/features/race/pages/RacePage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { wholePage } from '../../storyKit';
import { advanceClock, carName, during, resetRaceStory, litersText, num, raceStory, raceText } from './raceStoryKit';

const meta = {
  title: 'Features/Race/RacePage',
  component: RacePage,
  beforeEach: resetRaceStory,
  // The screen a member sees: the sticky fuel bar over the cars it covers, and a dialog's scrim over
  // all of it (a full-page shot drew the scrim over the first 812 px only).
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof RacePage>;

/** Refuelling open with 19 s left, a fresh server per story; `overrides` win over the server's handlers. */
const countdown = (...overrides: AnyHandler[]) => raceStory('/h5/race', during('countdown', 5_000), {}, ...overrides);

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const carButton = async (canvasElement: HTMLElement, car: string) =>
  page(canvasElement).findByRole('button', { name: raceText('grid.add', { car: carName(car) }) });
const toast = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-toast-region]')).toHaveTextContent(text));
const stepButton = (canvasElement: HTMLElement, liters: number) =>
  page(canvasElement).getByRole('radio', { name: litersText(liters) });

// ── phases ──

/** Refuelling open: 19 s left, my gasoline 12,000 L, nothing added yet. */
export const Countdown: Story = {
  ...countdown(),
  play: async ({ canvasElement }) => {
    await carButton(canvasElement, 'bugatti');
    await expect(page(canvasElement).getByRole('timer')).toHaveAccessibleName(new RegExp(raceText('phases.countdown')));
    await expect(page(canvasElement).getByRole('button', { name: raceText('refuel.pickCar') })).toBeDisabled();
  },
};

/** The whole game on one tall phone (issue 30): track, cars, links, the fuel bar and the footer, for review. */
const wholeRace = countdown();
export const WholePage: Story = {
  ...wholeRace,
  parameters: { ...wholeRace.parameters, ...wholePage },
  play: async ({ canvasElement }) => {
    await carButton(canvasElement, 'bugatti');
    await expect(page(canvasElement).getByRole('link', { name: raceText('links.history') })).toBeVisible();
  },
};

/** The race is on: the cars run, tiles are locked, the winner is not shown yet. */
export const Racing: Story = {
  ...raceStory('/h5/race', during('racing', 3_000), { presetFuel: { classic: { tesla: 1000 } } }),
  play: async ({ canvasElement }) => {
    await expect(await carButton(canvasElement, 'tesla')).toBeDisabled();
    await expect(page(canvasElement).getByRole('button', { name: raceText('refuel.closed') })).toBeDisabled();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

const celebration = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelector('[data-celebration]');
const raceTrack = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole('list', { name: raceText('track.label') });
/** Where each lane's car has got to: its nose, in screen pixels. */
const carNoses = (canvasElement: HTMLElement) =>
  [...raceTrack(canvasElement).querySelectorAll('svg[data-entry]')].map((car) => car.getBoundingClientRect().right);

/**
 * Halfway through the race (4 of 8 s), with reduced motion: every car stands where the race clock puts
 * it — the frame a screenshot can show (it freezes animations at their end). My two cars carry my tag.
 */
export const MidRace: Story = {
  ...raceStory('/h5/race', during('racing', 4_000), { presetFuel: { classic: { tesla: 1000, bugatti: 500 } } }),
  globals: { motion: 'reduced' },
  play: async ({ canvasElement }) => {
    await carButton(canvasElement, 'tesla');
    await expect(within(raceTrack(canvasElement)).getAllByText(raceText('track.meTag'))).toHaveLength(2);
    const before = carNoses(canvasElement);
    // strung out along the track: nobody still on the line, no two cars side by side
    await expect(new Set(before.map(Math.round)).size).toBeGreaterThan(6);
    // a second later every car has gone on, without the page being reloaded
    advanceClock(1_000);
    await waitFor(() => expect(carNoses(canvasElement).every((x, lane) => x > before[lane]!)).toBe(true));
    advanceClock(-1_000);
    await waitFor(() => expect(carNoses(canvasElement)).toEqual(before));
  },
};

/** Results, I fuelled the winner: the dialog with my reward. */
export const ResultWon: Story = {
  ...raceStory('/h5/race', during('results', 1_000), { presetFuel: { classic: 'on-winner' } }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: raceText('result.won.title') });
    await expect(dialog).toHaveTextContent(/[1-9]/); // the reward in coins
    await expect(celebration(canvasElement)).not.toBeNull();
  },
};

/** Results, my car lost. */
export const ResultFailed: Story = {
  ...raceStory('/h5/race', during('results', 1_000), { presetFuel: { classic: 'on-loser' } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: raceText('result.failed.title') });
    await expect(celebration(canvasElement)).toBeNull(); // a quieter card: no rays, no coins
  },
};

/** Results of a round I did not take part in: the chequered flag, no celebration. */
export const ResultNotParticipating: Story = {
  ...raceStory('/h5/race', during('results', 1_000)),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: raceText('result.not_participating.title') });
    await expect(celebration(canvasElement)).toBeNull();
  },
};

/** "Next round" closes the result. */
export const NextRoundClosesTheResult: Story = {
  ...raceStory('/h5/race', during('results', 1_000)),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: raceText('result.not_participating.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: raceText('result.nextRound') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The round is over: the next countdown is about to begin; the winner's tile stays crowned. */
export const Over: Story = {
  ...raceStory('/h5/race', during('over', 500), { presetFuel: { classic: 'on-loser' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(page(canvasElement).getByRole('timer')).toHaveAccessibleName(new RegExp(raceText('phases.over'))),
    );
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Main flow: the result comes up by itself when the race I fuelled ends. */
export const ResultShownAfterRace: Story = {
  ...raceStory('/h5/race', during('racing', 6_000), { presetFuel: { classic: 'on-winner' } }),
  play: async ({ canvasElement }) => {
    await carButton(canvasElement, 'tesla');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    advanceClock(2_500);
    await page(canvasElement).findByRole('dialog', { name: raceText('result.won.title') });
  },
};

// ── refuelling ──

/** Main flow: tap cars within the limit, see the pending liters, confirm, see them locked in and the gasoline go down. */
export const RefuelAndConfirm: Story = {
  ...countdown(),
  play: async ({ canvasElement }) => {
    const tesla = await carButton(canvasElement, 'tesla');
    await userEvent.click(stepButton(canvasElement, 500));
    await userEvent.click(tesla);
    await userEvent.click(tesla);
    await userEvent.click(await carButton(canvasElement, 'bugatti'));
    await expect(tesla).toHaveAccessibleDescription(
      expect.stringContaining(raceText('grid.pending', { liters: litersText(1000) })),
    );
    const confirm = page(canvasElement).getByRole('button', {
      name: raceText('refuel.confirm', { liters: litersText(1500) }),
    });
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(tesla).toHaveAccessibleDescription(
        expect.stringContaining(raceText('grid.confirmed', { liters: litersText(1000) })),
      ),
    );
    await expect(
      page(canvasElement).getByRole('button', {
        name: raceText('wallet.gasolineButton', { liters: litersText(10_500) }),
      }),
    ).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: raceText('refuel.pickCar') })).toBeDisabled();
  },
};

/** "Each car can be refuelled up to 5000 liters." */
export const ExceedTheLimit: Story = {
  ...countdown(),
  play: async ({ canvasElement }) => {
    const mustang = await carButton(canvasElement, 'mustang');
    await userEvent.click(stepButton(canvasElement, 5000));
    await userEvent.click(mustang);
    await userEvent.click(mustang);
    await toast(canvasElement, raceText('errors.overLimit', { limit: REFUEL_LIMIT_LITERS.toLocaleString() }));
    await expect(mustang).toHaveAccessibleDescription(
      expect.stringContaining(raceText('grid.pending', { liters: litersText(5000) })),
    );
  },
};

/** "No gasoline to add.": the buy-gasoline sheet opens. */
export const NoGasoline: Story = {
  ...raceStory('/h5/race', during('countdown', 5_000), { player: { gasoline: 0 } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await carButton(canvasElement, 'porsche'));
    await toast(canvasElement, raceText('errors.noGasoline'));
    await page(canvasElement).findByRole('dialog', { name: raceText('wallet.buyTitle') });
  },
};

/** "Not enough gasoline; please refill.": refill → buy a pack → the car can be fuelled. */
export const NotEnoughGasolineThenRefill: Story = {
  ...raceStory('/h5/race', during('countdown', 5_000), { player: { gasoline: 300 } }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const truck = await carButton(canvasElement, 'truck');
    await userEvent.click(stepButton(canvasElement, 500));
    await userEvent.click(truck);
    const question = await body.findByRole('alertdialog', {}, { timeout: 5_000 }); // its chunk loads on first use
    await expect(question).toHaveTextContent(raceText('errors.notEnoughGasoline'));
    await userEvent.click(within(question).getByRole('button', { name: raceText('wallet.refill') }));
    const sheet = await body.findByRole('dialog', { name: raceText('wallet.buyTitle') });
    await userEvent.click(
      within(sheet).getByRole('button', { name: raceText('wallet.buyPack', { liters: num(1000), coins: num(1000) }) }),
    );
    await waitFor(() => expect(body.queryByRole('dialog', { name: raceText('wallet.buyTitle') })).toBeNull());
    await expect(
      body.getByRole('button', { name: raceText('wallet.gasolineButton', { liters: litersText(1300) }) }),
    ).toBeVisible();
    await userEvent.click(truck);
    await expect(truck).toHaveAccessibleDescription(
      expect.stringContaining(raceText('grid.pending', { liters: litersText(500) })),
    );
  },
};

/** "Adjusting confirmed refuelling is not allowed.": confirmed liters cannot be taken back. */
export const ChangeAfterConfirm: Story = {
  ...countdown(),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await carButton(canvasElement, 'gclass'));
    await userEvent.click(body.getByRole('button', { name: raceText('refuel.confirm', { liters: litersText(100) }) }));
    const lock = await body.findByRole('button', { name: raceText('grid.locked', { car: carName('gclass') }) });
    await userEvent.click(lock);
    await toast(canvasElement, raceText('errors.confirmedLocked'));
    await expect(await carButton(canvasElement, 'gclass')).toHaveAccessibleDescription(
      expect.stringContaining(raceText('grid.confirmed', { liters: litersText(100) })),
    );
  },
};

/** Short of coins: the pack offers the app's coin recharge instead. */
export const NotEnoughCoinsGoesToRecharge: Story = {
  ...raceStory('/h5/race', during('countdown', 5_000), { player: { gasoline: 0, coins: 500 } }),
  play: async ({ canvasElement, loaded }) => {
    const body = page(canvasElement);
    await userEvent.click(
      await body.findByRole('button', { name: raceText('wallet.gasolineButton', { liters: litersText(0) }) }),
    );
    const sheet = await body.findByRole('dialog', { name: raceText('wallet.buyTitle') });
    await userEvent.click(within(sheet).getAllByRole('button', { name: raceText('wallet.recharge') })[0]!);
    const { bridge } = loaded as LoadedContext;
    await waitFor(() =>
      expect(bridge?.calls).toContainEqual({ name: 'jumpNative', data: { target_name: 'coin_recharge', params: {} } }),
    );
  },
};

// ── writes with no answer, and refusals ──

const commonText = (key: string) => i18n.t(`common:${key}`);
/** The first request to `path` gets no answer (the network drops it); what follows reaches the server. */
const firstLost = (path: string) => () => {
  let calls = 0;
  return http.post(`*${path}`, () => (calls++ === 0 ? HttpResponse.error() : undefined));
};
const lostRefuel = firstLost(RACE_PATHS.refuel);
const lostGasoline = firstLost(RACE_PATHS.buyGasoline);

/** No answer to a confirm: said over the fuel bar with its check; the liters stay as they were sent. */
export const RefuelNoAnswer: Story = {
  ...countdown(),
  beforeEach: (context) => countdown(lostRefuel()).beforeEach(context),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const tesla = await carButton(canvasElement, 'tesla');
    await userEvent.click(tesla);
    await userEvent.click(body.getByRole('button', { name: raceText('refuel.confirm', { liters: litersText(100) }) }));
    await waitFor(() => expect(body.getByText(commonText('write.unknownTitle'))).toBeVisible());
    await userEvent.click(tesla); // nothing changes while the outcome is unknown
    await expect(tesla).toHaveAccessibleDescription(
      expect.stringContaining(raceText('grid.pending', { liters: litersText(100) })),
    );
    await expect(body.getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** Its check (the same key) confirms once: the liters are in, the notice gone. */
export const RefuelNoAnswerChecked: Story = {
  ...RefuelNoAnswer,
  play: async (context) => {
    await RefuelNoAnswer.play!(context);
    const body = page(context.canvasElement);
    await userEvent.click(body.getByRole('button', { name: commonText('write.check') }));
    await waitFor(async () =>
      expect(await carButton(context.canvasElement, 'tesla')).toHaveAccessibleDescription(
        expect.stringContaining(raceText('grid.confirmed', { liters: litersText(100) })),
      ),
    );
    await expect(body.queryByText(commonText('write.unknownTitle'))).toBeNull();
  },
};

const openGasoline = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  await userEvent.click(
    await body.findByRole('button', { name: raceText('wallet.gasolineButton', { liters: litersText(12_000) }) }),
  );
  const sheet = await body.findByRole('dialog', { name: raceText('wallet.buyTitle') });
  const pack = within(sheet).getByRole('button', {
    name: raceText('wallet.buyPack', { liters: num(1000), coins: num(1000) }),
  });
  await userEvent.click(pack);
  return { sheet, pack };
};

/** No answer to a gasoline purchase: the sheet says so with its check; no pack can be bought meanwhile. */
export const GasolineNoAnswer: Story = {
  ...countdown(),
  beforeEach: (context) => countdown(lostGasoline()).beforeEach(context),
  play: async ({ canvasElement }) => {
    const { sheet, pack } = await openGasoline(canvasElement);
    await waitFor(() => expect(within(sheet).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(pack).toBeDisabled();
    await expect(within(sheet).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
};

/** A purchase refused with a code the page does not know: the server's words in the sheet, the packs usable. */
export const GasolineRefused: Story = {
  ...countdown(
    http.post(`*${RACE_PATHS.buyGasoline}`, () =>
      HttpResponse.json({ status: 99999, msg: '系統繁忙，請稍後再試', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const { sheet, pack } = await openGasoline(canvasElement);
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent('系統繁忙，請稍後再試');
    await expect(pack).toBeEnabled();
  },
};

// ── who may play, and failures ──

/** A minor (self info: 16) sees the explanation, never the game, and the game is never asked for. */
export const MinorBanned: Story = {
  ...countdown(selfInfoHandler(buildSelfInfo({ age: 16 }))),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { name: raceText('minor.title') });
    await expect(page(canvasElement).queryByRole('list', { name: raceText('grid.label') })).toBeNull();
  },
};

/** The round cannot be loaded: the error state and a retry. */
export const LoadFailed: Story = {
  ...countdown(http.get(`*${RACE_PATHS.round}`, () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByRole('alert')).toBeVisible());
  },
};

/** A reply that is no round at all: a clear message, not a crash. */
export const MalformedReply: Story = {
  ...countdown(
    http.get(`*${RACE_PATHS.round}`, () => HttpResponse.json({ status: 0, msg: '', data: { round_id: 'soon' } })),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByRole('alert')).toBeVisible());
  },
};
