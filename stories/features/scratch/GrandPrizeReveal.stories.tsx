import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GrandPrizeReveal } from '../../../src/features/scratch/components/GrandPrizeReveal';
import { Lamborghini } from '../../../src/features/scratch/components/Lamborghini';
import { GRAND_PRIZE_COINS } from '../../../src/features/scratch/model';
import { px } from '../../../src/ui/px';
import { num, scratchText } from './scratchStoryKit';

/** The full-screen reveal alone (the page loads it only when a card holds the grand prize). */
const meta = {
  title: 'Features/Scratch/GrandPrizeReveal',
  component: GrandPrizeReveal,
  args: { amount: '', car: null, onClose: fn() },
  // The worth as the story's language writes it, read at render (the locale is set by then).
  render: (args) => (
    <GrandPrizeReveal {...args} amount={args.amount || num(GRAND_PRIZE_COINS)} car={<Lamborghini width={px(340)} />} />
  ),
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof GrandPrizeReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Rays, confetti and coins, the car under a spotlight, the prize's name and worth, and one action: Collect. */
export const Reveal: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: scratchText('prize.grand') });
    await expect(dialog).toHaveTextContent(scratchText('prize.grandKicker'));
    await expect(dialog).toHaveTextContent(scratchText('prize.grandBody', { amount: num(GRAND_PRIZE_COINS) }));
    await expect(canvasElement.ownerDocument.querySelector('[data-celebration]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: scratchText('prize.collect') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
