import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { raceHandlers } from '../../../mocks/handlers/race';
import { fail, ok, signed } from '../../../mocks/handlers/signedRequest';
import { createRaceSimulator } from '../../../mocks/server/race';
import { RACE_PATHS } from '../../../src/features/race/contract';
import { roundIdAt, roundStartAt } from '../../../src/features/race/model';
import { RaceHistoryPage } from '../../../src/features/race/pages/RaceHistoryPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { mockApi } from '../../storyKit';
import { carName, racePagesText, raceStory, raceText, ROUND_START } from './raceStoryKit';

const meta = {
  title: 'Features/Race/RaceHistoryPage',
  component: RaceHistoryPage,
  ...raceStory('/h5/race/history?game=classic', ROUND_START),
} satisfies Meta<typeof RaceHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW_ROUND = roundIdAt(ROUND_START);
const list = async (canvasElement: HTMLElement, game: 'classic' | 'golden' | 'horsepower') =>
  within(canvasElement).findByRole('list', {
    name: racePagesText('history.listLabel', { game: raceText(`titles.${game}`) }),
  });
const roundIdsOf = (rows: HTMLElement[]) =>
  rows.map((row) => Number(within(row).getByRole('heading').textContent?.replace(/\D/g, '')));

/** A seeded player: nine rounds of the speed car game, newest first, one of them won. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement, 'classic')).getAllByRole('listitem');
    await expect(rows).toHaveLength(9);
    const ids = roundIdsOf(rows);
    await expect(ids[0]).toBe(NOW_ROUND - 3);
    await expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    await expect(within(rows[0]!).getByText(raceText('outcomes.failed'))).toBeVisible();
    await expect(within(rows[0]!).getByText(/19:58/)).toBeVisible();
    const won = rows.filter((row) => row.dataset.outcome === 'won');
    await expect(won).toHaveLength(1);
    await expect(within(won[0]!).getByText(raceText('outcomes.won'))).toBeVisible();
    await expect(within(won[0]!).getByText(carName('tractor'), { selector: 'dd' })).toBeVisible();
  },
};

/** The golden speed car: the won round also gave a day of the golden car. */
export const Golden: Story = {
  ...raceStory('/h5/race/history?game=golden', ROUND_START),
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement, 'golden')).getAllByRole('listitem');
    await expect(rows.length).toBeGreaterThan(3);
    const won = rows.filter((row) => row.dataset.outcome === 'won');
    await expect(won.length).toBeGreaterThan(0);
    await expect(within(won[0]!).getByText(racePagesText('history.vehicle', { count: 1 }))).toBeVisible();
  },
};

/** The horsepower battle: I fuelled teams, sometimes both. */
export const Horsepower: Story = {
  ...raceStory('/h5/race/history?game=horsepower', ROUND_START),
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement, 'horsepower')).getAllByRole('listitem');
    await expect(rows.length).toBeGreaterThan(3);
    await expect(rows.filter((row) => row.dataset.outcome === 'won').length).toBeGreaterThan(0);
    await expect(within(rows[0]!).getByText(carName('red'), { selector: 'dd' })).toBeVisible();
  },
};

/** A new player: nothing yet, and a way to the game. */
export const Empty: Story = {
  ...raceStory('/h5/race/history?game=classic', ROUND_START, { player: { history: 'empty' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const game = raceText('titles.classic');
    const message = await canvas.findByText(racePagesText('history.empty', { game }));
    await waitFor(() => expect(message).toBeVisible()); // after its fade-in
    await expect(canvas.getByRole('button', { name: racePagesText('history.emptyAction', { game }) })).toBeEnabled();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While the history is on its way: row-sized skeletons. */
export const Loading: Story = {
  beforeEach: mockApi(
    http.get(`*${RACE_PATHS.history}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: racePagesText('history.loading') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server fails: its message and a retry. */
export const ServerError: Story = {
  beforeEach: mockApi(
    signed('get', RACE_PATHS.history, () => fail(50001, '系統繁忙，請稍後再試')),
    ...raceHandlers(createRaceSimulator()),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('系統繁忙，請稍後再試');
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};

/** The server fails once, then the retry brings the rounds (the baseline is the list after the retry). */
export const RetryAfterError: Story = {
  beforeEach: (context) => {
    const simulator = createRaceSimulator();
    let attempts = 0;
    mockApi(
      signed('get', RACE_PATHS.history, ({ token }) => {
        if (++attempts === 1) return fail(50001, '系統繁忙，請稍後再試');
        const reply = simulator.history(token, 'classic');
        return reply.ok ? ok(reply.data) : fail(reply.failure.status, reply.failure.msg);
      }),
      ...raceHandlers(simulator),
    )(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    const rows = within(await list(canvasElement, 'classic')).getAllByRole('listitem');
    await expect(rows).toHaveLength(9);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** A minor is refused by the server: the explanation, no retry. */
export const Minor: Story = {
  ...raceStory('/h5/race/history?game=classic', ROUND_START, { player: { age: 15 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: raceText('minor.title') })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: i18n.t('common:errors.retry') })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

const goodRow = (back: number, winner: string, outcome: string, fuel: Record<string, number>, coins = 0) => {
  const roundId = NOW_ROUND - back;
  return {
    game: 'classic',
    round_id: roundId,
    start_at: roundStartAt(roundId),
    fuel,
    winner,
    outcome,
    reward: { coins, vehicle_days: 0 },
  };
};

/** Some rows of the reply are broken: those are left out (or read with safe defaults), the good ones still show. */
export const MalformedRows: Story = {
  beforeEach: mockApi(
    signed('get', RACE_PATHS.history, () =>
      ok({
        items: [
          goodRow(3, 'tesla', 'won', { tesla: 800 }, 4000),
          { game: 'classic', round_id: NOW_ROUND - 4, winner: 'ufo', outcome: 'won' }, // no such car: left out
          null,
          'not a row',
          goodRow(6, 'tractor', 'failed', { bugatti: 300 }),
          { game: 'classic', round_id: 'last week', winner: 'truck' }, // no round: left out
          // A readable round with nonsense fields: safe defaults instead of a crash.
          {
            game: 'classic',
            round_id: NOW_ROUND - 9,
            winner: 'truck',
            fuel: { truck: 'lots', rocket: 100 },
            outcome: 'exploded',
            reward: null,
            start_at: 'yesterday',
          },
          goodRow(12, 'mustang', 'failed', { mustang: 100, porsche: 100 }),
        ],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement, 'classic')).getAllByRole('listitem');
    await expect(roundIdsOf(rows)).toEqual([3, 6, 9, 12].map((back) => NOW_ROUND - back));
    await expect(within(rows[0]!).getByText(raceText('outcomes.won'))).toBeVisible();
    await expect(within(rows[1]!).getByText(raceText('outcomes.failed'))).toBeVisible();
    await expect(within(rows[2]!).getByText(raceText('outcomes.not_participating'))).toBeVisible();
    await expect(within(rows[2]!).getByText(racePagesText('history.noFuel'))).toBeVisible();
    await expect(within(rows[3]!).getByText(carName('mustang'), { selector: 'dd' })).toBeVisible();
  },
};
