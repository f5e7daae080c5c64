import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, type EmptyStateProps } from '../../src/ui/EmptyState/EmptyState';
import { darkPageTheme } from '../../src/ui/darkPageTheme';
import { pageThemeStyle } from '../../src/ui/pageThemeStyle';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  padding: ${px(16)};
  background: var(--color-canvas);
  color: var(--color-text);
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
  /** Page variables (a dark page theme) on the stage. */
  stageStyle?: React.CSSProperties;
  /** The page's own line, per language (the pages that show a kind say what is missing in their words). */
  lines?: Lines;
};

type Lines = Record<'zh-Hant' | 'zh-Hans' | 'en' | 'ja' | 'ko', string>;

/** EmptyState with translated sample copy. */
function DemoEmptyState({
  customMessage = false,
  withAction = false,
  inCard = false,
  stageStyle,
  lines,
  ...props
}: DemoProps) {
  const { t, i18n } = useTranslation('demo');
  const state = (
    <EmptyState
      {...props}
      message={lines ? lines[i18n.language as keyof Lines] : customMessage ? t('forms.emptyState.noGifts') : undefined}
      actionLabel={withAction ? t('forms.emptyState.browse') : undefined}
    />
  );
  return <Stage style={stageStyle}>{inCard ? <Card>{state}</Card> : state}</Stage>;
}

const meta = {
  title: 'UI/EmptyState',
  component: DemoEmptyState,
  args: { onAction: fn() },
} satisfies Meta<typeof DemoEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No message given: the translated "暂无数据 敬请期待" (in Taiwan usage "目前沒有資料，敬請期待"), over the opened gift box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const expected = {
      'zh-Hant': '目前沒有資料，敬請期待',
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

/** The kind's own illustration with the line a page gives it. */
const showsKind = (kind: NonNullable<EmptyStateProps['kind']>, lines: Lines): Story => ({
  args: { kind, lines },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(lines[document.documentElement.lang as keyof Lines]),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
});

/** A history with nothing in it yet (race rounds, scratch records, growth records): a clipboard with empty rows. */
export const NoRecords: Story = showsKind('noRecords', {
  'zh-Hant': '還沒有任何記錄',
  'zh-Hans': '还没有任何记录',
  en: 'No records yet',
  ja: '記録はまだありません',
  ko: '아직 기록이 없습니다',
});

/** A ledger with nothing in it yet (credit transactions): a blank receipt and a coin. */
export const NoTransactions: Story = showsKind('noTransactions', {
  'zh-Hant': '還沒有交易明細',
  'zh-Hans': '还没有交易明细',
  en: 'No transactions yet',
  ja: '取引明細はまだありません',
  ko: '아직 거래 내역이 없습니다',
});

/** An address that leads nowhere (the not-found page): a map under a magnifier; larger, it has the page to itself. */
export const NotFound: Story = showsKind('notFound', {
  'zh-Hant': '找不到你要的內容',
  'zh-Hans': '找不到你要的内容',
  en: 'Nothing to be found here',
  ja: 'お探しの内容が見つかりません',
  ko: '찾으시는 내용이 없습니다',
});

/** An event that is over (the activity-ended page): an hourglass run out, the last confetti. */
export const ActivityEnded: Story = showsKind('activityEnded', {
  'zh-Hant': '活動已結束',
  'zh-Hans': '活动已结束',
  en: 'This event has ended',
  ja: 'イベントは終了しました',
  ko: '이벤트가 종료되었습니다',
});

/** On a dark page theme (a game's night, gold accent): the disc turns to frost, the ribbon to rose, the text light. */
export const OnDarkTheme: Story = {
  args: {
    customMessage: true,
    withAction: true,
    stageStyle: {
      ...pageThemeStyle(
        darkPageTheme({
          name: 'demo-night',
          canvas: '#1B1230',
          bar: '#1E1838',
          panel: '#2A2448',
          accent: '#F6C453',
          accentStrong: '#FFD98A',
          accentGradient: 'linear-gradient(135deg, #FF7A3D 0%, #E8355E 100%)',
        }),
      ),
      minHeight: '100vh',
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
