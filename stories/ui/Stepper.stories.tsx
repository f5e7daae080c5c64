import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { px } from '../../src/ui/px';
import { Stepper, type StepperProps } from '../../src/ui/Stepper/Stepper';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

const Card = styled.div`
  padding: ${px(4)} ${px(16)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

type DemoProps = Omit<StepperProps, 'label' | 'maxMessage'> & {
  /** Sample label. */
  labelKey?: 'quantity' | 'coins';
  /** Use the sample "每人限購 {{max}} 份" instead of the default message. */
  customMessage?: boolean;
};

/** The stepper with translated sample copy. */
function DemoStepper({ labelKey = 'quantity', customMessage = false, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  return (
    <Stepper
      {...props}
      label={t(`forms.stepper.${labelKey}`)}
      maxMessage={customMessage ? t('forms.stepper.limitPerUser', { max: props.max }) : undefined}
    />
  );
}

const meta = {
  title: 'UI/Stepper',
  component: DemoStepper,
  args: { min: 1, max: 5, defaultValue: 3, onChange: fn() },
  decorators: [
    (Story) => (
      <Stage>
        <Card>{Story()}</Card>
      </Stage>
    ),
  ],
} satisfies Meta<typeof DemoStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

// Numbers are kept with the words they touch by a word joiner (U+2060) in Chinese, Japanese and Korean.
const maxMessages = {
  'zh-Hant': /最多只能\u2060?5/,
  'zh-Hans': /最多只能\u2060?5/,
  en: 'up to 5',
  ja: /最大\u2060?5/,
  ko: '최대 5',
};

/** − and + change the value; + at max says "最多只能5"; typing beyond max is clamped when the field is left. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton');
    const [minus, plus] = canvas.getAllByRole('button');
    const status = canvas.getByRole('status');
    const lang = document.documentElement.lang as keyof typeof maxMessages;

    await userEvent.click(plus!);
    await userEvent.click(plus!);
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(status).toHaveTextContent('');
    await userEvent.click(plus!);
    await expect(field).toHaveValue('5');
    await expect(status).toHaveTextContent(maxMessages[lang]);

    await userEvent.click(minus!);
    await expect(field).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(status).toHaveTextContent('');

    await userEvent.clear(field);
    await userEvent.type(field, '2a9');
    await expect(field).toHaveValue('29');
    await userEvent.tab();
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(status).toHaveTextContent(maxMessages[lang]);
  },
};

/** Already at max: one more + shows the message (and the value stays). */
export const AtMax: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getAllByRole('button')[1]!;
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton')).toHaveValue('5');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      maxMessages[document.documentElement.lang as keyof typeof maxMessages],
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A caller's own message ("每人限購 5 份"). */
export const CustomMessage: Story = {
  args: { defaultValue: 5, customMessage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(canvas.getByRole('status')).not.toHaveTextContent('');
  },
};

/** At min the − button is disabled. */
export const AtMin: Story = { args: { defaultValue: 1 } };

/** Steps of 100 between 100 and 9,900, e.g. coins to redeem. */
export const Steps: Story = {
  args: { labelKey: 'coins', min: 100, max: 9_900, step: 100, defaultValue: 1_200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(canvas.getByRole('spinbutton')).toHaveValue('1300');
    await expect(args.onChange).toHaveBeenLastCalledWith(1_300);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};

/** + pressed (`:active`), below the same stepper at rest: its disc sinks and darkens. */
export const Pressed: Story = {
  render: (args) => (
    <RestAndForced state="pressed">
      <DemoStepper {...args} />
    </RestAndForced>
  ),
  parameters: forced('pressed', 'button:last-of-type'),
};

/** Keyboard focus on + (`:focus-visible`), below the same stepper at rest: the ring around its disc. */
export const FocusVisible: Story = {
  render: (args) => (
    <RestAndForced state="focus-visible">
      <DemoStepper {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'button:last-of-type'),
};
