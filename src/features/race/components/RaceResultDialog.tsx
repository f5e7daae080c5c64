import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { CurrencyAmount } from '../../../ui/CurrencyAmount/CurrencyAmount';
import { ModalMessage } from '../../../ui/Modal/ModalParts';
import { ModalView } from '../../../ui/Modal/ModalView';
import { MOTION_ATTRIBUTE } from '../../../ui/motion';
import { px } from '../../../ui/px';
import type { RaceResult } from '../contract';
import type { RaceOutcome } from '../model';
import { CarArt } from './CarArt';

export interface RaceResultDialogProps {
  open: boolean;
  result: RaceResult;
  onClose: () => void;
}

/*
 * The celebration is transform and opacity only, over at most 2 s, and left out under reduced
 * motion (the card and its numbers stay). Screenshots freeze animations at their end: the rays
 * stay, the coins have fallen out of sight.
 */
const noMotion = (rules: ReturnType<typeof css>) => css`
  @media (prefers-reduced-motion: reduce) {
    ${rules}
  }
  :root[${MOTION_ATTRIBUTE}='reduced'] & {
    ${rules}
  }
`;

const spin = keyframes`
  from { opacity: 0; transform: rotate(-30deg) scale(0.6); }
  to { opacity: 1; transform: rotate(0) scale(1); }
`;

