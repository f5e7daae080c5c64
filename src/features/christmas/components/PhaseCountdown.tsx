import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';

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

/**
 * The hero's countdown to the next phase: days, then hh:mm:ss in festival digit boxes. Its own look (not
 * ui/Countdown's boxes): bigger, ornament red with a gold rim on the night sky; the same parts and words.
 */
export function PhaseCountdown({ deadline, label }: PhaseCountdownProps) {
  const { t } = useTranslation('ui');
  // Re-read four times a second (and on becoming visible): a second never shows late, a backgrounded page resyncs.
  const now = useAppNow(250);
  // ui/Countdown's parts, not its module: importing it would split the boards' countdown chunk in two.
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const [days, hours, minutes, seconds] = [
    Math.floor(left / 86_400),
    Math.floor(left / 3600) % 24,
    Math.floor(left / 60) % 60,
    left % 60,
  ];
  const daysText = days > 0 ? t('countdown.days', { count: days }) : '';
  return (
    <Root role="timer" aria-label={label}>
      <Label aria-hidden="true">{label}</Label>
      <Digits aria-hidden="true">
        {daysText && <Box>{daysText}</Box>}
        {[hours, minutes, seconds].map((part, index) => [
          index > 0 && <Colon key={`colon${index}`}>:</Colon>,
          <Box key={index}>{String(part).padStart(2, '0')}</Box>,
        ])}
      </Digits>
      <VisuallyHidden>
        {[daysText, t('countdown.spoken', { hours, minutes, seconds })].filter(Boolean).join(' ')}
      </VisuallyHidden>
    </Root>
  );
}
