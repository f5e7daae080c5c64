import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { BoxArt } from '../../../src/features/lottery/components/BoxArt';
import { px } from '../../../src/ui/px';

const SERIES = ['dragon', 'summer', 'love', 'star'] as const;

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${px(12)} ${px(8)};
  width: ${px(375)};
  min-height: 100vh;
  padding: ${px(16)} ${px(8)};
  box-sizing: border-box;
  background: radial-gradient(circle at 50% 30%, #2c1a5c, #0d0820 70%);
`;

const Cell = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${px(2)};
  margin: 0;
  color: #fff;
  font-size: ${px(11)};
`;

/** The blind-box series' mystery boxes (src/features/lottery/components/BoxArt.tsx): inline SVG, no images, no text. */
const meta = { title: 'Features/Lottery/BoxArt' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each series' box at 160 units on a dark page. */
export const Gallery: Story = {
  render: () => (
    <Board data-board>
      {SERIES.map((series) => (
        <Cell key={series}>
          <BoxArt series={series} />
          <figcaption>{series}</figcaption>
        </Cell>
      ))}
    </Board>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-board] svg')).toHaveLength(SERIES.length);
  },
};
