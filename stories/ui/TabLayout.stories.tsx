import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { px } from '../../src/ui/px';
import { TabLayout, type TabLayoutProps } from '../../src/ui/TabLayout/TabLayout';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  min-height: ${px(320)};
  background: var(--color-canvas);
`;

const PanelBody = styled.p`
  margin: ${px(16)};
  padding: ${px(20)} ${px(16)};
  border-radius: ${px(12)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.7;
`;

const TAB_KEYS = ['ranking', 'rewards', 'rules', 'records'] as const;

type DemoProps = Omit<TabLayoutProps, 'titles' | 'panels' | 'renderPanel'> & {
  /** How many sample tabs to show. */
  tabCount?: 2 | 3 | 4;
  /** Keep the selected index in the story (controlled) instead of inside TabLayout. */
  controlled?: boolean;
};

/** TabLayout with translated sample tabs and panels. */
function DemoTabs({ tabCount = 4, controlled = true, index, onChange, ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  const titles = TAB_KEYS.slice(0, tabCount).map((key) => t(`forms.tabs.${key}`));
  const panels = titles.map((title) => <PanelBody key={title}>{t('forms.tabs.panel', { tab: title })}</PanelBody>);
  const [current, setCurrent] = useState(index ?? 0);
  const control = controlled
    ? {
        index: current,
        onChange: (next: number) => {
          setCurrent(next);
          onChange?.(next);
        },
      }
    : { onChange };
  return <TabLayout {...props} {...control} titles={titles} panels={panels} aria-label={t('forms.tabs.label')} />;
}

const meta = {
  title: 'UI/TabLayout',
  component: DemoTabs,
  args: { onChange: fn() },
  argTypes: { tabCount: { control: 'inline-radio', options: [2, 3, 4] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Controlled (`index` + `onChange`): tapping a tab moves the selection and the underline. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[1]!);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(tabs[1]!.textContent ?? '');
  },
};

/** Arrow keys, Home and End move focus and selection together (roving tabindex). */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveAttribute('tabindex', '0');
    await expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(tabs[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Uncontrolled with `defaultIndex`: the third tab is selected at first. */
export const Uncontrolled: Story = {
  args: { controlled: false, defaultIndex: 2 },
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[0]!);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(0);
  },
};

/** A finger swipe to the left on the panel goes to the next tab; a mostly vertical drag does nothing. */
export const Swipe: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel');
    const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true };
    await fireEvent.pointerDown(panel, { ...touch, clientX: 300, clientY: 120 });
    await fireEvent.pointerUp(panel, { ...touch, clientX: 120, clientY: 130 });
    await waitFor(() => expect(canvas.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onChange).toHaveBeenCalledWith(1);
    const next = canvas.getByRole('tabpanel');
    await fireEvent.pointerDown(next, { ...touch, clientX: 200, clientY: 100 });
    await fireEvent.pointerUp(next, { ...touch, clientX: 260, clientY: 300 });
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TwoTabs: Story = { args: { tabCount: 2 } };

export const ThreeTabs: Story = { args: { tabCount: 3, index: 1 } };

export const SmallPhone: Story = { globals: { viewport: { value: 'phone320', isRotated: false } } };

/** The second tab pressed (`:active`), below the same tabs at rest: a soft tint behind its title; nothing moves until it is picked. */
export const Pressed: Story = {
  render: (args) => (
    <RestAndForced state="pressed">
      <DemoTabs {...args} />
    </RestAndForced>
  ),
  parameters: forced('pressed', '[role="tab"]:nth-child(2)'),
};

/** Keyboard focus on the selected tab (`:focus-visible`, roving tabindex), below the same tabs at rest. */
export const FocusVisible: Story = {
  render: (args) => (
    <RestAndForced state="focus-visible">
      <DemoTabs {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', '[role="tab"][aria-selected="true"]'),
};
