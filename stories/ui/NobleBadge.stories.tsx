import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { NobleAvatar } from '../../src/ui/NobleBadge/NobleAvatar';
import { NobleBadge } from '../../src/ui/NobleBadge/NobleBadge';
import { NOBLE_TIERS } from '../../src/ui/NobleBadge/nobleArt';
import { px } from '../../src/ui/px';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(18)} ${px(8)};
  padding: ${px(20)} ${px(12)};
  background: radial-gradient(120% 80% at 50% 0%, #3b1d7a 0%, #150b33 70%);
`;

const Item = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  margin: 0;
  color: #f3e9ff;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${px(11)};
`;

const meta = {
  title: 'UI/NobleBadge',
  component: NobleBadge,
  args: { rank: 'duke', size: 72, glow: true, label: 'Duke' },
  argTypes: { rank: { control: 'select', options: [...NOBLE_TIERS] } },
} satisfies Meta<typeof NobleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tier, named for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Duke' })).toBeInTheDocument();
  },
};

/**
 * The nine tiers, highest first: shields (knight, baron, viscount), winged (earl, marquis, duke), crowned and
 * winged (prince, king, emperor); one to three gems within each group.
 */
export const AllTiers: Story = {
  render: (args) => (
    <Grid>
      {NOBLE_TIERS.map((rank) => (
        <Item key={rank}>
          <NobleBadge {...args} rank={rank} label={rank} />
          {rank}
        </Item>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(9);
  },
};

const Avatars = styled(Grid)`
  background: var(--color-surface);

  figure {
    color: var(--color-textMuted);
  }
`;

/** A noble's avatar in each tier: the ring in the tier's metal and its badge below, the same art. */
export const Avatars9: Story = {
  name: 'Noble avatars',
  render: () => (
    <Avatars>
      {NOBLE_TIERS.map((rank, index) => (
        <Item key={rank}>
          <NobleAvatar rank={rank} size={64} name={rank} src={AVATARS[index % AVATARS.length]} />
          {rank}
        </Item>
      ))}
    </Avatars>
  ),
  play: async ({ canvasElement }) => {
    const ranks = [...canvasElement.querySelectorAll('[data-noble-avatar] svg[data-rank]')].map((svg) =>
      svg.getAttribute('data-rank'),
    );
    await expect(ranks).toEqual([...NOBLE_TIERS]);
  },
};

const AVATARS = [
  '/images/avatar-bear.svg',
  '/images/avatar-rabbit.svg',
  '/images/avatar-cat.svg',
  '/images/avatar-fox.svg',
  '/images/avatar-sun.svg',
];
