import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { px } from '../../../src/ui/px';
import { MedalProgressCard } from '../../../src/features/race/components/MedalProgressCard';
import { DAY_MS, FRAGMENTS_PER_MEDAL_DAY } from '../../../src/features/race/model';
import { i18n } from '../../../src/platform/i18n/i18n';
import { racePagesText, ROUND_START } from './raceStoryKit';

const meta = {
  title: 'Features/Race/MedalProgressCard',
  component: MedalProgressCard,
  args: { now: ROUND_START, expiresAt: null, fragments: 1460 },
  decorators: [(Story) => <div style={{ padding: px(16) }}>{Story()}</div>],
} satisfies Meta<typeof MedalProgressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', { name: racePagesText('medal.progressLabel') });

/** Never earned: the greyed medal and the fragments collected so far. */
export const NoMedalYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(racePagesText('medal.statusNone'))).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '1460');
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuemax', String(FRAGMENTS_PER_MEDAL_DAY));
    await expect(canvas.getByText(racePagesText('medal.toNextDay', { count: 540 }))).toBeVisible();
  },
};

/** Worn, 12 days left. */
export const Wearing: Story = {
  args: { expiresAt: ROUND_START + 12 * DAY_MS, fragments: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('ui:medal.daysLeft', { count: 12 }))).toBeVisible();
    await expect(canvas.getByText(racePagesText('medal.toNextDay', { count: 1680 }))).toBeVisible();
  },
};

/** Ten fragments from one more day. */
export const AlmostNextDay: Story = {
  args: { expiresAt: ROUND_START + 3 * DAY_MS, fragments: 1990 },
  play: async ({ canvasElement }) => {
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '1990');
    await expect(within(canvasElement).getByText(racePagesText('medal.toNextDay', { count: 10 }))).toBeVisible();
  },
};

/** Ran out two days ago: greyed, "expired", and how to get it back. */
export const Expired: Story = {
  args: { expiresAt: ROUND_START - 2 * DAY_MS, fragments: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('ui:medal.expired'))).toBeVisible();
    await expect(canvas.getByText(racePagesText('medal.statusExpired'))).toBeVisible();
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '0');
  },
};
