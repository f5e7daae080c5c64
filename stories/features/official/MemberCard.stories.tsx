import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberCard } from '../../../src/features/official/components/MemberCard';

const meta = {
  title: 'Features/Official/MemberCard',
  component: MemberCard,
  args: { nickname: '星河小熊', publicId: '8862031', level: 36, isHighQuality: true },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HighQualityMember: Story = {};

export const OrdinaryMember: Story = { args: { isHighQuality: false, level: 3 } };

/** A long name keeps one line and ends in "…"; the whole name is still the heading's text and the card's label. */
export const LongNickname: Story = {
  args: { nickname: '今晚的月亮特別圓所以我想把最好聽的歌都唱給你聽' },
  play: async ({ canvasElement, args }) => {
    const name = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(name).toHaveTextContent(args.nickname);
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName(
      expect.stringContaining(args.nickname),
    );
    // One line: the heading is no taller than its line height, and the rest of the name is clipped, not wrapped.
    await expect(name.getBoundingClientRect().height).toBeLessThan(parseFloat(getComputedStyle(name).fontSize) * 2);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const LatinNickname: Story = { args: { nickname: 'Moonlight_Serenade_2025', level: 100 } };
