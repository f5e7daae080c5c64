import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { GiftArt } from '../../../src/features/festivals/art/GiftArt';
import { ALL_GIFTS } from '../../../src/features/festivals/art/gifts';
import { REWARD_KINDS, RewardArt } from '../../../src/features/festivals/art/RewardArt';
import { px } from '../../../src/ui/px';

/*
 * The festival kit's item art (src/features/festivals/art): the gifts of a gift panel and the rewards by kind, each a
 * drawing on a 64-unit square with no background, so it must read on a dark panel (a night theme, a live room's gift
 * sheet) and on a light one.
 */

const PANELS = [
  { tone: 'dark', background: '#1E1438' },
  { tone: 'light', background: '#F6F2FA' },
];

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  justify-items: center;
  gap: ${px(12)} ${px(4)};
  width: ${px(375)};
  padding: ${px(16)} ${px(8)};
  box-sizing: border-box;
`;

/** A cell as a gift panel has it: the drawing on a soft rounded tile. */
const Tile = styled.div`
  display: grid;
  place-items: center;
  width: ${px(76)};
  height: ${px(76)};
  border-radius: ${px(14)};
  background: rgba(127, 127, 160, 0.12);
  svg {
    display: block;
  }
`;

function Panels({ items }: { items: 'gifts' | 'rewards' }) {
  return PANELS.map(({ tone, background }) => (
    <Panel key={tone} data-panel={tone} style={{ background }}>
      {items === 'gifts'
        ? Object.entries(ALL_GIFTS).map(([art, drawing]) => (
            <Tile key={art} data-item={art}>
              <GiftArt drawing={drawing} />
            </Tile>
          ))
        : REWARD_KINDS.map((kind) => (
            <Tile key={kind} data-item={kind}>
              <RewardArt kind={kind} size={56} />
            </Tile>
          ))}
    </Panel>
  ));
}

const meta = {
  title: 'Festivals/Art/Items',
  component: Panels,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Panels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item is drawn on each panel, decorative, at its size, with every gradient it paints with defined in it. */
const drawn =
  (names: readonly string[]): Story['play'] =>
  async ({ canvasElement }) => {
    const panels = canvasElement.querySelectorAll('[data-panel]');
    await expect(panels).toHaveLength(PANELS.length);
    for (const panel of panels) {
      const tiles = [...panel.querySelectorAll<HTMLElement>('[data-item]')];
      await expect(tiles.map((tile) => tile.dataset.item)).toEqual(names);
      for (const tile of tiles) {
        const svg = tile.querySelector('svg');
        await expect(svg).toHaveAttribute('aria-hidden', 'true');
        await expect(svg).toHaveAttribute('focusable', 'false');
        await expect(svg).toHaveAttribute('viewBox', '0 0 64 64');
        await expect(svg?.getBoundingClientRect().width).toBeGreaterThan(40);
        await expect(svg?.querySelectorAll('path').length).toBeGreaterThan(3);
        const paints = [...(svg?.querySelectorAll('path') ?? [])].flatMap((path) =>
          ['fill', 'stroke'].flatMap((name) => /^url\(#(.+)\)$/.exec(path.getAttribute(name) ?? '')?.[1] ?? []),
        );
        for (const id of paints) await expect(svg?.querySelector(`[id="${id}"]`)).not.toBeNull();
      }
    }
  };

/** The eighteen gifts, as a live room's gift panel shows them. */
export const Gifts: Story = { args: { items: 'gifts' }, play: drawn(Object.keys(ALL_GIFTS)) };

/** The seven reward kinds: medal, vehicle, avatar frame, title plate, coins, chat bubble, entrance. */
export const Rewards: Story = { args: { items: 'rewards' }, play: drawn(REWARD_KINDS) };
