import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, type IconButtonProps } from '../../src/ui/IconButton/IconButton';
import { px } from '../../src/ui/px';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(16)};
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

/** A stand-in for a live stream: the dark stage with a warm glow. */
const DarkStage = styled(Stage)`
  width: 100%;
  min-height: ${px(180)};
  border-radius: ${px(16)};
  background: radial-gradient(circle at 30% 20%, rgba(255, 106, 61, 0.45), transparent 60%),
    radial-gradient(circle at 80% 90%, rgba(139, 92, 246, 0.5), transparent 55%), var(--color-stage);
`;

const icons = {
  share: (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 15V4m0 0L8 8m4-4 4 4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M6 11v7a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
  close: (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  ),
  like: (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" fill="currentColor" />
    </svg>
  ),
  gift: (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="4" y="10" width="16" height="10" rx="2" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3 8h18v3H3zM12 8v12M12 8c-1-3-5-4-5-1.5S12 8 12 8Zm0 0c1-3 5-4 5-1.5S12 8 12 8Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  ),
  more: (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="5.5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="18.5" cy="12" r="2" />
    </svg>
  ),
};

type IconKey = keyof typeof icons;

/** IconButton with a sample icon and its translated label. */
function DemoIconButton({
  icon = 'share',
  ...props
}: Omit<IconButtonProps, 'label' | 'children'> & { icon?: IconKey }) {
  const { t } = useTranslation('demo');
  return (
    <IconButton {...props} label={t(`forms.iconButton.${icon}`)}>
      {icons[icon]}
    </IconButton>
  );
}

const meta = {
  title: 'UI/IconButton',
  component: DemoIconButton,
  args: { icon: 'share', onClick: fn() },
  argTypes: { icon: { control: 'select', options: Object.keys(icons) } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoIconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const names = { 'zh-Hant': '分享', 'zh-Hans': '分享', en: 'Share', ja: '共有', ko: '공유' };
    const lang = document.documentElement.lang as keyof typeof names;
    const button = within(canvasElement).getByRole('button', { name: names[lang] });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = { args: { variant: 'filled', icon: 'gift' } };

/** Over video or the dark stage: dark glass circles with white icons. */
export const TranslucentOnDark: Story = {
  args: { variant: 'translucent', icon: 'close' },
  decorators: [(Story) => <DarkStage>{Story()}</DarkStage>],
  render: (args) => (
    <>
      <DemoIconButton {...args} icon="close" />
      <DemoIconButton {...args} icon="share" />
      <DemoIconButton {...args} icon="like" />
      <DemoIconButton {...args} icon="more" />
    </>
  ),
};

/** 32 / 40 / 48 design units; the tap area never drops below 44. */
export const Sizes: Story = {
  args: { variant: 'filled', icon: 'like' },
  render: (args) => (
    <>
      <DemoIconButton {...args} size="small" />
      <DemoIconButton {...args} size="medium" />
      <DemoIconButton {...args} size="large" />
    </>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'filled', icon: 'gift' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const AllVariants = (args: Story['args']) => (
  <>
    <Stage>
      <DemoIconButton {...args} variant="plain" icon="share" />
      <DemoIconButton {...args} variant="filled" icon="gift" />
    </Stage>
    <DarkStage>
      <DemoIconButton {...args} variant="translucent" icon="close" />
      <DemoIconButton {...args} variant="translucent" icon="like" />
    </DarkStage>
  </>
);

/** Pressed (`:active`), below the same buttons at rest: a sink and a darker tint (the plain one gets a soft disc). */
export const Pressed: Story = {
  render: (args) => <RestAndForced state="pressed">{AllVariants(args)}</RestAndForced>,
  parameters: forced('pressed', 'button'),
};

/** Keyboard focus (`:focus-visible`), below the same buttons at rest: the gold ring, on the page and over the stage. */
export const FocusVisible: Story = {
  render: (args) => <RestAndForced state="focus-visible">{AllVariants(args)}</RestAndForced>,
  parameters: forced('focus-visible', 'button'),
};
