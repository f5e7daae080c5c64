import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { COMMON_ART } from '../../../src/features/lottery/components/art/commonArt';
import { CP_ART } from '../../../src/features/lottery/components/art/cpArt';
import { DRAGON_ART } from '../../../src/features/lottery/components/art/dragonArt';
import { FOOL_ART } from '../../../src/features/lottery/components/art/foolArt';
import { STAR_ART } from '../../../src/features/lottery/components/art/starArt';
import { SUMMER_ART } from '../../../src/features/lottery/components/art/summerArt';
import { PrizeArt, PrizeArtSet } from '../../../src/features/lottery/components/PrizeArt';
import type { PrizeKind } from '../../../src/features/lottery/model';
import { px } from '../../../src/ui/px';

/**
 * The lottery's boards are dark red (wish wheel), navy (divine star), purple (April Fools') and pink (the CP blind box):
 * the art must read on each.
 */
const SWATCHES = ['#5a0a14', '#0b1238', '#2a0f5c', '#c23a78'];
const KINDS: readonly PrizeKind[] = ['coins', 'tickets', 'fragments', 'gift', 'vehicle', 'frame', 'medal', 'prank'];

const Swatch = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${px(10)} ${px(4)};
  width: ${px(375)};
  padding: ${px(14)} ${px(8)};
  box-sizing: border-box;
`;

const Cell = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${px(4)};
  margin: 0;
  color: #fff;
  font-size: ${px(10)};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** Each picture at 48 units, its caption under it, on each board colour. */
function Board({ cells }: { cells: readonly { item: string; kind: PrizeKind; caption: string }[] }) {
  return SWATCHES.map((background) => (
    <Swatch key={background} data-swatch={background} style={{ background }}>
      {cells.map(({ item, kind, caption }) => (
        <Cell key={caption}>
          <PrizeArt item={item} kind={kind} size={48} />
          <figcaption>{caption}</figcaption>
        </Cell>
      ))}
    </Swatch>
  ));
}

/** Hand-drawn inline SVG prize art (src/features/lottery/components/PrizeArt.tsx): no images, no text in the art. */
const meta = { title: 'Features/Lottery/PrizeArt' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every set of drawings (each page provides the sets of its games). */
const EVERY_SET = { ...COMMON_ART, ...DRAGON_ART, ...STAR_ART, ...FOOL_ART, ...SUMMER_ART, ...CP_ART };

/** Every item the page draws by name. */
export const Gallery: Story = {
  render: () => (
    <PrizeArtSet art={EVERY_SET}>
      <Board cells={Object.keys(EVERY_SET).map((item) => ({ item, kind: 'gift', caption: item }))} />
    </PrizeArtSet>
  ),
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('[data-swatch]');
    await expect(swatches).toHaveLength(SWATCHES.length);
    for (const swatch of swatches) await expect(swatch.querySelectorAll('svg')).toHaveLength(28);
  },
};

/** An item the page does not know is drawn by its kind. */
export const Unknown: Story = {
  render: () => <Board cells={KINDS.map((kind) => ({ item: 'not_drawn_yet', kind, caption: kind }))} />,
};
