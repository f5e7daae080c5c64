import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { raceHandlers } from '../../../mocks/handlers/race';
import { fail, ok, signed } from '../../../mocks/handlers/signedRequest';
import { createRaceSimulator, medalExpiringIn } from '../../../mocks/server/race';
import { RACE_PATHS } from '../../../src/features/race/contract';
import { FRAGMENTS_PER_MEDAL_DAY } from '../../../src/features/race/model';
import { RaceMedalPage } from '../../../src/features/race/pages/RaceMedalPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { mockApi } from '../../storyKit';
import { racePagesText, raceStory, ROUND_START } from './raceStoryKit';

const URL = '/h5/race/medal';

const meta = {
  title: 'Features/Race/RaceMedalPage',
  component: RaceMedalPage,
  ...raceStory(URL, ROUND_START, { player: { medalExpiresAt: null, fragments: 1460 } }),
} satisfies Meta<typeof RaceMedalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('progressbar', { name: racePagesText('medal.progressLabel') });

/** Never earned: the greyed medal, 1460 of 2000 fragments, and how to earn the rest. */
export const NoMedalYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await progress(canvasElement)).toHaveAttribute('aria-valuenow', '1460');
    await expect(await progress(canvasElement)).toHaveAttribute('aria-valuemax', String(FRAGMENTS_PER_MEDAL_DAY));
    await expect(canvas.getByText(racePagesText('medal.statusNone'))).toBeVisible();
    await expect(canvas.getByText(racePagesText('medal.toNextDay', { count: 540 }))).toBeVisible();
    const how = canvas.getByRole('region', { name: racePagesText('medal.howTitle') });
    await expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    await expect(how).toHaveTextContent(String(FRAGMENTS_PER_MEDAL_DAY));
  },
};

/** Worn, with 12 days left by the app clock. */
export const Wearing: Story = {
  ...raceStory(URL, ROUND_START, {
    player: { medalExpiresAt: medalExpiringIn(12, ROUND_START), fragments: 800 },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(i18n.t('ui:medal.daysLeft', { count: 12 }))).toBeVisible());
    await expect(await progress(canvasElement)).toHaveAttribute('aria-valuenow', '800');
    await expect(canvas.getByText(racePagesText('medal.toNextDay', { count: 1200 }))).toBeVisible();
  },
};

/** 1990 fragments: ten more for another day. */
export const AlmostNextDay: Story = {
  ...raceStory(URL, ROUND_START, {
    player: { medalExpiresAt: medalExpiringIn(3, ROUND_START), fragments: 1990 },
  }),
  play: async ({ canvasElement }) => {
    await expect(await progress(canvasElement)).toHaveAttribute('aria-valuenow', '1990');
    await expect(within(canvasElement).getByText(racePagesText('medal.toNextDay', { count: 10 }))).toBeVisible();
  },
};

/** The medal ran out: greyed, "expired". */
export const Expired: Story = {
  ...raceStory(URL, ROUND_START, {
    player: { medalExpiresAt: medalExpiringIn(-2, ROUND_START), fragments: 0 },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(racePagesText('medal.statusExpired'))).toBeVisible());
    await expect(canvas.getByText(i18n.t('ui:medal.expired'))).toBeVisible();
  },
};

/** The server fails: its message and a retry. (Not exported as `Error`, which would shadow the global.) */
export const ServerError: Story = {
  name: 'Error',
  beforeEach: mockApi(
    signed('get', RACE_PATHS.medal, () => fail(50001, '系統繁忙，請稍後再試')),
    ...raceHandlers(createRaceSimulator()),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('系統繁忙，請稍後再試');
    await expect(within(alert).getByRole('button', { name: i18n.t('common:errors.retry') })).toBeEnabled();
  },
};

/** The server fails once, then the retry shows the medal (the baseline is the medal after the retry). */
export const RetryAfterError: Story = {
  beforeEach: (context) => {
    const simulator = createRaceSimulator({ player: { fragments: 1460 } });
    let attempts = 0;
    mockApi(
      signed('get', RACE_PATHS.medal, ({ token }) => {
        if (++attempts === 1) return fail(50001, '系統繁忙，請稍後再試');
        const reply = simulator.medal(token);
        return reply.ok ? ok(reply.data) : fail(reply.failure.status, reply.failure.msg);
      }),
      ...raceHandlers(simulator),
    )(context);
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: i18n.t('common:errors.retry') }));
    await expect(await progress(canvasElement)).toHaveAttribute('aria-valuenow', '1460');
  },
};
