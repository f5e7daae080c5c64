import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RacePage } from '../../../src/features/race/pages/RacePage';
import { carName, during, resetRaceStory, litersText, raceStory, raceText } from './raceStoryKit';

/** The golden speed car and the horsepower battle: the same race page and rules, their own skin and prize. */
const meta = {
  title: 'Features/Race/RaceGames',
  component: RacePage,
  beforeEach: resetRaceStory,
} satisfies Meta<typeof RacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const GoldenCountdown: Story = {
  args: { game: 'golden' },
  ...raceStory('/h5/race/golden', during('countdown', 8_000)),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('button', { name: raceText('grid.add', { car: carName('lamborghini') }) });
  },
};

/** A golden win also gives the golden car to ride. */
export const GoldenWon: Story = {
  args: { game: 'golden' },
  ...raceStory('/h5/race/golden', during('results', 500), { presetFuel: { golden: 'on-winner' } }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: raceText('result.won.title') });
    await expect(dialog).toHaveTextContent(raceText('result.vehicle', { count: 1 }));
  },
};

/** Two sides: each liter is a horsepower for my team; the meter shows who leads. */
export const HorsepowerCountdown: Story = {
  args: { game: 'horsepower' },
  ...raceStory('/h5/race/horsepower', during('countdown', 12_000)),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const red = await body.findByRole('button', { name: raceText('grid.add', { car: carName('red') }) });
    await expect(body.getByRole('meter', { name: raceText('battle.redShare') })).toBeVisible();
    await userEvent.click(red);
    await expect(red).toHaveAccessibleDescription(
      expect.stringContaining(raceText('grid.pending', { liters: litersText(100) })),
    );
    await userEvent.click(body.getByRole('button', { name: raceText('refuel.confirm', { liters: litersText(100) }) }));
    await waitFor(() =>
      expect(red).toHaveAccessibleDescription(
        expect.stringContaining(raceText('grid.confirmed', { liters: litersText(100) })),
      ),
    );
  },
};

export const HorsepowerRacing: Story = {
  args: { game: 'horsepower' },
  ...raceStory('/h5/race/horsepower', during('racing', 2_000), {
    presetFuel: { horsepower: { blue: 2000 } },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('button', { name: raceText('grid.add', { car: carName('blue') }) }),
    ).toBeDisabled();
  },
};

export const HorsepowerResult: Story = {
  args: { game: 'horsepower' },
  ...raceStory('/h5/race/horsepower', during('results', 500), {
    presetFuel: { horsepower: 'on-winner' },
  }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: raceText('result.won.title') });
  },
};
