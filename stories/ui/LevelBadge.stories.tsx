import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { LevelBadge } from '../../src/ui/LevelBadge/LevelBadge';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  padding: ${px(24)} ${px(16)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  justify-content: start;
  align-items: center;
  gap: ${px(12)} ${px(16)};
`;

const meta = {
  title: 'UI/LevelBadge',
  component: LevelBadge,
  args: { level: 36, size: 'small' },
  argTypes: { level: { control: { type: 'range', min: -5, max: 120, step: 1 } } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof LevelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One badge per ten-level band: green → teal → blue → indigo → violet → pink → orange → red → gold → black-gold. */
export const AllBands: Story = {
  render: (args) => (
    <Grid>
      {[5, 15, 25, 35, 45, 55, 65, 75, 85, 95].map((level) => (
        <LevelBadge key={level} {...args} level={level} size="medium" />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const bands = [...canvasElement.querySelectorAll('[data-band]')].map((badge) => badge.getAttribute('data-band'));
    await expect(bands).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  },
};

/** First and last level of each band, side by side: 1 · 10 | 11 · 20 | … | 91 · 100. */
export const Boundaries: Story = {
  render: (args) => (
    <Grid>
      {Array.from({ length: 10 }, (_, band) => [band * 10 + 1, band * 10 + 10])
        .flat()
        .map((level) => (
          <LevelBadge key={level} {...args} level={level} />
        ))}
    </Grid>
  ),
};

/** Out-of-range input is clamped: −3 and 0 show Lv.1, 150 shows Lv.100. */
export const Clamped: Story = {
  render: (args) => (
    <Grid>
      <LevelBadge {...args} level={-3} />
      <LevelBadge {...args} level={0} />
      <LevelBadge {...args} level={150} />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('[data-band] > span[aria-hidden]')].map(
      (node) => node.textContent,
    );
    await expect(texts).toEqual(['Lv.1', 'Lv.1', 'Lv.100']);
  },
};

/** small next to names, medium on profile headers. */
export const Sizes: Story = {
  render: (args) => (
    <Grid>
      <LevelBadge {...args} size="small" />
      <LevelBadge {...args} size="medium" />
      <LevelBadge {...args} level={99} size="small" />
      <LevelBadge {...args} level={99} size="medium" />
    </Grid>
  ),
};
