import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WORD_JOINER } from '../../src/platform/i18n/keepNumbersWithUnits';
import { expect, fn, waitFor, within } from 'storybook/test';
import { appNow } from '../../src/platform/clock/clock';
import { Countdown, type CountdownProps } from '../../src/ui/Countdown/Countdown';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(16)};
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

type DemoProps = Omit<CountdownProps, 'target' | 'label'> & {
  /** Target relative to the app clock (ms), read when the story renders, so screenshots are stable. */
  offsetMs: number;
  /** Sample label. */
  labelKey?: 'eventEnds' | 'drawIn' | 'none';
};

/** Countdown to "app clock + offset" with a translated sample label. */
function DemoCountdown({ offsetMs, labelKey = 'eventEnds', ...props }: DemoProps) {
  const { t } = useTranslation('demo');
  const [target] = useState(() => appNow() + offsetMs);
  return (
    <Countdown {...props} target={target} label={labelKey === 'none' ? undefined : t(`forms.countdown.${labelKey}`)} />
  );
}

const meta = {
  title: 'UI/Countdown',
  component: DemoCountdown,
  args: { offsetMs: 2 * DAY + 3 * HOUR + 4 * 60 * SECOND + 5 * SECOND, onFinish: fn() },
  argTypes: { labelKey: { control: 'inline-radio', options: ['eventEnds', 'drawIn', 'none'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than a day left: the translated days part, then hh:mm:ss. */
export const WithDays: Story = {
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    // the number joined to its unit (no line break between them) where the language writes no space
    const days = {
      'zh-Hant': `2${WORD_JOINER}天`,
      'zh-Hans': `2${WORD_JOINER}天`,
      en: '2 days',
      ja: `2${WORD_JOINER}日`,
      ko: '2일',
    };
    const lang = document.documentElement.lang as keyof typeof days;
    await expect(timer).toHaveTextContent(days[lang]);
    await expect(timer).toHaveTextContent('03:04:05');
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** A few seconds left: no days part; the digits are exact. */
export const SecondsLeft: Story = {
  args: { offsetMs: 5 * SECOND, labelKey: 'drawIn' },
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('00:00:05');
    await expect(timer).not.toHaveTextContent(/天|day|日|일/);
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** Exactly one day: the singular days form. */
export const OneDay: Story = { args: { offsetMs: DAY + 30 * 60 * SECOND } };

export const Gold: Story = { args: { tone: 'gold', offsetMs: 9 * HOUR + 59 * 60 * SECOND + 59 * SECOND } };

/** No label: the timer is named by the translated "倒數計時". */
export const WithoutLabel: Story = { args: { labelKey: 'none', offsetMs: 45 * 60 * SECOND } };

/** The target has already passed: 00:00:00 and `onFinish` fires once, at once. */
export const Finished: Story = {
  args: { offsetMs: -10 * SECOND },
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('00:00:00');
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
  },
};
