import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { px } from '../../src/ui/px';
import { Select, type SelectProps } from '../../src/ui/Select/Select';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

const REGIONS = ['taiwan', 'hongKong', 'macau', 'malaysia', 'japan', 'korea'] as const;

type DemoProps = Omit<SelectProps, 'label' | 'options' | 'placeholder' | 'error'> & {
  /** Show the sample error text. */
  withError?: boolean;
  /** Use the sample placeholder instead of the translated default "請選擇". */
  customPlaceholder?: boolean;
};

/** Select with translated sample regions. */
function DemoSelect({ withError = false, customPlaceholder = true, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  return (
    <Select
      {...props}
      label={t('forms.select.region')}
      placeholder={customPlaceholder ? t('forms.select.placeholder') : undefined}
      error={withError ? t('forms.select.error') : undefined}
      options={REGIONS.map((region) => ({ value: region, label: t(`forms.select.${region}`) }))}
    />
  );
}

const meta = {
  title: 'UI/Select',
  component: DemoSelect,
  args: { onChange: fn() },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked: the placeholder shows; picking an option reports its value. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'japan');
    await expect(select).toHaveValue('japan');
    await expect(args.onChange).toHaveBeenCalledWith('japan');
  },
};

/** No placeholder given: the translated default "請選擇". */
export const DefaultPlaceholder: Story = { args: { customPlaceholder: false } };

export const Selected: Story = {
  args: { defaultValue: 'hongKong' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveValue('hongKong');
    await userEvent.selectOptions(select, 'malaysia');
    await expect(args.onChange).toHaveBeenLastCalledWith('malaysia');
  },
};

export const WithError: Story = {
  args: { withError: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription();
  },
};

export const Disabled: Story = { args: { defaultValue: 'taiwan', disabled: true } };

/** Pressed (`:active`, the tap that opens the phone's picker), below the same field at rest: it darkens a little. */
export const Pressed: Story = {
  args: { defaultValue: 'hongKong' },
  render: (args) => (
    <RestAndForced state="pressed">
      <DemoSelect {...args} />
    </RestAndForced>
  ),
  parameters: forced('pressed', 'select'),
};

/** Keyboard focus (`:focus-visible`), below the same field at rest: the accent frame and the gold ring. */
export const FocusVisible: Story = {
  args: { defaultValue: 'hongKong' },
  render: (args) => (
    <RestAndForced state="focus-visible">
      <DemoSelect {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'select'),
};
