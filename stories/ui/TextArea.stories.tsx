import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { px } from '../../src/ui/px';
import { countCharacters } from '../../src/ui/TextArea/characterCount';
import { TextArea, type TextAreaProps } from '../../src/ui/TextArea/TextArea';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

type DemoProps = Omit<TextAreaProps, 'label' | 'placeholder' | 'helper' | 'error' | 'defaultValue' | 'limit'> & {
  /** Limit in characters; with `fill` "near" / "at" it is derived from the sample text instead. */
  limit?: number;
  /** Start empty, a few characters below the limit, or exactly at it. */
  fill?: 'empty' | 'near' | 'at';
  /** Show the sample helper text. */
  withHelper?: boolean;
};

/** A message box with translated sample copy. The limit follows the sample's length, so every locale shows the same state. */
function DemoTextArea({ limit = 60, fill = 'empty', withHelper = false, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  const sample = t('forms.textArea.sample');
  const sampleLength = countCharacters(sample);
  const effectiveLimit = fill === 'near' ? sampleLength + 3 : fill === 'at' ? sampleLength : limit;
  return (
    <TextArea
      {...props}
      label={t('forms.textArea.message')}
      placeholder={t('forms.textArea.placeholder')}
      helper={withHelper ? t('forms.textArea.helper') : undefined}
      defaultValue={fill === 'empty' ? undefined : sample}
      limit={effectiveLimit}
    />
  );
}

const meta = {
  title: 'UI/TextArea',
  component: DemoTextArea,
  args: { onChange: fn() },
  argTypes: { fill: { control: 'inline-radio', options: ['empty', 'near', 'at'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { withHelper: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('character-counter')).toHaveTextContent('0/60');
  },
};

/** Three characters left; pasting more is cut at the limit (an emoji counts as one) and the counter turns red. */
export const NearLimit: Story = {
  args: { fill: 'near' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox') as HTMLTextAreaElement;
    const counter = canvas.getByTestId('character-counter');
    const before = area.value;
    const limit = countCharacters(before) + 3;
    await expect(counter).toHaveTextContent(`${limit - 3}/${limit}`);
    await userEvent.click(area);
    await userEvent.paste('🎉🌙⭐💖🎁');
    await expect(area).toHaveValue(`${before}🎉🌙⭐`);
    await expect(counter).toHaveTextContent(`${limit}/${limit}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(`${before}🎉🌙⭐`);
    await userEvent.type(area, 'abc');
    await expect(area).toHaveValue(`${before}🎉🌙⭐`);
    await expect(counter).toHaveTextContent(`${limit}/${limit}`);
  },
};

/** Exactly at the limit: the counter is in the danger colour. */
export const AtLimit: Story = {
  args: { fill: 'at' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox') as HTMLTextAreaElement;
    const limit = countCharacters(area.value);
    await expect(canvas.getByTestId('character-counter')).toHaveTextContent(`${limit}/${limit}`);
  },
};

export const Disabled: Story = { args: { fill: 'near', disabled: true } };

/**
 * Keyboard focus in the field (`:focus-visible`, the frame's `:focus-within`), below the same field at rest.
 * There is no pressed story: a tap on a text area is a focus, and it has nothing else to press.
 */
export const FocusVisible: Story = {
  args: { withHelper: true },
  render: (args) => (
    <RestAndForced state="focus-visible">
      <DemoTextArea {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'textarea'),
};
