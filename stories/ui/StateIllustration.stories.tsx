import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { darkPageTheme } from '../../src/ui/darkPageTheme';
import { pageThemeStyle } from '../../src/ui/pageThemeStyle';
import { px } from '../../src/ui/px';
import { StateIllustration, type StateKind } from '../../src/ui/StateIllustration/StateIllustration';

const KINDS: readonly StateKind[] = [
  'emptyList',
  'noRecords',
  'noTransactions',
  'notFound',
  'activityEnded',
  'error',
  'offline',
];

const Grid = styled.div<{ $large?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $large }) => ($large ? '1fr' : '1fr 1fr')};
  gap: ${px(8)};
  padding: ${px(16)};
  background: var(--color-canvas);
  color: var(--color-text);
  svg {
    width: 100%;
    height: auto;
  }
`;

/** Every kind side by side, so the set can be judged as one: same light, same palette, same weight. */
function Gallery({ style, large = false }: { style?: React.CSSProperties; large?: boolean }) {
  return (
    <Grid style={style} $large={large}>
      {KINDS.map((kind) => (
        <div key={kind} data-kind={kind}>
          <StateIllustration kind={kind} />
        </div>
      ))}
    </Grid>
  );
}

/** The state illustrations, one style by context (issue 30): empty list, no records, no transactions, not found, activity ended, error, offline. */
const meta = {
  title: 'UI/StateIllustration',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const allDecorative = async (canvasElement: HTMLElement) => {
  const arts = canvasElement.querySelectorAll('[data-kind] > svg');
  await expect(arts).toHaveLength(KINDS.length);
  for (const art of arts) await expect(art).toHaveAttribute('aria-hidden', 'true');
};

/** On the app's light canvas: rose with gold. */
export const AllKinds: Story = { play: async ({ canvasElement }) => allDecorative(canvasElement) };

/** On a dark page theme (gold accent): the complement turns rose, the disc a frost, the shadow light. */
export const OnDarkTheme: Story = {
  args: {
    style: pageThemeStyle(
      darkPageTheme({
        name: 'demo-night',
        canvas: '#1B1230',
        bar: '#1E1838',
        panel: '#2A2448',
        accent: '#F6C453',
        accentStrong: '#FFD98A',
        accentGradient: 'linear-gradient(135deg, #FF7A3D 0%, #E8355E 100%)',
      }),
    ),
  },
  play: async ({ canvasElement }) => allDecorative(canvasElement),
};

/** Under a light board skin (the gift star's blue): the accent follows the board, gold stays the complement. */
export const OnBoardSkin: Story = {
  args: {
    style: {
      '--color-accent': '#2D6FDB',
      '--color-accentStrong': '#1F5FC9',
      '--color-accentSoft': '#E6F0FF',
      '--color-canvas': '#F0F6FF',
    } as React.CSSProperties,
  },
  play: async ({ canvasElement }) => allDecorative(canvasElement),
};

/** One a row at the column's full width, to review the drawing's details. */
export const Large: Story = { args: { large: true }, play: async ({ canvasElement }) => allDecorative(canvasElement) };
