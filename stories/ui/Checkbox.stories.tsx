import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../src/ui/Checkbox/Checkbox';
import { px } from '../../src/ui/px';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${px(16)} ${px(16)};
  background: var(--color-canvas);
`;

type DemoProps = Omit<CheckboxProps, 'children'> & {
  /** Sample text. */
  textKey?: 'notify' | 'autoRenew';
  /** Called when a link in the agreement text is tapped. */
  onOpenLink?: (which: string) => void;
};

/** A link in the agreement sentence; Trans puts the translated link text inside as children. */
function AgreementLink({
  which,
  onOpen,
  children,
}: {
  which: string;
  onOpen?: (which: string) => void;
  children?: ReactNode;
}) {
  return (
    <a
      href={`#${which}`}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onOpen?.(which);
      }}
    >
      {children}
    </a>
  );
}

/** The checkbox with translated sample copy; the agreement variant gets the terms sentence with two links. */
function DemoCheckbox({ textKey = 'notify', onOpenLink, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  return (
    <Checkbox {...props}>
      {props.variant === 'agreement' ? (
        <Trans
          t={t}
          i18nKey="forms.checkbox.agreement"
          components={{
            terms: <AgreementLink which="terms" onOpen={onOpenLink} />,
            privacy: <AgreementLink which="privacy" onOpen={onOpenLink} />,
          }}
        />
      ) : (
        t(`forms.checkbox.${textKey}`)
      )}
    </Checkbox>
  );
}

const meta = {
  title: 'UI/Checkbox',
  component: DemoCheckbox,
  args: { onChange: fn(), onOpenLink: fn() },
  argTypes: { textKey: { control: 'inline-radio', options: ['notify', 'autoRenew'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tapping the box or its text toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvasElement.querySelector('label span:last-child')!);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { defaultChecked: true, textKey: 'autoRenew' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true, textKey: 'autoRenew' } };

/** The round agreement tick: the text toggles it, the links open the documents without toggling. */
export const Agreement: Story = {
  args: { variant: 'agreement' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    const [terms] = canvas.getAllByRole('link');
    await userEvent.click(terms!);
    await expect(args.onOpenLink).toHaveBeenCalledWith('terms');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const AgreementChecked: Story = { args: { variant: 'agreement', defaultChecked: true } };

/** A settings list: several boxes stacked. */
export const List: Story = {
  render: (args) => (
    <>
      <DemoCheckbox {...args} textKey="notify" defaultChecked />
      <DemoCheckbox {...args} textKey="autoRenew" />
    </>
  ),
};

const BoxAndAgreement = (args: Story['args']) => (
  <>
    <DemoCheckbox {...args} />
    <DemoCheckbox {...args} defaultChecked textKey="autoRenew" />
    <DemoCheckbox {...args} variant="agreement" />
  </>
);

/** Pressed anywhere on the row (`:active` on the label), below the same rows at rest: the tick sinks and darkens. */
export const Pressed: Story = {
  render: (args) => <RestAndForced state="pressed">{BoxAndAgreement(args)}</RestAndForced>,
  parameters: forced('pressed', 'label'),
};

/** Keyboard focus on the tick (`:focus-visible` on the hidden checkbox), below the same rows at rest. */
export const FocusVisible: Story = {
  render: (args) => <RestAndForced state="focus-visible">{BoxAndAgreement(args)}</RestAndForced>,
  parameters: forced('focus-visible', 'input'),
};
