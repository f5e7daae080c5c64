import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button/Button';
import { Celebration } from '../../../ui/Celebration/Celebration';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';

/**
 * The last bulb is lit: the festival dialog over the rays and coins. Loaded only when it happens (ChristmasPage
 * imports this module dynamically), so the celebration is not part of the page's first visit.
 */
export function LitCelebration({ body, onClose }: { body: string; onClose: () => void }) {
  const { t } = useTranslation('christmas');
  return (
    <Modal
      open
      tone="festival"
      title={t('light.litTitle')}
      onClose={onClose}
      backdrop={<Celebration />}
      actions={<Button onClick={onClose}>{t('light.litClose')}</Button>}
    >
      <ModalMessage>{body}</ModalMessage>
    </Modal>
  );
}
