import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { RaceTrack } from '../../../src/features/race/components/RaceTrack';
import { CAR_IDS, SIDE_IDS, type EntryId } from '../../../src/features/race/model';
import { i18n } from '../../../src/platform/i18n/i18n';
import { px } from '../../../src/ui/px';

const Stage = styled.div`
  padding: ${px(16)} ${px(12)};
  background: var(--color-canvas);
`;

/** A fixed app clock: the track reads `now` as a prop, so screenshots never drift. */
const NOW = Date.parse('2025-07-01T20:00:10+08:00');

const ORDER: EntryId[] = [
  'mclaren',
  'tesla',
  'porsche',
  'lamborghini',
  'bugatti',
  'gclass',
  'mustang',
  'truck',
  'tractor',
];
const UNDERDOG_ORDER: EntryId[] = [
  'bugatti',
  'tractor',
  'truck',
  'mclaren',
  'gclass',
  'tesla',
  'mustang',
  'porsche',
  'lamborghini',
];

/** "McLaren, 1st" in the story's language, as a screen reader hears the lane. */
const placeText = (entry: EntryId, place: number) =>
  i18n.t('race:track.lanePlace', { car: i18n.t(`race:cars.${entry}`), count: place, ordinal: true });

const lanes = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: i18n.t('race:track.label') })).getAllByRole('listitem');

const meta = {
  title: 'Features/Race/RaceTrack',
  component: RaceTrack,
  args: {
    game: 'classic',
    entries: CAR_IDS,
    phase: 'results',
    finishOrder: ORDER,
    raceStartAt: NOW - 10_000,
    now: NOW,
  },
  argTypes: {
    game: { control: 'inline-radio', options: ['classic', 'golden', 'horsepower'] },
    phase: { control: 'inline-radio', options: ['countdown', 'racing', 'results', 'over'] },
  },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof RaceTrack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refuelling is open: the cars idle at the start, nobody knows the winner, no places. */
export const Countdown: Story = {
  args: { phase: 'countdown', finishOrder: null, raceStartAt: NOW + 12_000 },
  play: async ({ canvasElement }) => {
    const all = lanes(canvasElement);
    await expect(all).toHaveLength(9);
    await expect(all[0]).toHaveTextContent(i18n.t('race:cars.tractor'));
    await expect(canvasElement.querySelectorAll('[data-place]')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-winner]')).toBeNull();
  },
};

/**
 * Three seconds into the race (in the interactive view the cars carry on from
 * there; the screenshot shows the end, every car across the line). The lead
 * changes on the way; no places until the results.
 */
export const Racing: Story = {
  args: { phase: 'racing', raceStartAt: NOW - 3_000 },
  play: async ({ canvasElement }) => {
    await expect(lanes(canvasElement)).toHaveLength(9);
    await expect(canvasElement.querySelectorAll('[data-place]')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-winner]')).toBeNull();
  },
};

/** The winner glows gold with a crown, every lane shows its place, and the lanes I fuelled are marked. */
export const Results: Story = {
  args: { myEntries: new Set<EntryId>(['mclaren', 'bugatti']) },
  play: async ({ canvasElement }) => {
    const winner = canvasElement.querySelector<HTMLElement>('[data-winner]')!;
    await expect(winner).toHaveTextContent(placeText('mclaren', 1));
    await expect(winner).toHaveTextContent(i18n.t('race:track.winner'));
    await expect(canvasElement.querySelector('[data-entry="tractor"]')).toHaveTextContent(placeText('tractor', 9));
    await expect(canvasElement.querySelectorAll('[data-mine]')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-entry="bugatti"]')).toHaveTextContent(i18n.t('race:track.mine'));
  },
};

/** The round is closing: places stay, the other cars fade behind the winner. */
export const Over: Story = {
  args: { phase: 'over' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-place]')).toHaveLength(9);
    await expect(canvasElement.querySelector('[data-winner]')).toHaveTextContent(placeText('mclaren', 1));
  },
};

