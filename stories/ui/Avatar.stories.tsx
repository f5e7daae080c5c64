import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, type AvatarFrame, type AvatarProps } from '../../src/ui/Avatar/Avatar';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${px(20)} ${px(16)};
  padding: ${px(40)} ${px(16)} ${px(24)};
`;

const Item = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  margin: 0;
`;

const Caption = styled.figcaption`
  color: var(--color-textMuted);
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${px(11)};
`;

type NameKey = 'starBear' | 'moonRabbit' | 'mochi' | 'haneul' | 'kevin' | 'sunny' | 'long';

/** Avatar with a translated sample name. */
function DemoAvatar({ nameKey, ...props }: Omit<AvatarProps, 'name'> & { nameKey: NameKey }) {
  const { t } = useTranslation('demo');
  return <Avatar {...props} name={t(`display.names.${nameKey}`)} />;
}

/** Every lazy image has finished (loaded or fallen back), so screenshots never catch one mid-load. */
async function imagesSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-state="idle"], [data-state="loading"]')).toHaveLength(0),
    { timeout: 5000 },
  );
}

const meta = {
  title: 'UI/Avatar',
  component: DemoAvatar,
  args: { src: '/images/avatar-bear.svg', nameKey: 'starBear', size: 56, frame: 'none', online: false },
  argTypes: {
    frame: { control: 'inline-radio', options: ['none', 'gold', 'silver', 'bronze', 'noble'] },
    nameKey: { control: 'select', options: ['starBear', 'moonRabbit', 'mochi', 'haneul', 'kevin', 'sunny', 'long'] },
  },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
  play: async ({ canvasElement }) => imagesSettled(canvasElement),
} satisfies Meta<typeof DemoAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await imagesSettled(canvasElement);
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAccessibleName();
  },
};

/** From a 24-unit chat avatar to a 96-unit profile header. */
export const Sizes: Story = {
  render: (args) => (
    <>
      {[24, 32, 44, 56, 72, 96].map((size) => (
        <Item key={size}>
          <DemoAvatar {...args} size={size} />
          <Caption>{size}</Caption>
        </Item>
      ))}
    </>
  ),
};

const FRAMES: Array<{ frame: AvatarFrame; src: string; nameKey: NameKey }> = [
  { frame: 'none', src: '/images/avatar-bear.svg', nameKey: 'starBear' },
  { frame: 'gold', src: '/images/avatar-rabbit.svg', nameKey: 'moonRabbit' },
  { frame: 'silver', src: '/images/avatar-cat.svg', nameKey: 'mochi' },
  { frame: 'bronze', src: '/images/avatar-fox.svg', nameKey: 'haneul' },
  { frame: 'noble', src: '/images/avatar-sun.svg', nameKey: 'sunny' },
];

/** Rank frames (gold with crown, silver, bronze) and the noble frame (violet and gold, crowned). */
export const Frames: Story = {
  args: { size: 64 },
  render: (args) => (
    <>
      {FRAMES.map(({ frame, src, nameKey }) => (
        <Item key={frame}>
          <DemoAvatar {...args} frame={frame} src={src} nameKey={nameKey} />
          <Caption>{frame}</Caption>
        </Item>
      ))}
    </>
  ),
};

/** The green dot: online or live now (announced as "online"). */
export const Online: Story = {
  render: (args) => (
    <>
      <DemoAvatar {...args} size={44} online />
      <DemoAvatar {...args} size={56} online src="/images/avatar-cat.svg" nameKey="mochi" />
      <DemoAvatar {...args} size={72} online frame="noble" src="/images/avatar-sun.svg" nameKey="sunny" />
    </>
  ),
};

/** A broken address ends on the neutral silhouette, frame and all. */
export const BrokenImage: Story = {
  args: { src: '/missing.png', frame: 'gold', size: 64 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'fallback'), {
      timeout: 5000,
    });
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName();
  },
};

/** No avatar set: the silhouette at once, no request. */
export const NoImage: Story = {
  args: { src: undefined },
  render: (args) => (
    <>
      <DemoAvatar {...args} size={32} />
      <DemoAvatar {...args} size={44} />
      <DemoAvatar {...args} size={64} frame="silver" />
    </>
  ),
};
