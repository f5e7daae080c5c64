import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryList } from '../../../src/features/race/components/HistoryList';
import type { RaceHistoryEntry } from '../../../src/features/race/contract';
import {
  roundIdAt,
  roundStartAt,
  type EntryId,
  type Fuel,
  type RaceGame,
  type RaceOutcome,
} from '../../../src/features/race/model';
import { carName, racePagesText, raceText, ROUND_START } from './raceStoryKit';

const NOW_ROUND = roundIdAt(ROUND_START);

/** One past round, `back` rounds before the story clock's. */
function row(
  game: RaceGame,
  back: number,
  fuel: Fuel,
  winner: EntryId,
  outcome: RaceOutcome,
  coins = 0,
  vehicleDays = 0,
): RaceHistoryEntry {
  const roundId = NOW_ROUND - back;
  return {
    game,
    round_id: roundId,
    start_at: roundStartAt(roundId),
    fuel,
    winner,
    outcome,
    reward: { coins, vehicle_days: vehicleDays },
  };
}

const classicRows: RaceHistoryEntry[] = [
  row('classic', 2, { tesla: 1200, porsche: 500 }, 'porsche', 'won', 4750),
  row('classic', 5, { bugatti: 5000 }, 'tractor', 'failed'),
  row('classic', 9, {}, 'mustang', 'not_participating'),
  row('classic', 14, { tractor: 300, truck: 200, tesla: 100, mclaren: 100 }, 'truck', 'won', 950),
];

const meta = {
  title: 'Features/Race/HistoryList',
  component: HistoryList,
  args: { game: 'classic', items: classicRows },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

/** Won, lost and sat out: the three outcomes side by side, newest first. */
export const Outcomes: Story = {
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByRole('heading')).toHaveTextContent(
      raceText('phases.round', { id: NOW_ROUND - 2 }),
    );
    await expect(within(rows[0]!).getByText(raceText('outcomes.won'))).toBeVisible();
    await expect(within(rows[1]!).getByText(raceText('outcomes.failed'))).toBeVisible();
    await expect(within(rows[2]!).getByText(raceText('outcomes.not_participating'))).toBeVisible();
    await expect(within(rows[2]!).getByText(racePagesText('history.noFuel'))).toBeVisible();
    // 20:00 minus two 40 s rounds, in UTC+8.
    await expect(within(rows[0]!).getByText(/19:58/)).toBeVisible();
    await expect(within(rows[3]!).getByText(/19:50/)).toBeVisible();
  },
};

/** Rows in any order are shown newest first. */
export const Unsorted: Story = {
  args: { items: [...classicRows].reverse() },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([2, 5, 9, 14].map((back) => raceText('phases.round', { id: NOW_ROUND - back })));
  },
};

/** The golden speed car: a win also gives days of the golden car. */
export const Golden: Story = {
  args: {
    game: 'golden',
    items: [
      row('golden', 3, { gclass: 200, porsche: 500 }, 'porsche', 'won', 4750, 1),
      row('golden', 7, { tesla: 1600 }, 'gclass', 'failed'),
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(within(rows[0]!).getByText(racePagesText('history.vehicle', { count: 1 }))).toBeVisible();
    await expect(within(rows[1]!).queryByText(racePagesText('history.vehicle', { count: 1 }))).toBeNull();
  },
};

/** The horsepower battle: teams instead of cars. */
export const Horsepower: Story = {
  args: {
    game: 'horsepower',
    items: [
      row('horsepower', 6, { blue: 600, red: 500 }, 'red', 'won', 950),
      row('horsepower', 12, { red: 2000 }, 'blue', 'failed'),
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(within(rows[0]!).getByText(carName('red'), { selector: 'dd' })).toBeVisible();
    await expect(within(rows[1]!).getByText(carName('blue'), { selector: 'dd' })).toBeVisible();
  },
};

/** A heavy player's evening: forty rounds in a column that scrolls at 375 px. */
export const LongList: Story = {
  args: {
    items: Array.from({ length: 40 }, (_, index) =>
      index % 3 === 0
        ? row(
            'classic',
            3 + index * 2,
            { lamborghini: 5000, bugatti: 5000, mclaren: 2500 },
            'lamborghini',
            'won',
            158_000,
          )
        : row('classic', 3 + index * 2, { tractor: 100 * (index + 1) }, 'bugatti', 'failed'),
    ),
  },
  play: async ({ canvasElement }) => {
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(40);
    // Nothing runs off the side of the phone.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    rows[39]!.scrollIntoView(); // the oldest round (3), a win
    await expect(within(rows[39]!).getByText(raceText('outcomes.won'))).toBeVisible();
  },
};
