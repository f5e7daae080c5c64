import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatNumber } from '../../src/platform/i18n/numberFormat';
import { px } from '../../src/ui/px';
import { RadioGroup, type RadioGroupProps, type RadioOption } from '../../src/ui/RadioGroup/RadioGroup';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

type DemoProps = Omit<RadioGroupProps, 'label' | 'options'> & {
  /** Which sample question: payment methods (list) or top-up amounts (chips). */
  sample?: 'payment' | 'amount';
  /** Make the third payment method unavailable. */
  withUnavailable?: boolean;
};

/** RadioGroup with translated sample options. */
function DemoRadioGroup({ sample = 'payment', withUnavailable = false, ...props }: DemoProps) {
  const { t, i18n } = useTranslation('demo');
  const options: RadioOption[] =
    sample === 'payment'
      ? [
          { value: 'wallet', label: t('forms.radio.wallet'), description: t('forms.radio.walletHint') },
          { value: 'card', label: t('forms.radio.card'), description: t('forms.radio.cardHint') },
          {
            value: 'carrier',
            label: t('forms.radio.carrier'),
            description: withUnavailable ? t('forms.radio.carrierHint') : undefined,
            disabled: withUnavailable,
          },
        ]
      : [60, 300, 980, 1_980, 3_280, 6_480].map((amount) => ({
          value: String(amount),
          label: t('forms.radio.coins', { amount: formatNumber(i18n.language, amount) }),
        }));
  return (
    <RadioGroup
      {...props}
      label={t(sample === 'payment' ? 'forms.radio.payment' : 'forms.radio.amount')}
      options={options}
    />
  );
}

const meta = {
  title: 'UI/RadioGroup',
  component: DemoRadioGroup,
  args: { onChange: fn() },
  argTypes: { sample: { control: 'inline-radio', options: ['payment', 'amount'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with a description line. Tap selects; the arrow keys move the selection. */
export const List: Story = {
  args: { defaultValue: 'wallet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toBeInTheDocument();
    const [wallet, card, carrier] = canvas.getAllByRole('radio');
    await expect(wallet).toBeChecked();
    await userEvent.click(card!);
    await expect(card).toBeChecked();
    await expect(wallet).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
    await userEvent.keyboard('{ArrowDown}');
    await expect(carrier).toBeChecked();
    await expect(carrier).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('carrier');
    await userEvent.keyboard('{ArrowDown}');
    await expect(wallet).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(carrier).toBeChecked();
  },
};

/** Nothing picked yet. */
export const NoneSelected: Story = {};

/** Short choices side by side, e.g. top-up amounts. */
export const Chips: Story = {
  args: { sample: 'amount', defaultValue: '980' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[4]!);
    await expect(radios[4]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('3280');
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[5]).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(radios[3]).toBeChecked();
  },
};

/** An unavailable option is skipped by the arrow keys. */
export const WithUnavailableOption: Story = {
  args: { defaultValue: 'card', withUnavailable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [wallet, card, carrier] = canvas.getAllByRole('radio');
    await expect(carrier).toBeDisabled();
    await userEvent.click(card!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(wallet).toBeChecked();
  },
};

export const Disabled: Story = { args: { defaultValue: 'wallet', disabled: true } };

const ListAndChips = (args: Story['args']) => (
  <>
    <DemoRadioGroup {...args} defaultValue="wallet" />
    <DemoRadioGroup {...args} sample="amount" defaultValue="980" />
  </>
);

/** The second option of each group pressed (`:active`), below the same groups at rest: it sinks and darkens. */
export const Pressed: Story = {
  render: (args) => <RestAndForced state="pressed">{ListAndChips(args)}</RestAndForced>,
  parameters: forced('pressed', '[role="radiogroup"] > label:nth-child(2)'),
};

/** Keyboard focus on the selected option (`:focus-visible` on its radio), below the same groups at rest. */
export const FocusVisible: Story = {
  render: (args) => <RestAndForced state="focus-visible">{ListAndChips(args)}</RestAndForced>,
  parameters: forced('focus-visible', 'input:checked'),
};
