import { Fragment, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { appNow } from '../../platform/clock/clock';
import { px } from '../px';
import { palette } from '../tokens';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { pad2, remainingMs, splitDuration } from './countdownParts';

export type CountdownTone = 'festival' | 'gold';

export interface CountdownProps {
  /** When the countdown ends: a timestamp in ms, compared with the app clock (`appNow()`). */
  target: number;
  /** Short text before the digits, e.g. "距離活動結束", already translated; also the timer's accessible name. */
  label?: string;
  /** Called once when the time is up — at once if `target` has already passed. */
  onFinish?: () => void;
  /** Colour of the digit boxes: festival red (default) or gold. */
  tone?: CountdownTone;
}

/** How often the clock is re-read. Short, so a second never shows late; renders only when a second changes. */
const TICK_MS = 250;

const secondsLeft = (target: number) => Math.ceil(remainingMs(target, appNow()) / 1000);

const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(6)} ${px(8)};
`;

const Label = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 500;
`;

const Digits = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  font-variant-numeric: tabular-nums;
`;

const tones: Record<CountdownTone, { box: ReturnType<typeof css>; days: ReturnType<typeof css>; colon: string }> = {
  festival: {
    box: css`
      background: linear-gradient(180deg, var(--color-accentStrong) 0%, #9c1239 100%);
      color: var(--color-onAccent);
      box-shadow: inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.22), 0 ${px(3)} ${px(8)} rgba(200, 30, 75, 0.28);
    `,
    days: css`
      background: #fff0f3;
      color: var(--color-accentStrong);
      box-shadow: inset 0 0 0 ${px(1)} #f8c9d5;
    `,
    colon: 'var(--color-accentStrong)',
  },
  gold: {
    box: css`
      background: var(--color-goldGradient);
      /* Ink on the gold, whatever surface the countdown sits on (a dark surface's text colour is white). */
      color: ${palette.ink};
      box-shadow: inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.6), 0 ${px(3)} ${px(8)} rgba(185, 128, 31, 0.3);
    `,
    days: css`
      background: #fff6dc;
      color: ${palette.ink};
      box-shadow: inset 0 0 0 ${px(1)} #f3d88f;
    `,
    colon: 'var(--color-text)',
  },
};

const Days = styled.span<{ $tone: CountdownTone }>`
  display: inline-flex;
  align-items: center;
  height: ${px(30)};
  margin-right: ${px(2)};
  padding: 0 ${px(10)};
  border-radius: ${px(8)};
  font-size: ${px(15)};
  font-weight: 700;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone].days}
`;

const Box = styled.span<{ $tone: CountdownTone }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  min-width: ${px(32)};
  height: ${px(32)};
  padding: 0 ${px(4)};
  border-radius: ${px(8)};
  font-size: ${px(18)};
  font-weight: 700;
  line-height: 1;
  ${({ $tone }) => tones[$tone].box}
  /* The flip-clock seam. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    height: ${px(1)};
    background: rgba(0, 0, 0, 0.14);
  }
`;

const Colon = styled.span<{ $tone: CountdownTone }>`
  color: ${({ $tone }) => tones[$tone].colon};
  font-size: ${px(18)};
  font-weight: 700;
  line-height: 1;
  transform: translateY(-${px(1)});
`;

/**
 * A festival countdown to `target`: "2天 03:04:05", days only from one day on.
 * Each tick re-reads the app clock instead of counting intervals, so a page that
 * was in the background shows the right time as soon as it is visible again.
 */
export function Countdown({ target, label, onFinish, tone = 'festival' }: CountdownProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const [seconds, setSeconds] = useState(() => secondsLeft(target));
  // The latest onFinish, without restarting the effect below when a parent passes a new function.
  const finish = useEffectEvent(() => onFinish?.());
  const firedFor = useRef<number | null>(null);

  useEffect(() => {
    const sync = () => setSeconds(secondsLeft(target));
    sync();
    if (secondsLeft(target) === 0) return undefined;
    const timer = window.setInterval(sync, TICK_MS);
    document.addEventListener('visibilitychange', sync);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', sync);
    };
  }, [target]);

  useEffect(() => {
    if (seconds > 0 || firedFor.current === target) return;
    firedFor.current = target;
    finish();
  }, [seconds, target]);

  const { days, hours, minutes, seconds: secs } = splitDuration(seconds * 1000);
  const clock = [pad2(hours), pad2(minutes), pad2(secs)];
  const daysText = days >= 1 ? t('countdown.days', { count: days }) : '';
  const spoken = [daysText, t('countdown.spoken', { hours, minutes, seconds: secs })].filter(Boolean).join(' ');

  return (
    <Root
      role="timer"
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : t('countdown.label')}
    >
      {label && <Label id={labelId}>{label}</Label>}
      <Digits aria-hidden="true">
        {daysText && <Days $tone={tone}>{daysText}</Days>}
        {clock.map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <Colon $tone={tone}>:</Colon>}
            <Box $tone={tone}>{part}</Box>
          </Fragment>
        ))}
      </Digits>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Root>
  );
}
