import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { CurrencyAmount } from '../../../ui/CurrencyAmount/CurrencyAmount';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import type { RaceResult } from '../contract';
import { CarArt } from './CarArt';

export interface RaceResultDialogProps {
  open: boolean;
  result: RaceResult;
  onClose: () => void;
}

const Winner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  margin: ${px(4)} 0 ${px(12)};
  font-size: ${px(15)};
  font-weight: 700;
`;

const Reward = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  margin-top: ${px(12)};
`;

const Vehicle = styled.span`
  color: var(--color-goldStrong);
  font-size: ${px(13)};
  font-weight: 600;
`;

/** The round's result for me: won (with the reward the server computed), lost, or not taken part. */
export function RaceResultDialog({ open, result, onClose }: RaceResultDialogProps) {
  const { t } = useTranslation('race');
  const car = t(`cars.${result.winner}`);
  const outcome = result.my_outcome;
  return (
    <Modal
      open={open}
      tone={outcome === 'won' ? 'festival' : 'plain'}
      title={t(`result.${outcome}.title`)}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t(outcome === 'won' ? 'result.collect' : 'result.nextRound')}
        </Button>
      }
    >
      <Winner>
        <CarArt entry={result.winner} size={96} />
        <span>{t('result.winner', { car })}</span>
      </Winner>
      <ModalMessage>{t(`result.${outcome}.body`, { car })}</ModalMessage>
      {outcome === 'won' && (
        <Reward>
          <CurrencyAmount amount={result.reward.coins} currency="gold" size="large" />
          {result.reward.vehicle_days > 0 && (
            <Vehicle>{t('result.vehicle', { count: result.reward.vehicle_days })}</Vehicle>
          )}
        </Reward>
      )}
    </Modal>
  );
}
