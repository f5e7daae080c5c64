import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { ProgressBar, type ProgressBarProps } from '../../src/ui/ProgressBar/ProgressBar';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(24)};
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

type DemoProps = Omit<ProgressBarProps, 'label'> & {
  /** Sample label, or none. */
  labelKey?: 'dailyTask' | 'fundraising' | 'level' | 'none';
};

/** The progress bar with a translated sample label. */
function DemoProgressBar({ labelKey = 'dailyTask', ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  return <ProgressBar {...props} label={labelKey === 'none' ? undefined : t(`forms.progress.${labelKey}`)} />;
}

const meta = {
  title: 'UI/ProgressBar',
  component: DemoProgressBar,
  args: { value: 320, max: 500, showValue: true },
  argTypes: {
    labelKey: { control: 'inline-radio', options: ['dailyTask', 'fundraising', 'level', 'none'] },
    value: { control: { type: 'range', min: 0, max: 500 } },
  },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '320');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '500');
    await expect(canvasElement).toHaveTextContent('320 / 500');
  },
};

/** Gold fill for rewards, nobles and VIP levels. */
export const Gold: Story = { args: { variant: 'gold', labelKey: 'level', value: 7_800, max: 10_000 } };

export const Empty: Story = { args: { value: 0, labelKey: 'fundraising', max: 1_000_000 } };

export const Complete: Story = { args: { value: 500 } };

/** Values beyond max are clamped: the bar never overflows. */
export const OverMax: Story = {
  args: { value: 640 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '500');
  },
};

/** Bar only: named by the translated "進度". */
export const BarOnly: Story = { args: { labelKey: 'none', showValue: false, value: 60, max: 100 } };

/** Several bars in a card-like column, as on a task page. */
export const Stacked: Story = {
  render: (args) => (
    <>
      <DemoProgressBar {...args} labelKey="dailyTask" value={3} max={5} />
      <DemoProgressBar {...args} labelKey="fundraising" value={684_200} max={1_000_000} />
      <DemoProgressBar {...args} labelKey="level" variant="gold" value={7_800} max={10_000} />
    </>
  ),
};
