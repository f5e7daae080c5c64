import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { px } from '../../src/ui/px';
import { Scaffold, type ScaffoldProps } from '../../src/ui/Scaffold/Scaffold';
import { forced, RestAndForced } from './forcedStates';

const Body = styled.p`
  margin: 0;
  padding: ${px(20)} ${px(16)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.7;
`;

type DemoProps = Omit<ScaffoldProps, 'title' | 'rightAction'> & {
  titleKey?: 'rules' | 'longTitle';
  withRightAction?: boolean;
};

/** The scaffold with translated sample copy. */
function DemoScaffold({ titleKey, withRightAction, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  return (
    <Scaffold
      {...props}
      title={titleKey ? t(titleKey) : undefined}
      rightAction={
        withRightAction ? (
          <Button size="small" variant="ghost">
            {t('rules')}
          </Button>
        ) : undefined
      }
    >
      <Body>{t('body')}</Body>
    </Scaffold>
  );
}

const meta = {
  title: 'UI/Scaffold',
  component: DemoScaffold,
  args: { onBack: fn() },
} satisfies Meta<typeof DemoScaffold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No title given: the translated default "标题". */
export const DefaultTitle: Story = {
  play: async ({ canvasElement }) => {
    const expected = { 'zh-Hant': '標題', 'zh-Hans': '标题', en: 'Title', ja: 'タイトル', ko: '제목' };
    const lang = document.documentElement.lang as keyof typeof expected;
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(expected[lang]);
  },
};

export const WithBack: Story = {
  args: { titleKey: 'rules' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /返回|Back|戻る|뒤로/ }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithRightAction: Story = { args: { titleKey: 'rules', withRightAction: true } };

/** Long titles are cut with an ellipsis and never push the controls away. */
export const LongTitle: Story = { args: { titleKey: 'longTitle', withRightAction: true } };

/** No back handler: the page has nowhere to go back to, so no back control. */
export const WithoutBack: Story = { args: { titleKey: 'rules', onBack: undefined } };

/** An iPhone with a notch reports 44 px: the title bar moves below it. */
export const TallStatusBar: Story = {
  args: { titleKey: 'rules' },
  globals: { statusBarHeight: '44' },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header');
    await expect(header && getComputedStyle(header).paddingTop).toBe('44px');
  },
};

/** A shared link opened in a plain browser: no native status bar to avoid. */
export const InBrowser: Story = {
  args: { titleKey: 'rules' },
  globals: { host: 'browser' },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header');
    await expect(header && getComputedStyle(header).paddingTop).toBe('0px');
  },
};

export const SmallPhone: Story = {
  args: { titleKey: 'longTitle', withRightAction: true },
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** Activity pages ask for the vendor disclaimer: shown under the body on iOS… */
export const IosFooterOnIos: Story = {
  args: { titleKey: 'rules', iosFooter: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('footer')).not.toBeNull();
  },
};

/** …and absent on Android. */
export const IosFooterOnAndroid: Story = {
  args: { titleKey: 'rules', iosFooter: true },
  globals: { platform: 'android' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('footer')).toBeNull();
  },
};

/** Back pressed (`:active`): the arrow dims, as a title bar's back button does. (The screen at rest is WithBack.) */
export const BackPressed: Story = {
  args: { titleKey: 'rules' },
  render: (args) => (
    <RestAndForced state="pressed" forcedOnly>
      <DemoScaffold {...args} />
    </RestAndForced>
  ),
  parameters: forced('pressed', 'header button'),
};

/** Keyboard focus on back (`:focus-visible`). (The screen at rest is WithBack.) */
export const BackFocusVisible: Story = {
  args: { titleKey: 'rules' },
  render: (args) => (
    <RestAndForced state="focus-visible" forcedOnly>
      <DemoScaffold {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'header button'),
};
