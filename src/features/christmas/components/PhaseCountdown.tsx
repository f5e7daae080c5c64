import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import { DAY_MS } from '../model';

export interface PhaseCountdownProps {
  /** When it ends (ms since the epoch), compared with the one app clock (server-corrected). */
  deadline: number;
  /** What it counts down to, already translated: the timer's name. */
  label: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
`;

const Label = styled.span`
  color: #ffe3a3;
  font-size: ${px(13)};
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const Digits = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(5)};
  font-variant-numeric: tabular-nums;
`;

/* An ornament-red box with a gold rim: the festival's flip digits. */
const Box = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: ${px(40)};
  height: ${px(42)};
  padding: 0 ${px(6)};
  border-radius: ${px(10)};
  background: linear-gradient(180deg, #e3304f 0%, #a3122e 100%);
  box-shadow:
    inset 0 0 0 ${px(2)} #ffd166,
    0 ${px(4)} ${px(10)} rgba(0, 0, 0, 0.35);
  color: #fff;
  font-size: ${px(22)};
  font-weight: 900;
`;

const Colon = styled.span`
  color: #ffd166;
  font-size: ${px(20)};
  font-weight: 900;
`;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The hero's countdown to the next phase: days, then hh:mm:ss in festival digit boxes. Its own (not
 * ui/Countdown): bigger, in the event's colours, and read from the one app clock.
 */
export function PhaseCountdown({ deadline, label }: PhaseCountdownProps) {
  const { t } = useTranslation('christmas');
  // Re-read four times a second (and on becoming visible): a second never shows late, a backgrounded page resyncs.
  const now = useAppNow(250);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const days = Math.floor((seconds * 1000) / DAY_MS);
  const parts = [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60];
  return (
    <Root role="timer" aria-label={label}>
      <Label aria-hidden="true">{label}</Label>
      <Digits aria-hidden="true">
        {days > 0 && <Box>{t('countdown.days', { count: days })}</Box>}
        {parts.map((part, index) => [
          index > 0 && <Colon key={`colon${index}`}>:</Colon>,
          <Box key={index}>{two(part)}</Box>,
        ])}
      </Digits>
      <VisuallyHidden>
        {t('countdown.spoken', { days, hours: parts[0], minutes: parts[1], seconds: parts[2] })}
      </VisuallyHidden>
    </Root>
  );
}
