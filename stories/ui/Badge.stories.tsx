import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '../../src/ui/Avatar/Avatar';
import { Badge } from '../../src/ui/Badge/Badge';
import { DiamondIcon } from '../../src/ui/icons/DiamondIcon';
import { TrophyIcon } from '../../src/ui/icons/TrophyIcon';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(24)};
  padding: ${px(32)} ${px(24)};
`;

const Tile = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${px(48)};
  height: ${px(48)};
  border-radius: ${px(14)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Every lazy image has finished (loaded or fallen back), so screenshots never catch one mid-load. */
async function imagesSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-state="idle"], [data-state="loading"]')).toHaveLength(0),
    { timeout: 5000 },
  );
}

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 8, max: 99, dot: false, showZero: false },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
  play: async ({ canvasElement }) => imagesSettled(canvasElement),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  render: (args) => (
    <>
      <Badge {...args} count={1} />
      <Badge {...args} count={8} />
      <Badge {...args} count={42} />
    </>
  ),
};

/** Above `max` the bubble caps at "99+" (or "9+" with max 9); the spoken label keeps the real count. */
export const Overflow: Story = {
  render: (args) => (
    <>
      <Badge {...args} count={99} />
      <Badge {...args} count={100} />
      <Badge {...args} count={12345} />
      <Badge {...args} count={12} max={9} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('99+')).toHaveLength(2);
    await expect(canvas.getByText('9+')).toBeInTheDocument();
    await expect(canvas.getByText(/12,?345/)).toBeInTheDocument();
  },
};

/** "Something new" without a number. */
export const Dot: Story = { args: { dot: true } };

/** Anchored to the top-right corner of what it marks: an icon tile, an avatar. */
export const OnIcons: Story = {
  render: function Render(args) {
    const { t } = useTranslation('demo');
    return (
      <>
        <Badge {...args} count={3}>
          <Tile>
            <DiamondIcon size={28} title={t('display.badge.gifts')} />
          </Tile>
        </Badge>
        <Badge {...args} count={120}>
          <Tile>
            <TrophyIcon size={28} title={t('display.icons.trophy')} />
          </Tile>
        </Badge>
        <Badge {...args} dot>
          <Avatar src="/images/avatar-rabbit.svg" name={t('display.names.moonRabbit')} size={48} />
        </Badge>
      </>
    );
  },
};

/** Nothing at 0 — unless `showZero` asks for it. */
export const Zero: Story = {
  render: (args) => (
    <>
      <Badge {...args} count={0} />
      <Badge {...args} count={0} showZero />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('0')).toHaveLength(1);
  },
};
