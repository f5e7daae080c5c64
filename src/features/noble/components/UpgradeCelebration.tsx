import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { CloseButton } from '../../../ui/Modal/CloseButton';
import { Overlay } from '../../../ui/Modal/Overlay';
import { whenReducedMotion } from '../../../ui/motion';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { NOBLE_ART } from '../../../ui/NobleBadge/nobleArt';
import { px } from '../../../ui/px';
import { darkSurface } from '../../../ui/surfaces';
import { CYCLE_DAYS, type NobleTier } from '../model';

/*
 * The badge reveal, full screen: the tier's emblem rises large out of its own light under turning gold rays, with
 * sparkles and the games' coins (ui/Celebration), then the tier's name in gold. One reveal for every way a tier is
 * reached — an upgrade earned by growth, a purchase, a renewal — once each (the page remembers it). Its code loads
 * only when there is one to show. Transform and opacity only; every animation ends in the frame a screenshot shows,
 * and under reduced motion nothing moves.
 */

const rise = keyframes`
  0% { opacity: 0; transform: translateY(${px(30)}) scale(0.3) rotateY(80deg); }
  60% { opacity: 1; transform: translateY(0) scale(1.1) rotateY(0); }
  100% { opacity: 1; transform: none; }
`;

const turn = keyframes`
  from { transform: rotate(0); }
  to { transform: rotate(30deg); }
`;

const twinkle = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.35; transform: scale(0.6); }
`;

const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(${px(14)}); }
  to { opacity: 1; transform: none; }
`;

const still = css`
  animation: none;
`;

