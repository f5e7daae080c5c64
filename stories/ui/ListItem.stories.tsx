import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../../src/ui/Avatar/Avatar';
import { Badge } from '../../src/ui/Badge/Badge';
import { CurrencyAmount } from '../../src/ui/CurrencyAmount/CurrencyAmount';
import { CrownIcon } from '../../src/ui/icons/CrownIcon';
import { GoldCoinIcon } from '../../src/ui/icons/Coin';
import { PointsIcon } from '../../src/ui/icons/PointsIcon';
import { TrophyIcon } from '../../src/ui/icons/TrophyIcon';
import { ListItem, type ListItemProps } from '../../src/ui/ListItem/ListItem';
import { px } from '../../src/ui/px';
import { Tag } from '../../src/ui/Tag/Tag';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(12)};
`;

const Group = styled.div`
  overflow: hidden;
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

type ItemKey = 'wallet' | 'noble' | 'tasks' | 'longTitle';
const SUBTITLES: Record<ItemKey, 'walletSub' | 'nobleSub' | 'tasksSub' | 'longSub'> = {
  wallet: 'walletSub',
  noble: 'nobleSub',
  tasks: 'tasksSub',
  longTitle: 'longSub',
};

/** ListItem with translated sample title and subtitle. */
function DemoItem({
  itemKey,
  withSubtitle = true,
  ...props
}: Omit<ListItemProps, 'title' | 'subtitle'> & { itemKey: ItemKey; withSubtitle?: boolean }) {
  const { t } = useTranslation('demo');
  return (
    <ListItem
      {...props}
      title={t(`display.list.${itemKey}`)}
      subtitle={withSubtitle ? t(`display.list.${SUBTITLES[itemKey]}`) : undefined}
    />
  );
}

/** Every lazy image has finished (loaded or fallen back), so screenshots never catch one mid-load. */
async function imagesSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-state="idle"], [data-state="loading"]')).toHaveLength(0),
    { timeout: 5000 },
  );
}

const meta = {
  title: 'UI/ListItem',
  component: DemoItem,
  args: { itemKey: 'wallet', leading: <GoldCoinIcon size={28} />, onClick: fn() },
  argTypes: {
    itemKey: { control: 'select', options: ['wallet', 'noble', 'tasks', 'longTitle'] },
    leading: { control: false },
    trailing: { control: false },
  },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
  play: async ({ canvasElement }) => imagesSettled(canvasElement),
} satisfies Meta<typeof DemoItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole item is one button with a chevron. */
export const Tappable: Story = {
  args: { trailing: <CurrencyAmount amount={12800} currency="gold" size="small" /> },
  render: (args) => (
    <Group>
      <DemoItem {...args} />
    </Group>
  ),
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('button');
    await userEvent.click(item);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    item.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** No handler: plain content, no chevron, not focusable. */
export const Static: Story = {
  args: { onClick: undefined, itemKey: 'tasks', leading: <PointsIcon size={28} /> },
  render: function Render(args) {
    const { t } = useTranslation('demo');
    return (
      <Group>
        <DemoItem
          {...args}
          trailing={
            <Tag tone="success" variant="outline">
              {t('display.list.done')}
            </Tag>
          }
        />
      </Group>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** An avatar in front (friends, followers). */
export const WithAvatar: Story = {
  render: function Render(args) {
    const { t } = useTranslation('demo');
    return (
      <Group>
        <ListItem
          onClick={args.onClick}
          leading={
            <Avatar src="/images/avatar-rabbit.svg" name={t('display.names.moonRabbit')} size={40} online decorative />
          }
          title={t('display.names.moonRabbit')}
          subtitle={t('display.medals.qixi')}
          trailing={<Badge count={3} />}
        />
      </Group>
    );
  },
};

/** Long title and subtitle stay on one line each, with an ellipsis. */
export const LongText: Story = {
  args: { itemKey: 'longTitle', leading: <TrophyIcon size={28} /> },
  render: (args) => (
    <Group>
      <DemoItem {...args} />
    </Group>
  ),
};

/** Several items in one card, separated by hairlines. */
export const Grouped: Story = {
  render: (args) => (
    <Group>
      <DemoItem
        {...args}
        itemKey="wallet"
        leading={<GoldCoinIcon size={28} />}
        trailing={<CurrencyAmount amount={12800} currency="gold" size="small" />}
        divider
      />
      <DemoItem {...args} itemKey="noble" leading={<CrownIcon size={28} />} divider />
      <DemoItem {...args} itemKey="tasks" leading={<PointsIcon size={28} />} trailing={<Badge dot />} />
    </Group>
  ),
};

/** A tappable item pressed (`:active`), below the same item at rest: the row darkens under the finger. */
export const Pressed: Story = {
  args: { trailing: <CurrencyAmount amount={12800} currency="gold" size="small" /> },
  render: (args) => (
    <RestAndForced state="pressed">
      <Group>
        <DemoItem {...args} />
      </Group>
    </RestAndForced>
  ),
  parameters: forced('pressed', 'button'),
};

/** Keyboard focus (`:focus-visible`), below the same item at rest: the ring inside the row's edge. */
export const FocusVisible: Story = {
  args: { trailing: <CurrencyAmount amount={12800} currency="gold" size="small" /> },
  render: (args) => (
    <RestAndForced state="focus-visible">
      <Group>
        <DemoItem {...args} />
      </Group>
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'button'),
};
