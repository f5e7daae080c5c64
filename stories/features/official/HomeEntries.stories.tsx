import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { HomeEntries } from '../../../src/features/official/components/HomeEntries';
import { HOME_ENTRIES } from '../../../src/features/official/homeEntries';
import { px } from '../../../src/ui/px';

const Stage = styled.div`
  padding: ${px(16)};
`;

/** The official home's event hub: each event or game as a poster card with its own key art. */
const meta = {
  title: 'Features/Official/HomeEntries',
  component: HomeEntries,
  args: { entries: HOME_ENTRIES },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof HomeEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .map((link) => link.getBoundingClientRect());

/** Today's seven: the race as the feature banner across the row, then three even rows of two. */
export const OddCountOpensWithAFeature: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = cardsOf(canvasElement);
    await expect(cards).toHaveLength(args.entries.length);
    const [feature, ...rest] = cards;
    await expect(feature!.width).toBeGreaterThan(rest[0]!.width * 1.8);
    // No lonely last card: the last two share a row.
    await expect(Math.round(rest.at(-1)!.top)).toBe(Math.round(rest.at(-2)!.top));
    for (const card of cards) await expect(card.right).toBeLessThanOrEqual(375);
  },
};

/** An even count: every card a half, no feature; the grid still ends even. */
export const EvenCountAllHalves: Story = {
  args: { entries: HOME_ENTRIES.slice(1) },
  play: async ({ canvasElement }) => {
    const cards = cardsOf(canvasElement);
    const widths = new Set(cards.map((card) => Math.round(card.width)));
    await expect(widths.size).toBe(1);
    await expect(Math.round(cards.at(-1)!.top)).toBe(Math.round(cards.at(-2)!.top));
  },
};
