import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { px } from '../../src/ui/px';
import { TextField, type TextFieldProps } from '../../src/ui/TextField/TextField';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

type DemoProps = Omit<TextFieldProps, 'label' | 'placeholder' | 'helper' | 'error' | 'defaultValue'> & {
  /** Start with the sample nickname filled in. */
  filled?: boolean;
  /** Show the sample helper text. */
  withHelper?: boolean;
  /** Show the sample error text. */
  withError?: boolean;
};

/** A nickname field with translated sample copy. */
function DemoTextField({ filled = false, withHelper = false, withError = false, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  return (
    <TextField
      {...props}
      label={t('forms.textField.nickname')}
      placeholder={t('forms.textField.nicknamePlaceholder')}
      defaultValue={filled ? t('forms.textField.nicknameValue') : undefined}
      helper={withHelper ? t('forms.textField.nicknameHelper') : undefined}
      error={withError ? t('forms.textField.nicknameTaken') : undefined}
      autoComplete="nickname"
    />
  );
}

const meta = {
  title: 'UI/TextField',
  component: DemoTextField,
  args: { onChange: fn() },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder shows and there is nothing to clear. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, 'Mia');
    await expect(input).toHaveValue('Mia');
    await expect(args.onChange).toHaveBeenLastCalledWith('Mia');
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

/** Filled: the clear button empties the field and keeps the focus in it. */
export const Filled: Story = {
  args: { filled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).not.toHaveValue('');
    const names = { 'zh-Hant': '清除', 'zh-Hans': '清除', en: 'Clear', ja: 'クリア', ko: '지우기' };
    await userEvent.click(
      canvas.getByRole('button', { name: names[document.documentElement.lang as keyof typeof names] }),
    );
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithHelper: Story = { args: { withHelper: true } };

export const WithError: Story = {
  args: { filled: true, withError: true, withHelper: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription();
  },
};

export const Disabled: Story = {
  args: { filled: true, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * Pressed: a text field answers a tap with focus (below); what can be pressed is its clear button (`:active`),
 * shown below the same field at rest.
 */
export const Pressed: Story = {
  args: { filled: true },
  render: (args) => (
    <RestAndForced state="pressed">
      <DemoTextField {...args} />
    </RestAndForced>
  ),
  parameters: forced('pressed', 'button'),
};

/** Keyboard focus in the field (`:focus-visible`, the frame's `:focus-within`), below the same field at rest. */
export const FocusVisible: Story = {
  args: { filled: true },
  render: (args) => (
    <RestAndForced state="focus-visible">
      <DemoTextField {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'input'),
};
