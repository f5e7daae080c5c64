import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { ChristmasTree } from '../../../src/features/christmas/components/ChristmasTree';
import { px } from '../../../src/ui/px';

/** The event page's night sky behind the tree. */
const Night = styled.div`
  padding: ${px(24)} ${px(16)};
  background: linear-gradient(180deg, #0b1437, #1b2a6b);
`;

const bulbsOn = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-on]').length;

const meta = {
  title: 'Features/Christmas/ChristmasTree',
  component: ChristmasTree,
  args: { state: 'unlocked', lights: 0, total: 10, label: 'Your tree: 0 of 10 lights on' },
  decorators: [(Story) => <Night>{Story()}</Night>],
} satisfies Meta<typeof ChristmasTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the event unlocks it: a dim, grey tree in crossed chains under a golden padlock, every bulb dark. */
export const Locked: Story = {
  args: { state: 'locked', label: 'Your tree: locked' },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('img', { name: 'Your tree: locked' });
    await expect(tree).toHaveAttribute('data-state', 'locked');
    await expect(tree.querySelector('[data-lock]')).not.toBeNull();
    await expect(tree.querySelector('[data-chains]')).not.toBeNull();
    await expect(bulbsOn(canvasElement)).toBe(0);
  },
};

/** Unlocked, nothing lit yet: a dark tree under the night, ten grey glass bulbs along the garland, the star dull. */
export const UnlockedNoLights: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('img', { name: 'Your tree: 0 of 10 lights on' });
    await expect(tree).toHaveAttribute('data-lights', '0');
    await expect(tree.querySelector('[data-lock]')).toBeNull();
    await expect(bulbsOn(canvasElement)).toBe(0);
    await expect(tree.querySelector('[data-star]')).toHaveAttribute('data-star', 'dull');
    await expect(tree.querySelector('[data-glow]')).toHaveAttribute('opacity', '0');
  },
};

/** Half way: the five lowest bulbs glow with their halos, the fifth has just popped on; the tree half warmed, the star still dull. */
export const HalfLit: Story = {
  args: { lights: 5, justLit: 4, label: 'Your tree: 5 of 10 lights on' },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('img', { name: 'Your tree: 5 of 10 lights on' });
    await expect(tree).toHaveAttribute('data-lights', '5');
    await expect(bulbsOn(canvasElement)).toBe(5);
    await expect(canvasElement.querySelectorAll('[data-on].pop')).toHaveLength(1);
    await expect(tree.querySelector('[data-star]')).toHaveAttribute('data-star', 'dull');
  },
};

/** Every bulb on: the bulbs twinkle in their halos, the star shines with slowly turning rays, a warm glow surrounds the tree and glints sparkle. */
export const FullyLit: Story = {
  args: { state: 'lit', lights: 10, label: 'Your tree: all 10 lights on' },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('img', { name: 'Your tree: all 10 lights on' });
    await expect(tree).toHaveAttribute('data-lights', '10');
    await expect(bulbsOn(canvasElement)).toBe(10);
    await expect(tree.querySelector('[data-rays]')).not.toBeNull();
    await expect(tree.querySelector('[data-star]')).toHaveAttribute('data-star', 'shining');
    await expect(tree.querySelector('[data-glow]')).toHaveAttribute('opacity', '1');
  },
};