/* The whole screen: night violet lit by the tier's colour behind the emblem. */
const Stage = styled.div<{ $glow: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100vw;
  height: 100dvh;
  padding: calc(${px(56)} + var(--status-bar-height, 0px)) ${px(28)} calc(${px(32)} + var(--safe-bottom, 0px));
  overflow: hidden;
  background:
    radial-gradient(circle at 50% 36%, ${({ $glow }) => $glow} 0%, transparent ${px(190)}),
    radial-gradient(120% 70% at 50% 36%, #46209a 0%, #0e0724 70%);
  text-align: center;
  ${darkSurface}
  --focus-ring: var(--color-gold);
`;

const Corner = styled.div`
  position: absolute;
  top: calc(${px(8)} + var(--status-bar-height, 0px));
  right: ${px(8)};
  z-index: 2;
  color: #fff;
  --color-textMuted: #fff;
`;

const Burst = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(280)};
  height: ${px(280)};
  margin-bottom: ${px(-18)};
  perspective: ${px(600)};
`;

const Rays = styled.svg`
  position: absolute;
  inset: ${px(-60)};
  width: calc(100% + ${px(120)});
  height: calc(100% + ${px(120)});
  animation: ${turn} 2.4s cubic-bezier(0.2, 0.8, 0.3, 1) both;
  ${whenReducedMotion(still)}
`;

const RAYS = Array.from({ length: 20 }, (_, index) => index * 18);

/* A pedestal of light under the emblem. */
const Halo = styled.span`
  position: absolute;
  bottom: ${px(46)};
  left: 50%;
  width: ${px(170)};
  height: ${px(34)};
  border-radius: 50%;
  background: radial-gradient(closest-side, rgba(255, 231, 163, 0.75), rgba(255, 231, 163, 0));
  transform: translateX(-50%);
`;

const Emblem = styled.div`
  position: relative;
  animation: ${rise} 0.9s cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
  ${whenReducedMotion(still)}
`;

const Sparkles = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;

  use {
    transform-box: fill-box;
    transform-origin: center;
    animation: ${twinkle} 1.2s ease-in-out 2 both;
    ${whenReducedMotion(still)}
  }
`;

/* Where each sparkle sits on the 280-unit burst, its size and how late it twinkles. */
const SPARKLES = [
  [52, 70, 1, 0],
  [226, 58, 0.8, 200],
  [240, 170, 1.2, 420],
  [40, 190, 0.7, 300],
  [140, 22, 0.9, 120],
  [196, 236, 0.6, 520],
  [88, 240, 0.8, 640],
] as const;

const Words = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  max-width: ${px(320)};
  animation: ${fadeUp} 0.5s ease-out 0.5s both;
  ${whenReducedMotion(still)}
`;

const Kicker = styled.p`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  margin: 0;
  color: #ffe3a3;
  font-size: ${px(13)};
  font-weight: 700;
  letter-spacing: 0.12em;

  &::before,
  &::after {
    content: '';
    width: ${px(28)};
    height: ${px(1)};
    background: linear-gradient(90deg, transparent, #f6c453);
  }

  &::after {
    transform: scaleX(-1);
  }
`;

/* The tier's name in gold foil: light from the top left, a darker edge below. */
const Name = styled.p`
  margin: 0;
  background: linear-gradient(170deg, #fffbe8 0%, #ffe7a3 30%, #f6c453 55%, #b9801f 100%);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  font-size: ${px(44)};
  font-weight: 900;
  letter-spacing: 0.12em;
  line-height: 1.15;
  filter: drop-shadow(0 ${px(2)} ${px(6)} rgba(0, 0, 0, 0.5));
`;

const Title = styled.h2`
  margin: 0;
  color: #fff;
  font-size: ${px(20)};
  font-weight: 800;
  line-break: strict;
`;

const Body = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.55;
  line-break: strict;
  text-wrap: pretty;
`;

const Action = styled(Button)`
  min-width: ${px(200)};
  margin-top: ${px(18)};
  background: linear-gradient(180deg, #ffe7a3 0%, #f6c453 45%, #d99a2b 100%);
  color: #3b2300;
  font-weight: 800;
  box-shadow:
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.7),
    0 ${px(8)} ${px(22)} rgba(246, 196, 83, 0.4);
`;

/**
 * The moment a member reaches a tier (or renews one): the full-screen reveal of its emblem, its name and what
 * happens now. `open` false closes it (the page keeps it mounted for one more frame; nothing is left on screen).
 */
export function UpgradeCelebration({
  tier,
  open,
  onClose,
  kind = 'upgrade',
}: {
  tier: NobleTier;
  open: boolean;
  onClose: () => void;
  kind?: 'upgrade' | 'renew';
}) {
  const { t } = useTranslation('noble');
  const titleId = useId();
  if (!open) return null;
  const name = t(`tiers.${tier}`);
  const art = NOBLE_ART[tier];
  return (
    <Overlay placement="center" labelledBy={titleId} onDismiss={onClose}>
      <Stage $glow={art.glow} data-reveal={tier}>
        <Corner>
          <CloseButton onClick={onClose} />
        </Corner>
        <Burst>
          <Rays viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
            <defs>
              <radialGradient id="nb-reveal-ray">
                <stop offset="0.2" stopColor="#FFE7A3" stopOpacity="0.7" />
                <stop offset="1" stopColor="#FFE7A3" stopOpacity="0" />
              </radialGradient>
            </defs>
            {RAYS.map((angle) => (
              <path
                key={angle}
                d="M-3.2 -10 L0 -50 L3.2 -10 Z"
                fill="url(#nb-reveal-ray)"
                transform={`rotate(${angle})`}
              />
            ))}
          </Rays>
          <Halo aria-hidden="true" />
          <Emblem>
            <NobleBadge rank={tier} size={168} glow label={name} />
          </Emblem>
          <Sparkles viewBox="0 0 280 280" aria-hidden="true" focusable="false">
            <defs>
              <symbol id="nb-sparkle" viewBox="-10 -10 20 20" overflow="visible">
                <path d="M0 -10 C1 -2 2 -1 10 0 C2 1 1 2 0 10 C-1 2 -2 1 -10 0 C-2 -1 -1 -2 0 -10 Z" fill="#FFF6D6" />
              </symbol>
            </defs>
            {SPARKLES.map(([x, y, scale, delay]) => (
              <use
                key={`${x}-${y}`}
                href="#nb-sparkle"
                x={x - 10 * scale}
                y={y - 10 * scale}
                width={20 * scale}
                height={20 * scale}
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </Sparkles>
        </Burst>
        <Words>
          <Kicker>{t('celebration.kicker')}</Kicker>
          <Name aria-hidden="true">{name}</Name>
          <Title id={titleId}>
            {t(kind === 'renew' ? 'celebration.renewTitle' : 'celebration.title', { tier: name })}
          </Title>
          <Body>{t(kind === 'renew' ? 'celebration.renewBody' : 'celebration.body', { days: CYCLE_DAYS })}</Body>
          <Action size="large" onClick={onClose}>
            {t('celebration.action')}
          </Action>
        </Words>
      </Stage>
    </Overlay>
  );
}
