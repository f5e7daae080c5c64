import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** Long names wrap instead of overflowing the card. */
export const LongNickname: Story = { args: { nickname: '今晚的月亮特別圓所以我想把最好聽的歌都唱給你聽' } };

export const LatinNickname: Story = { args: { nickname: 'Moonlight_Serenade_2025', level: 100 } };
