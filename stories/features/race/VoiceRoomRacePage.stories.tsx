import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { roundIdAt } from '../../../src/features/race/model';
import { VoiceRoomRacePage } from '../../../src/features/race/pages/VoiceRoomRacePage';
import type { RacingMessage } from '../../../src/features/race/racingMessage';
import { carName, during, resetRaceStory, litersText, raceStory, raceText, ROUND_START } from './raceStoryKit';

/** The half-screen speed car inside a voice room (the web view is only as tall as the sheet). */
const meta = {
  title: 'Features/Race/VoiceRoomRacePage',
  component: VoiceRoomRacePage,
  beforeEach: resetRaceStory,
} satisfies Meta<typeof VoiceRoomRacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const ROUND_ID = roundIdAt(ROUND_START);
const countdown = () => raceStory('/h5/room/race', during('countdown', 6_000));

/** Pushes like the app does; retried until the page has registered its handler. */
async function push(loaded: unknown, message: RacingMessage) {
  const { bridge } = loaded as LoadedContext;
  await waitFor(() => bridge!.push('onRacingMessage', message));
}

/** Registers for room events on mount (and unregisters when closed). */
export const Countdown: Story = {
  ...countdown(),
  play: async ({ canvasElement, loaded }) => {
    await page(canvasElement).findByRole('button', { name: raceText('grid.add', { car: carName('tesla') }) });
    const { bridge } = loaded as LoadedContext;
    await waitFor(() => expect(bridge?.calls.map((call) => call.name)).toContain('registerRoomEvent'));
  },
};

export const Racing: Story = {
  ...raceStory('/h5/room/race', during('racing', 4_000), { presetFuel: { classic: { mclaren: 500 } } }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('button', { name: raceText('grid.add', { car: carName('mclaren') }) }),
    ).toBeDisabled();
  },
};

export const ResultWon: Story = {
  ...raceStory('/h5/room/race', during('results', 500), { presetFuel: { classic: 'on-winner' } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: raceText('result.won.title') });
  },
};

/** `pool_updated`: everyone's liters on a car change on screen without a request. */
export const PushUpdatesPools: Story = {
  ...countdown(),
  play: async ({ canvasElement, loaded }) => {
    const tesla = await page(canvasElement).findByRole('button', {
      name: raceText('grid.add', { car: carName('tesla') }),
    });
    await push(loaded, { type: 'pool_updated', game: 'classic', round_id: ROUND_ID, pools: { tesla: 987_650 } });
    await waitFor(() =>
      expect(tesla).toHaveAccessibleDescription(
        expect.stringContaining(raceText('grid.pool', { liters: litersText(987_650) })),
      ),
    );
  },
};

/** `wallet_updated`: a recharge elsewhere in the app shows up in my gasoline at once. */
export const PushUpdatesWallet: Story = {
  ...countdown(),
  play: async ({ canvasElement, loaded }) => {
    await page(canvasElement).findByRole('button', { name: raceText('grid.add', { car: carName('tesla') }) });
    await push(loaded, { type: 'wallet_updated', gasoline: 54_321, coins: 1_000, fragments: 12 });
    await page(canvasElement).findByRole('button', {
      name: raceText('wallet.gasolineButton', { liters: litersText(54_321) }),
    });
  },
};

/** A malformed push is ignored; the page goes on. */
export const MalformedPushIgnored: Story = {
  ...countdown(),
  play: async ({ canvasElement, loaded }) => {
    const tesla = await page(canvasElement).findByRole('button', {
      name: raceText('grid.add', { car: carName('tesla') }),
    });
    const { bridge } = loaded as LoadedContext;
    await waitFor(() => bridge!.push('onRacingMessage', '{not json'));
    await bridge!.push('onRacingMessage', { type: 'pool_updated', round_id: 'x' });
    await userEvent.click(tesla);
    await expect(tesla).toHaveAccessibleDescription(
      expect.stringContaining(raceText('grid.pending', { liters: litersText(100) })),
    );
  },
};
