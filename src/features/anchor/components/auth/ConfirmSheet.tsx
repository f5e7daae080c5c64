import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { IdKind } from '../../../../platform/identity/idNumber';
import { BottomSheet } from '../../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import { WriteStatus, type WriteStatusProps } from '../../../../ui/UnknownOutcome/UnknownOutcome';
import { MaskedRows } from './authParts';

const Intro = styled.p`
  margin: 0 0 ${px(12)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.6;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr;
  gap: ${px(10)};
`;

/**
 * "Check your details" before the one irreversible request: the values masked as the server will show them (the
 * full values stay in the form's memory), the kind of card, then submit or go back and edit. Above the buttons: why the
 * server refused (submit stays usable), or — when no answer came — the unknown outcome, whose check is then the way on.
 */
export function ConfirmSheet({
  open,
  maskedName,
  maskedIdNumber,
  kind,
  write,
  onClose,
}: {
  open: boolean;
  maskedName: string;
  maskedIdNumber: string;
  kind: IdKind;
  /** The submission (platform/http/useWriteIntent): sending, refused or unknown. */
  write: WriteStatusProps['write'];
  onClose: () => void;
}) {
  const { t } = useTranslation('anchorAuth');
  return (
    <BottomSheet
      open={open}
      title={t('confirm.title')}
      onClose={onClose}
      footer={
        <Footer>
          <WriteStatus write={write} />
          {!write.unknown && (
            <Actions>
              <Button variant="secondary" onClick={onClose} disabled={write.busy}>
                {t('confirm.edit')}
              </Button>
              <Button loading={write.busy} onClick={write.submit}>
                {t('confirm.submit')}
              </Button>
            </Actions>
          )}
        </Footer>
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
