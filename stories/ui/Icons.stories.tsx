import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { CashIcon } from '../../src/ui/icons/CashIcon';
import { GoldCoinIcon, SilverCoinIcon } from '../../src/ui/icons/Coin';
import { CrownIcon } from '../../src/ui/icons/CrownIcon';
import { DefaultAvatar } from '../../src/ui/icons/DefaultAvatar';
import { DiamondIcon } from '../../src/ui/icons/DiamondIcon';
import type { IconProps } from '../../src/ui/icons/Icon';
import { MedalIcon } from '../../src/ui/icons/MedalIcon';
import { PointsIcon } from '../../src/ui/icons/PointsIcon';
import { TrophyIcon } from '../../src/ui/icons/TrophyIcon';
import { px } from '../../src/ui/px';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${px(12)};
  padding: ${px(24)} ${px(16)};
`;

const Cell = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${px(8)};
  min-height: ${px(104)};
  margin: 0;
  padding: ${px(12)} ${px(4)};
  border-radius: ${px(14)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Name = styled.figcaption`
  max-width: 100%;
  overflow: hidden;
  color: var(--color-textMuted);
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${px(10)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Every icon with its component name (and tone, where it has one). */
const ICONS: Array<{ name: string; Icon: ComponentType<IconProps> }> = [
  { name: 'GoldCoinIcon', Icon: GoldCoinIcon },
  { name: 'SilverCoinIcon', Icon: SilverCoinIcon },
  { name: 'DiamondIcon', Icon: DiamondIcon },
  { name: 'PointsIcon', Icon: PointsIcon },
  { name: 'CashIcon', Icon: CashIcon },
  { name: 'TrophyIcon', Icon: TrophyIcon },
  { name: 'MedalIcon gold', Icon: (props) => <MedalIcon {...props} tone="gold" /> },
  { name: 'MedalIcon silver', Icon: (props) => <MedalIcon {...props} tone="silver" /> },
  { name: 'MedalIcon bronze', Icon: (props) => <MedalIcon {...props} tone="bronze" /> },
  { name: 'CrownIcon gold', Icon: (props) => <CrownIcon {...props} tone="gold" /> },
  { name: 'CrownIcon silver', Icon: (props) => <CrownIcon {...props} tone="silver" /> },
  { name: 'CrownIcon bronze', Icon: (props) => <CrownIcon {...props} tone="bronze" /> },
  { name: 'DefaultAvatar', Icon: DefaultAvatar },
];

/** The gallery: all icons at one size, decorative (no title). */
function IconGallery({ size = 40 }: Pick<IconProps, 'size'>) {
  return (
    <Grid>
      {ICONS.map(({ name, Icon }) => (
        <Cell key={name}>
          <Icon size={size} />
          <Name>{name}</Name>
        </Cell>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'UI/Icons',
  component: IconGallery,
  args: { size: 40 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 96, step: 2 } } },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    // Decorative icons are hidden from assistive technology.
    const svgs = canvasElement.querySelectorAll('figure > svg');
    await expect(svgs.length).toBe(ICONS.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Inline size, next to 12–14 unit text. */
export const Small: Story = { args: { size: 16 } };

/** Illustration size, in empty states and reward cards. */
export const Large: Story = { args: { size: 72 } };

/** With a `title` an icon becomes a named image (role img) — for icons that stand alone without text. */
export const Labelled: Story = {
  render: function Render() {
    const { t } = useTranslation('demo');
    return (
      <Grid>
        <Cell>
          <GoldCoinIcon size={40} title={t('display.icons.gold')} />
        </Cell>
        <Cell>
          <TrophyIcon size={40} title={t('display.icons.trophy')} />
        </Cell>
        <Cell>
          <CrownIcon size={40} title={t('display.icons.crown')} />
        </Cell>
      </Grid>
    );
  },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images).toHaveLength(3);
    for (const image of images) await expect(image).toHaveAccessibleName();
  },
};

/** Two of the same icon on one page keep their own gradients (ids are unique per instance). */
export const UniqueGradientIds: Story = {
  render: () => (
    <Grid>
      <Cell>
        <GoldCoinIcon size={40} />
      </Cell>
      <Cell>
        <GoldCoinIcon size={40} />
      </Cell>
      <Cell>
        <GoldCoinIcon size={40} />
      </Cell>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const ids = [...canvasElement.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};
