import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, type EmptyStateProps } from '../../src/ui/EmptyState/EmptyState';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  padding: ${px(16)};
  background: var(--color-canvas);
`;

const Card = styled.div`
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

type DemoProps = Omit<EmptyStateProps, 'message' | 'actionLabel'> & {
  /** Use the sample "no gifts yet" line instead of the translated default. */
  customMessage?: boolean;
  /** Show the sample action button (needs `onAction`). */
  withAction?: boolean;
  /** Show it inside a white card, as in a list section. */
  inCard?: boolean;
};

/** EmptyState with translated sample copy. */
function DemoEmptyState({ customMessage = false, withAction = false, inCard = false, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  const state = (
    <EmptyState
      {...props}
      message={customMessage ? t('forms.emptyState.noGifts') : undefined}
      actionLabel={withAction ? t('forms.emptyState.browse') : undefined}
    />
  );
  return inCard ? <Card>{state}</Card> : state;
}

const meta = {
  title: 'UI/EmptyState',
  component: DemoEmptyState,
  args: { onAction: fn() },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No message given: the translated "暂无数据 敬请期待". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const expected = {
      'zh-Hant': '暫無數據 敬請期待',
      'zh-Hans': '暂无数据 敬请期待',
      en: 'No data yet — stay tuned',
      ja: 'データはまだありません お楽しみに',
      ko: '데이터가 없습니다. 기대해 주세요',
    };
    await expect(canvasElement).toHaveTextContent(expected[document.documentElement.lang as keyof typeof expected]);
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: { customMessage: true, withAction: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const CustomMessage: Story = { args: { customMessage: true } };

/** Smaller, inside a card or a tab panel. */
export const Compact: Story = { args: { compact: true, inCard: true } };
