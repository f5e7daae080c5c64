import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IdKind } from '../../../../platform/identity/idNumber';
import { BottomSheet } from '../../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import { MaskedRows } from './authParts';

const Intro = styled.p`
  margin: 0 0 ${px(12)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.6;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr;
  gap: ${px(10)};
`;

/**
 * "Check your details" before the one irreversible request: the values masked as the server will show them (the
 * full values stay in the form's memory), the kind of card, then submit or go back and edit.
 */
export function ConfirmSheet({
  open,
  maskedName,
  maskedIdNumber,
  kind,
  submitting,
  onSubmit,
  onClose,
}: {
  open: boolean;
  maskedName: string;
  maskedIdNumber: string;
  kind: IdKind;
  submitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('anchorAuth');
  return (
    <BottomSheet
      open={open}
      title={t('confirm.title')}
      onClose={onClose}
      footer={
        <Actions>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('confirm.edit')}
          </Button>
          <Button loading={submitting} onClick={onSubmit}>
            {t('confirm.submit')}
          </Button>
        </Actions>
      }
    >
      <Intro>{t('confirm.intro')}</Intro>
      <MaskedRows>
        <dt>{t('confirm.kind')}</dt>
        <dd>{t(`confirm.kinds.${kind}`)}</dd>
        <dt>{t('confirm.name')}</dt>
        <dd>{maskedName}</dd>
        <dt>{t('confirm.idNumber')}</dt>
        <dd>{maskedIdNumber}</dd>
      </MaskedRows>
    </BottomSheet>
  );
}
