import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Medal, type MedalProps } from '../../src/ui/Medal/Medal';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(12)};
  padding: ${px(24)} ${px(16)};
`;

type MedalKey = 'qixi' | 'anniversary' | 'topFan' | 'champion';

/** Medal with a translated sample name. */
function DemoMedal({ nameKey, ...props }: Omit<MedalProps, 'name'> & { nameKey: MedalKey }) {
  const { t } = useTranslation('demo');
  return <Medal {...props} name={t(`display.medals.${nameKey}`)} />;
}

const meta = {
  title: 'UI/Medal',
  component: DemoMedal,
  args: { nameKey: 'qixi', daysLeft: 12, expired: false, tone: 'gold' },
  argTypes: { nameKey: { control: 'select', options: ['qixi', 'anniversary', 'topFan', 'champion'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoMedal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "剩餘12天" — days left, worded per language ("12 days left"). */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/12/)).toBeInTheDocument();
  },
};

/** The singular form where the language has one ("1 day left"). */
export const OneDayLeft: Story = { args: { daysLeft: 1, nameKey: 'topFan' } };

/** The last day reads "expires today" rather than "0 days left". */
export const ExpiresToday: Story = { args: { daysLeft: 0, nameKey: 'anniversary' } };

/** Greyed out with "expired". */
export const Expired: Story = {
  args: { expired: true, daysLeft: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-expired]')).not.toBeNull();
  },
};

/** No expiry given: a permanent medal. */
export const Permanent: Story = { args: { daysLeft: undefined, nameKey: 'champion' } };

/** Icon metals for first, second and third places. */
export const Tones: Story = {
  render: (args) => (
    <>
      <DemoMedal {...args} tone="gold" nameKey="champion" daysLeft={30} />
      <DemoMedal {...args} tone="silver" nameKey="topFan" daysLeft={7} />
      <DemoMedal {...args} tone="bronze" nameKey="anniversary" daysLeft={1} />
    </>
  ),
};

/** In a narrow slot the name is cut with an ellipsis; the days stay whole. */
export const Narrow: Story = {
  args: { nameKey: 'champion', daysLeft: 365 },
  decorators: [(Story) => <div style={{ width: px(130), display: 'flex' }}>{Story()}</div>],
};

/** Icon and name only: other people's medals in rank rows. */
export const Compact: Story = {
  args: { compact: true },
  render: (args) => (
    <>
      <DemoMedal {...args} nameKey="qixi" />
      <DemoMedal {...args} nameKey="champion" tone="silver" />
      <DemoMedal {...args} nameKey="anniversary" expired />
    </>
  ),
};
