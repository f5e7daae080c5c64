import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonProps } from '../../src/ui/Button/Button';
import { px } from '../../src/ui/px';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(24)} ${px(16)};
`;

/** Renders the button with translated sample copy, so every locale is reviewable. */
function TranslatedButton({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) {
  const { t } = useTranslation('demo');
  return <Button {...props}>{t(label)}</Button>;
}

const meta = {
  title: 'UI/Button',
  component: TranslatedButton,
  args: { label: 'confirm', onClick: fn() },
  argTypes: { label: { control: 'select', options: ['confirm', 'buy', 'cancel', 'delete', 'more'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof TranslatedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', label: 'more' } };

export const Ghost: Story = { args: { variant: 'ghost', label: 'cancel' } };

export const Danger: Story = { args: { variant: 'danger', label: 'delete' } };

export const Sizes: Story = {
  render: (args) => (
    <>
      <TranslatedButton {...args} size="small" label="buy" />
      <TranslatedButton {...args} size="medium" label="buy" />
      <TranslatedButton {...args} size="large" label="buy" />
    </>
  ),
};

export const Block: Story = { args: { block: true, size: 'large', label: 'buy' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A loading button swallows taps: the guard against a double-submitted purchase. */
export const Loading: Story = {
  args: { loading: true, label: 'buy' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;

/** The dark stage of games and live rooms: a focus ring must read there too. */
const DarkStage = styled(Stage)`
  border-radius: ${px(16)};
  background: var(--color-stage);
`;

const Variants = (args: Story['args']) => (
  <Stage>
    {VARIANTS.map((variant) => (
      <TranslatedButton key={variant} {...args} label="buy" variant={variant} />
    ))}
  </Stage>
);

/** Pressed (`:active`), below the same buttons at rest: each sinks a little and darkens (under reduced motion it only darkens). */
export const Pressed: Story = {
  render: (args) => <RestAndForced state="pressed">{Variants(args)}</RestAndForced>,
  parameters: forced('pressed', 'button'),
};

/** Keyboard focus (`:focus-visible`), below the same buttons at rest: the gold ring, on the page and on the dark stage. */
export const FocusVisible: Story = {
  render: (args) => (
    <RestAndForced state="focus-visible">
      {Variants(args)}
      <DarkStage>
        <TranslatedButton {...args} label="buy" />
        <TranslatedButton {...args} label="more" variant="secondary" />
      </DarkStage>
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'button'),
};
