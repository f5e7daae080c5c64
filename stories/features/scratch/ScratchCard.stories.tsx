import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, waitFor } from 'storybook/test';
import { ScratchCard } from '../../../src/features/scratch/components/ScratchCard';
import type { Stroke } from '../../../src/features/scratch/components/scratchCoverage';
import { GoldCoinIcon } from '../../../src/ui/icons/Coin';
import { px } from '../../../src/ui/px';
import { num, scratchRows, scratchText } from './scratchStoryKit';

/** The card as a page lays it out: 343 units, the 375 grid minus 16-unit margins. */
const Stage = styled.div`
  width: ${px(343)};
  margin: ${px(16)};
`;

/** A sample prize in plain markup: the page renders the real one (the component knows nothing of prizes). */
function SamplePrize() {
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: px(4), color: '#8A5A0B', fontWeight: 800 }}>
      <GoldCoinIcon size={40} />
      <span style={{ fontSize: px(24) }}>+520</span>
    </div>
  );
}

/** Zig-zags from top to bottom between x = 0.04 and 0.48: roughly the left half of the foil. */
const LEFT_HALF: readonly Stroke[] = [
  Array.from({ length: 11 }, (_, i) => ({ x: i % 2 ? 0.48 : 0.04, y: 0.04 + i * 0.092 })),
  Array.from({ length: 11 }, (_, i) => ({ x: i % 2 ? 0.04 : 0.46, y: 0.08 + i * 0.088 })),
];

const scratchAll = (canvas: HTMLCanvasElement) => scratchRows(canvas);

const foilOf = (canvasElement: HTMLElement) => canvasElement.querySelector('canvas')!;

/** The card's name and the foil's words in the story's language (read at render: the locale is set by then). */
const labelOf = (args: { label: string }) => args.label || scratchText('card.label');

const meta = {
  title: 'Features/Scratch/ScratchCard',
  component: ScratchCard,
  // The page passes translated words; so do the stories (no English on a zh-Hant foil).
  render: (args) => <ScratchCard {...args} label={labelOf(args)} hint={args.hint || scratchText('card.hint')} />,
  args: {
    children: <SamplePrize />,
    label: '',
    hint: '',
    cleared: false,
    onBlockedTouch: fn(),
    onScratchStart: fn(),
    onThreshold: fn(),
  },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof ScratchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new card: the whole foil, silver to gold, with the hint in the middle. */
export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="img"]')).toHaveAccessibleName(scratchText('card.label'));
    await expect(getComputedStyle(foilOf(canvasElement)).touchAction).toBe('none');
  },
};

/** Half scratched: the left half of the foil is gone and the prize peeks through. */
export const HalfWay: Story = {
  args: { initialStrokes: LEFT_HALF },
  play: async ({ args }) => {
    // Pre-drawn strokes are not the user's first stroke, and half is below the threshold.
    await expect(args.onScratchStart).not.toHaveBeenCalled();
    await expect(args.onThreshold).not.toHaveBeenCalled();
  },
};

/** The rest of the foil has cleared: the prize alone, the card named after it. */
export const Cleared: Story = {
  args: { cleared: true, initialStrokes: LEFT_HALF },
  render: (args) => (
    <ScratchCard
      {...args}
      label={scratchText('prize.spokenCoins', { amount: num(520) })}
      hint={scratchText('card.hint')}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="img"]')).toHaveAccessibleName(
      scratchText('prize.spokenCoins', { amount: num(520) }),
    );
    const foil = foilOf(canvasElement);
    await waitFor(() => expect(getComputedStyle(foil).opacity).toBe('0'));
    await expect(getComputedStyle(foil).pointerEvents).toBe('none');
  },
};

/** No card to scratch: a touch only tells the page, and the foil stays whole. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    scratchAll(foilOf(canvasElement));
    await expect(args.onBlockedTouch).toHaveBeenCalledTimes(1);
    await expect(args.onScratchStart).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(args.onThreshold).not.toHaveBeenCalled();
  },
};

/** A finger scratches the whole card: the page hears the first stroke once and the threshold once. */
export const ScratchToThreshold: Story = {
  play: async ({ args, canvasElement }) => {
    const foil = foilOf(canvasElement);
    scratchAll(foil);
    await waitFor(() => expect(args.onThreshold).toHaveBeenCalledTimes(1));
    await expect(args.onScratchStart).toHaveBeenCalledTimes(1);
    // A second pass over a scratched card calls neither again.
    scratchAll(foil);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(args.onThreshold).toHaveBeenCalledTimes(1);
    await expect(args.onScratchStart).toHaveBeenCalledTimes(1);
  },
};
