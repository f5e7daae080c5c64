import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { NOBLE_ART } from '../../../ui/NobleBadge/nobleArt';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { CYCLE_DAYS, type NobleProjection, type NobleTier } from '../model';
import { GlowBar, GoldText } from './NobleStage';

export interface NobleHeroProps {
  tier: NobleTier | null;
  growth: number;
  /** 0–1 of the way from this tier's requirement to the next one's. */
  progress: number;
  projection: NobleProjection;
  /** The cycle's end came while the page is open: the server settles it, the page reads the standing again. */
  onCycleEnd?: () => void;
}

const turn = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(18)} ${px(8)} ${px(6)};
  text-align: center;
`;

const Halo = styled.div<{ $glow: string }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(156)};
  height: ${px(156)};

  &::after {
    content: '';
    position: absolute;
    inset: 18%;
    border-radius: 50%;
    background: radial-gradient(circle, ${({ $glow }) => $glow} 0%, transparent 70%);
  }
`;

/* The turning rays: drawn (not a masked gradient, which Chromium composites differently frame to frame) on an
   element Storybook's test-runner can pause for screenshots. */
const Rays = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  animation: ${turn} 24s linear infinite;
  ${whenReducedMotion(css`
    animation: none;
  `)}
`;

const RAY_ANGLES = Array.from({ length: 24 }, (_, index) => index * 15);

function RayRing({ color }: { color: string }) {
  return (
    <Rays viewBox="-50 -50 100 100" aria-hidden="true">
      {RAY_ANGLES.map((angle) => (
        <path key={angle} d="M-1.6 -24 L0 -48 L1.6 -24 Z" fill={color} transform={`rotate(${angle})`} />
      ))}
    </Rays>
  );
}

const Badge = styled.div`
  position: relative;
  z-index: 1;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${px(30)};
  font-weight: 900;
  letter-spacing: 0.08em;
  line-height: 1.2;
`;

const Plain = styled.h2`
  margin: 0;
  color: #fff;
  font-size: ${px(22)};
  font-weight: 800;
`;

const Growth = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};

  strong {
    margin-left: ${px(6)};
    color: #fff;
    font-size: ${px(20)};
    font-variant-numeric: tabular-nums;
  }
`;

const Next = styled.p`
  margin: 0;
  color: #ffe3a3;
  font-size: ${px(13)};
  font-weight: 600;
`;

const Cycle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  margin-top: ${px(6)};
`;

const Day = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-weight: 600;
`;

/** My tier (its badge with a turning halo in its colour), my growth and how far the next tier is, and the cycle's end. */
export function NobleHero({ tier, growth, progress, projection, onCycleEnd }: NobleHeroProps) {
  const { t, i18n } = useTranslation('noble');
  const n = (value: number) => formatNumber(i18n.language, value);
  const art = tier ? NOBLE_ART[tier] : null;
  return (
    <Root aria-labelledby="noble-hero-name">
      <Halo $glow={art?.glow ?? 'rgba(255, 255, 255, 0.12)'}>
        <RayRing color={art?.glow ?? 'rgba(255, 255, 255, 0.12)'} />
        <Badge style={tier ? undefined : { filter: 'grayscale(1)', opacity: 0.45 }}>
          <NobleBadge rank={tier ?? 'knight'} size={104} glow={tier !== null} />
        </Badge>
      </Halo>
      {tier ? (
        <Name id="noble-hero-name">
          <GoldText>{t(`tiers.${tier}`)}</GoldText>
        </Name>
      ) : (
        <Plain id="noble-hero-name">{t('hero.none')}</Plain>
      )}
      <Growth>
        {t('hero.growth')}
        <strong>{n(growth)}</strong>
      </Growth>
      <GlowBar share={progress} label={t('hero.progress')} />
      <Next>
        {projection.next
          ? t('hero.toNext', { tier: t(`tiers.${projection.next.tier}`), amount: n(projection.next.needed) })
          : t('hero.top')}
      </Next>
      {tier && (
        <Cycle>
          <Day>{t('hero.cycleDay', { day: projection.cycleDay, days: CYCLE_DAYS })}</Day>
          <Countdown target={projection.cycleEndAt} label={t('hero.cycleEnds')} tone="gold" onFinish={onCycleEnd} />
        </Cycle>
      )}
    </Root>
  );
}
