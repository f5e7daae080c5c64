import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { eventDayFormat } from '../christmasRules';
import { PhaseCountdown } from './PhaseCountdown';
import type { Edition, Phase } from '../model';

export interface EventHeroProps {
  edition: Edition;
  phase: Phase;
  /** The next deadline to count down to, or null when the board has closed too. */
  deadline: number | null;
}

const Root = styled.header`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  padding: ${px(14)} ${px(8)} ${px(4)};
  text-align: center;
`;

const Kicker = styled.p`
  margin: 0;
  color: #ffd166;
  font-size: ${px(12)};
  font-weight: 800;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  padding: 0 ${px(6)};
  color: #ffe08a;
  font-size: ${px(32)};
  font-weight: 900;
  line-height: 1.15;
  letter-spacing: 0.03em;
  /* A title that needs two lines breaks into two even ones, not a word left alone. */
  text-wrap: balance;
  word-break: keep-all;
  text-shadow:
    0 ${px(2)} 0 #9c1239,
    0 ${px(4)} 0 #5e0b22,
    0 ${px(8)} ${px(18)} rgba(255, 90, 90, 0.45);
`;

const Dates = styled.p`
  margin: 0;
  color: var(--color-textMutedOnDark);
  font-size: ${px(13)};
`;

const PhaseChip = styled.span<{ $phase: Phase }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  margin-top: ${px(4)};
  padding: ${px(4)} ${px(12)};
  border-radius: ${px(14)};
  background: ${({ $phase }) =>
    $phase === 'open' ? '#c81e3c' : $phase === 'split' ? '#8a5a10' : 'rgba(255, 255, 255, 0.16)'};
  color: #fff;
  font-size: ${px(13)};
  font-weight: 800;
  &::before {
    content: '';
    width: ${px(7)};
    height: ${px(7)};
    border-radius: 50%;
    background: ${({ $phase }) => ($phase === 'open' ? '#7dffb0' : '#fff3c4')};
  }
`;

/** The event's banner: the year, the name, its days (UTC+8), the phase, and the countdown to the next one. */
export function EventHero({ edition, phase, deadline }: EventHeroProps) {
  const { t, i18n } = useTranslation('christmas');
  const day = eventDayFormat(i18n.language);
  return (
    <Root>
      <Kicker>{t('hero.kicker', { year: edition.year })}</Kicker>
      <Title>{t('hero.title')}</Title>
      <Dates>
        {t('hero.dates', { start: day(edition.startAt), end: day(edition.endAt - 1), split: day(edition.splitAt) })}
      </Dates>
      <PhaseChip $phase={phase} data-phase={phase}>
        {t(`phase.${phase}`)}
      </PhaseChip>
      {deadline !== null && <PhaseCountdown deadline={deadline} label={t(`countdown.${phase}`)} />}
    </Root>
  );
}
