import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { Celebration } from '../../../ui/Celebration/Celebration';
import { CurrencyAmount } from '../../../ui/CurrencyAmount/CurrencyAmount';
import { ModalMessage } from '../../../ui/Modal/ModalParts';
import { ModalView } from '../../../ui/Modal/ModalView';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import type { RaceResult } from '../contract';
import type { RaceOutcome } from '../model';
import { CarArt } from './CarArt';

export interface RaceResultDialogProps {
  open: boolean;
  result: RaceResult;
  onClose: () => void;
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
  ${whenReducedMotion(css`
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
