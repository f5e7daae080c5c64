import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { px } from '../../../ui/px';
import type { FestivalDefinition } from '../definition';
import type { FestivalPhase, FestivalWindow } from '../model';

const Root = styled.header`
  position: relative;
  margin: 0 ${px(-12)};
  text-align: center;
  & > svg {
    display: block;
  }
`;

const Words = styled.div`
  position: relative;
  z-index: 1;
  margin-top: ${px(-66)};
  padding: 0 ${px(16)};
`;

const Title = styled.h2`
  margin: 0;
  background: linear-gradient(180deg, #fff 20%, var(--color-accentStrong) 100%);
  background-clip: text;
  color: transparent;
  font-size: ${px(32)};
  font-weight: 900;
  letter-spacing: 0.04em;
  line-height: 1.15;
  filter: drop-shadow(0 ${px(2)} 0 rgba(0, 0, 0, 0.45)) drop-shadow(0 0 ${px(12)} rgba(0, 0, 0, 0.35));
`;

const Tagline = styled.p`
  margin: ${px(6)} 0 0;
  color: var(--color-text);
  font-size: ${px(14)};
  font-weight: 600;
  text-shadow: 0 ${px(1)} ${px(3)} rgba(0, 0, 0, 0.6);
`;

const Dates = styled.p`
  display: inline-block;
  margin: ${px(10)} 0 0;
  padding: ${px(3)} ${px(12)};
  border-radius: ${px(999)};
  background: rgba(0, 0, 0, 0.32);
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

const Clock = styled.div<{ $phase: FestivalPhase }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  margin: ${px(12)} auto 0;
  padding: ${px(10)} ${px(16)};
  border-radius: ${px(18)};
  background: rgba(0, 0, 0, 0.28);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.14);
  width: fit-content;
`;

const PhaseBadge = styled.span<{ $phase: FestivalPhase }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  color: ${({ $phase }) => ($phase === 'live' ? '#7DFFB0' : 'var(--color-accentStrong)')};
  font-size: ${px(13)};
  font-weight: 800;
  &::before {
    width: ${px(8)};
    height: ${px(8)};
    border-radius: 50%;
    background: currentColor;
    box-shadow: 0 0 ${px(8)} currentColor;
    content: '';
  }
`;

export interface FestivalHeroProps {
  festival: FestivalDefinition;
  window: FestivalWindow | null;
  phase: FestivalPhase | null;
  /** When the phase changes next (the countdown's moment), or null. */
  target: number | null;
  /** The countdown reached its moment: the page asks the server again. */
  onPhaseEnd?: () => void;
  /** A sub-page's name under the festival's (rules, rewards). */
  subtitle?: string;
}

/** The festival's drawing, its name and dates (UTC+8), and where it is now with the countdown to the next change. */
export function FestivalHero({ festival, window, phase, target, onPhaseEnd, subtitle }: FestivalHeroProps) {
  const { t, i18n } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const day = useMemo(() => dateFormat(i18n.language, { month: 'short', day: 'numeric' }), [i18n.language]);
  const { Hero } = festival;
  return (
    <Root>
      <Hero />
      <Words>
        <Title>{own('title')}</Title>
        <Tagline>{subtitle ?? own('tagline')}</Tagline>
        {window && (
          <Dates>
            {window.end_at === null
              ? t('hero.from', { start: day(window.start_at) })
              : t('hero.dates', { start: day(window.start_at), end: day(window.end_at - 1) })}
          </Dates>
        )}
        {phase && phase !== 'gone' && !subtitle && (
          <Clock $phase={phase}>
            <PhaseBadge $phase={phase}>{t(`phase.${phase}`)}</PhaseBadge>
            {target !== null && (
              <Countdown tone="gold" target={target} label={t(`countdown.${phase}`)} onFinish={onPhaseEnd} />
            )}
          </Clock>
        )}
      </Words>
    </Root>
  );
}
