import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Countdown } from '../../../../ui/Countdown/Countdown';
import { px } from '../../../../ui/px';
import { heroSurface, lightSurface } from '../../../../ui/surfaces';
import { HeroArt } from './TaskArt';

export interface PeriodHeroProps {
  /** When the new-anchor period ends (ms), or null when the server did not say. */
  endsAt: number | null;
  ended: boolean;
  onPeriodEnd: () => void;
  /** All the cash the milestones pay, formatted ("CN¥130"), or '' when there is none. */
  cashTotal: string;
}

const Root = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${px(18)} ${px(16)} ${px(14)};
  background:
    radial-gradient(90% 70% at 100% 10%, rgba(255, 196, 84, 0.55) 0%, transparent 60%),
    radial-gradient(60% 50% at 0% 100%, rgba(255, 120, 60, 0.45) 0%, transparent 70%),
    linear-gradient(170deg, #9e0f37 0%, #c81e3f 48%, #d8362f 100%);
  ${heroSurface}
`;

/** Confetti and streamers, behind everything. */
const Confetti = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

const Top = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr ${px(142)};
  align-items: center;
  min-height: ${px(150)};
`;

const Words = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(8)};
  min-width: 0;
`;

const Kicker = styled.span`
  padding: ${px(3)} ${px(10)};
  border-radius: ${px(12)};
  background: linear-gradient(90deg, #ffe58a, #ffc233);
  color: #6b2300;
  font-size: ${px(12)};
  font-weight: 800;
  letter-spacing: 0.06em;
`;

const Headline = styled.h2`
  margin: 0;
  color: #fff;
  font-size: ${px(26)};
  font-weight: 900;
  line-height: 1.2;
  letter-spacing: 0.02em;
  white-space: pre-line;
  text-shadow: 0 ${px(2)} 0 rgba(110, 8, 30, 0.55);
`;

const Prize = styled.p`
  margin: 0;
  color: #fff;
  font-size: ${px(14)};
  font-weight: 700;
  line-height: 1.4;

  strong {
    display: block;
    color: #ffe58a;
    font-size: ${px(30)};
    font-weight: 900;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
    text-shadow: 0 ${px(2)} 0 rgba(110, 8, 30, 0.6);
  }
`;

const Art = styled.div`
  justify-self: end;
  margin-right: ${px(-8)};
`;

/** The cream ticket under the headline: the period's countdown and how many tasks are done. */
const Ticket = styled.div`
  ${lightSurface}
  position: relative;
  display: flex;
  justify-content: center;
  margin-top: ${px(10)};
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(14)};
  background: linear-gradient(180deg, #fffaf0 0%, #fff0d6 100%);
  box-shadow: 0 ${px(4)} ${px(12)} rgba(110, 8, 30, 0.3);
`;

const Ended = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(2)};
  text-align: center;
  margin: 0;
  color: var(--color-text);
  font-size: ${px(12)};

  strong {
    color: #a3123a;
    font-size: ${px(15)};
    font-weight: 900;
  }
`;

/* Confetti in the margins and around the art, never over the words. */
const PIECES = [
  { x: 38, y: 2, w: 5, h: 8, r: -30, c: '#FF9FB2' },
  { x: 50, y: 30, w: 4, h: 8, r: 50, c: '#FFFFFF' },
  { x: 1, y: 4, w: 5, h: 9, r: -15, c: '#FFC233' },
  { x: 58, y: 4, w: 5, h: 8, r: -45, c: '#FFD1DA' },
  { x: 96, y: 6, w: 5, h: 9, r: 25, c: '#FFFFFF' },
  { x: 54, y: 66, w: 4, h: 7, r: -20, c: '#FFC233' },
  { x: 97, y: 60, w: 4, h: 7, r: 40, c: '#FFE58A' },
];

/** v4's festive hero: what the tasks pay, the treasure art, and the new-anchor period's countdown (or its end). */
export function PeriodHero({ endsAt, ended, onPeriodEnd, cashTotal }: PeriodHeroProps) {
  const { t } = useTranslation('anchorTasks');
  return (
    <Root aria-labelledby="anchor-tasks-hero">
      <Confetti viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {PIECES.map((piece, index) => (
          <rect
            key={index}
            x={piece.x}
            y={piece.y}
            width={piece.w * 0.5}
            height={piece.h * 0.5}
            rx="0.6"
            fill={piece.c}
            opacity="0.75"
            transform={`rotate(${piece.r} ${piece.x} ${piece.y})`}
          />
        ))}
      </Confetti>
      <Top>
        <Words>
          <Kicker>{t('hero.kicker')}</Kicker>
          <Headline id="anchor-tasks-hero">{t('hero.headline')}</Headline>
          {cashTotal && (
            <Prize>
              {t('hero.upTo')}
              <strong>{cashTotal}</strong>
            </Prize>
          )}
        </Words>
        <Art>
          <HeroArt size={150} />
        </Art>
      </Top>
      <Ticket>
        {ended ? (
          <Ended role="status">
            <strong>{t('period.ended')}</strong>
            {t('period.endedNote')}
          </Ended>
        ) : endsAt !== null ? (
          <Countdown target={endsAt} label={t('period.left')} tone="festival" onFinish={onPeriodEnd} />
        ) : null}
      </Ticket>
    </Root>
  );
}
