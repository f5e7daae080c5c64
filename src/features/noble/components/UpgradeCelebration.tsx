import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { Celebration } from '../../../ui/Celebration/Celebration';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { px } from '../../../ui/px';
import { CYCLE_DAYS, type NobleTier } from '../model';

const Emblem = styled.div`
  display: grid;
  place-items: center;
  margin: ${px(-4)} 0 ${px(8)};
`;

/**
 * The moment a member reaches a new tier: the tier's emblem under the gold rays and falling coins, as the games
 * celebrate a win — once per upgrade (the page remembers it), then the banner says it for the cycle's first days.
 */
export function UpgradeCelebration({ tier, open, onClose }: { tier: NobleTier; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('noble');
  const name = t(`tiers.${tier}`);
  return (
    <Modal
      open={open}
      tone="festival"
      title={t('celebration.title', { tier: name })}
      onClose={onClose}
      backdrop={<Celebration />}
      actions={<Button onClick={onClose}>{t('celebration.action')}</Button>}
    >
      <Emblem>
        <NobleBadge rank={tier} size={112} glow label={name} />
      </Emblem>
      <ModalMessage>{t('celebration.body', { days: CYCLE_DAYS })}</ModalMessage>
    </Modal>
  );
}