/** The golden speed car: gold trim and kerbs. */
export const Golden: Story = {
  args: {
    game: 'golden',
    finishOrder: ['lamborghini', 'porsche', 'mclaren', 'bugatti', 'tesla', 'mustang', 'gclass', 'truck', 'tractor'],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-game="golden"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-winner]')).toHaveTextContent(placeText('lamborghini', 1));
  },
};

/** The horsepower battle: a red lane and a blue lane, bigger cars. Blue had more horsepower. */
export const Horsepower: Story = {
  args: { game: 'horsepower', entries: SIDE_IDS, finishOrder: ['blue', 'red'], myEntries: new Set<EntryId>(['blue']) },
  play: async ({ canvasElement }) => {
    const all = lanes(canvasElement);
    await expect(all).toHaveLength(2);
    await expect(all[1]).toHaveTextContent(placeText('blue', 1));
    await expect(all[0]).toHaveTextContent(placeText('red', 2));
  },
};

/** The voice room's half-screen track: thin lanes, small cars, mid-race. */
export const Compact: Story = {
  args: { compact: true, phase: 'racing', raceStartAt: NOW - 3_000, myEntries: new Set<EntryId>(['tesla']) },
  play: async ({ canvasElement }) => {
    const all = lanes(canvasElement);
    await expect(all).toHaveLength(9);
    // 17 design units (the full track has 26); a design unit is the column width / 375.
    const unit = Math.min(document.documentElement.clientWidth, 480) / 375;
    await expect(all[0]!.getBoundingClientRect().height / unit).toBeCloseTo(17, 0);
  },
};

/** The full finish order with the Bugatti, in the bottom lane, first and the Lamborghini last. */
export const LongFinishOrderWinnerIsUnderdog: Story = {
  args: { finishOrder: UNDERDOG_ORDER },
  play: async ({ canvasElement }) => {
    const all = lanes(canvasElement);
    await expect(all[8]).toHaveTextContent(placeText('bugatti', 1));
    await expect(all[8]).toHaveAttribute('data-winner');
    const places = [...canvasElement.querySelectorAll('[data-place]')].map((lane) =>
      Number(lane.getAttribute('data-place')),
    );
    await expect(places.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  },
};

/** Is `inner` drawn wholly inside `outer` (half a pixel of rounding allowed)? */
const inside = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5 && a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
};

/**
 * My car in the top lane of the voice room's thin track, and in the bottom one: the "me" tag rises into the
 * scenery band, never cut off, and my lanes' capsules are whole inside the track.
 */
export const MineInTheEdgeLanes: Story = {
  args: {
    compact: true,
    phase: 'countdown',
    finishOrder: null,
    raceStartAt: NOW + 12_000,
    secondsLeft: 12,
    myEntries: new Set<EntryId>(['tractor', 'bugatti']),
  },
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('[data-phase]')!;
    const tags = within(canvasElement).getAllByText(i18n.t('race:track.meTag'));
    await expect(tags).toHaveLength(2);
    // inside the track's clip (its inner box, past the trim), so nothing of the tag is cut
    for (const tag of tags) await expect(inside(tag, track.firstElementChild!)).toBe(true);
    await expect(canvasElement.querySelector('[data-entry="tractor"]')).toHaveTextContent(i18n.t('race:track.mine'));
  },
};

/** The battle's countdown: two tall lanes, and the big number still fits between the kerbs. */
export const HorsepowerCountdown: Story = {
  args: {
    game: 'horsepower',
    entries: SIDE_IDS,
    phase: 'countdown',
    finishOrder: null,
    raceStartAt: NOW + 12_000,
    secondsLeft: 12,
    myEntries: new Set<EntryId>(['red']),
  },
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText('12');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    const lanesBox = within(canvasElement).getByRole('list', { name: i18n.t('race:track.label') });
    // the digits' height (their font size) is no taller than the two lanes they stand on
    await expect(parseFloat(getComputedStyle(count).fontSize)).toBeLessThanOrEqual(
      lanesBox.getBoundingClientRect().height,
    );
  },
};