/** Light rays from behind the card. */
const Rays = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  width: ${px(760)};
  height: ${px(760)};
  margin: ${px(-380)} 0 0 ${px(-380)};
  border-radius: 50%;
  background:
    radial-gradient(circle, rgba(255, 224, 138, 0.55) 0%, rgba(255, 224, 138, 0) 45%),
    repeating-conic-gradient(rgba(255, 214, 102, 0.34) 0 9deg, rgba(255, 214, 102, 0) 9deg 24deg);
  -webkit-mask: radial-gradient(circle, #000 30%, transparent 70%);
  mask: radial-gradient(circle, #000 30%, transparent 70%);
  animation: ${spin} 1.4s cubic-bezier(0.2, 0.8, 0.3, 1) both;
  ${noMotion(css`
    animation: none;
  `)}
`;

/** How long one coin takes to fall. */
export const COIN_FALL_MS = 1_500;

const fall = keyframes`
  from { opacity: 1; transform: translate3d(0, -12vh, 0) rotate(0); }
  80% { opacity: 1; }
  to { opacity: 0; transform: translate3d(var(--drift), 112vh, 0) rotate(var(--turn)); }
`;

/** A gold coin drawn in CSS: rim, face and a shine. */
const FallingCoin = styled.span`
  position: absolute;
  top: 0;
  width: ${px(22)};
  height: ${px(22)};
  border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, #fff6c8 0 14%, #ffd34d 15% 55%, #e0a526 56% 100%);
  box-shadow: inset 0 0 0 ${px(2)} #c9860f;
  opacity: 0;
  animation: ${fall} ${COIN_FALL_MS}ms cubic-bezier(0.35, 0, 0.75, 1) both;
  ${noMotion(css`
    display: none;
  `)}
`;

/** Where each coin starts (left %), how late (ms), which way it drifts and how far it turns. */
export const COINS = [
  [6, 0, -20, 300],
  [18, 220, 30, -240],
  [30, 90, -10, 420],
  [43, 320, 24, -360],
  [55, 40, -28, 280],
  [67, 260, 16, -300],
  [79, 120, -18, 380],
  [90, 380, 22, -260],
  [12, 480, 12, 200],
  [48, 440, -16, -220],
  [73, 450, 20, 320],
  [85, 30, -26, -400],
] as const;

function Celebration() {
  return (
    <div data-celebration="">
      <Rays />
      {COINS.map(([left, delay, drift, turn]) => (
        <FallingCoin
          key={`${left}-${delay}`}
          style={
            {
              left: `${left}%`,
              animationDelay: `${delay}ms`,
              '--drift': px(drift),
              '--turn': `${turn}deg`,
            } as React.CSSProperties
          }
        />
      ))}
    </div>
  );
}

const pop = keyframes`
  0% { opacity: 0; transform: scale(0.4); }
  60% { opacity: 1; transform: scale(1.12); }
  100% { opacity: 1; transform: scale(1); }
`;

/** Behind the winning car: gold rays when I won, a cool spotlight when I lost, the chequered flag otherwise. */
const SHOWCASE: Record<RaceOutcome, ReturnType<typeof css>> = {
  won: css`
    background:
      radial-gradient(closest-side, rgba(255, 214, 102, 0.75), rgba(255, 214, 102, 0) 100%) 50% 60% / 70% 90% no-repeat,
      repeating-conic-gradient(from 0deg at 50% 70%, rgba(246, 196, 83, 0.35) 0 8deg, transparent 8deg 20deg);
  `,
  failed: css`
    background: radial-gradient(closest-side, rgba(120, 150, 220, 0.35), rgba(120, 150, 220, 0) 100%) 50% 60% / 70% 90%
      no-repeat;
  `,
  not_participating: css`
    background:
      repeating-conic-gradient(#17171c 0 25%, #fff 0 50%) 0 100% / ${px(12)} ${px(12)} repeat-x,
      radial-gradient(closest-side, rgba(160, 160, 180, 0.25), transparent) 50% 60% / 70% 90% no-repeat;
    background-size: ${px(12)} ${px(12)}, 70% 90%;
  `,
};

const Showcase = styled.div<{ $outcome: RaceOutcome }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  margin: ${px(-4)} ${px(-20)} ${px(12)};
  padding: ${px(10)} 0 ${px(16)};
  font-size: ${px(15)};
  font-weight: 700;
  ${({ $outcome }) => SHOWCASE[$outcome]}
`;

const Podium = styled.span`
  display: block;
  padding: 0 ${px(8)};
  border-bottom: ${px(4)} solid rgba(23, 23, 28, 0.12);
  border-radius: 0 0 50% 50% / 0 0 ${px(6)} ${px(6)};
`;

const Reward = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  margin-top: ${px(12)};
  animation: ${pop} 700ms 200ms cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
  ${noMotion(css`
    animation: none;
  `)}
`;

const Prize = styled(CurrencyAmount)`
  color: #b8500c;
`;

const Vehicle = styled.span`
  padding: ${px(2)} ${px(10)};
  border-radius: ${px(12)};
  background: rgba(246, 196, 83, 0.22);
  color: #7a4a00;
  font-size: ${px(13)};
  font-weight: 700;
`;

/**
 * The round's result for me: won (with the reward the server computed, under a shower of coins),
 * lost, or not taken part — the two quieter ones without the celebration.
 */
export function RaceResultDialog({ open, result, onClose }: RaceResultDialogProps) {
  const { t } = useTranslation('race');
  const car = t(`cars.${result.winner}`);
  const outcome = result.my_outcome;
  const won = outcome === 'won';
  return (
    <ModalView
      open={open}
      tone={won ? 'festival' : 'plain'}
      title={t(`result.${outcome}.title`)}
      onClose={onClose}
      backdrop={won ? <Celebration /> : undefined}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t(won ? 'result.collect' : 'result.nextRound')}
        </Button>
      }
    >
      <Showcase $outcome={outcome} data-outcome={outcome}>
        <Podium>
          <CarArt entry={result.winner} size={112} />
        </Podium>
        <span>{t('result.winner', { car })}</span>
      </Showcase>
      <ModalMessage>{t(`result.${outcome}.body`, { car })}</ModalMessage>
      {won && (
        <Reward>
          <Prize amount={result.reward.coins} currency="gold" size="hero" />
          {result.reward.vehicle_days > 0 && (
            <Vehicle>{t('result.vehicle', { count: result.reward.vehicle_days })}</Vehicle>
          )}
        </Reward>
      )}
    </ModalView>
  );
}
