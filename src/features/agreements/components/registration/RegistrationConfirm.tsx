import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { maskIdNumber } from '../../../../platform/identity/idNumber';
import { maskName } from '../../../../platform/identity/realName';
import { BottomSheet } from '../../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import { WriteStatus, type WriteStatusProps } from '../../../../ui/UnknownOutcome/UnknownOutcome';
import { maskAddress, maskPhone, maskWechatId, type Registration } from '../../registration';
import { MaskedRows } from './registrationParts';

const Intro = styled.p`
  margin: 0 0 ${px(12)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.6;
`;

const Declared = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${px(6)};
  margin: ${px(12)} 0 0;
  color: #0c6b44;
  font-size: ${px(13)};
  font-weight: 600;
  line-height: 1.5;

  svg {
    flex: none;
    width: ${px(16)};
    height: ${px(16)};
    margin-top: ${px(1)};
  }
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
 * "Check your registration" before the one irreversible request: every value masked as the server will show it (the
 * full values stay in the page's memory), the birth history only as answered or not, and the declaration made. Above
 * the buttons: why the server refused (submit stays usable), or — when no answer came — the unknown outcome, whose
 * check (the same key) is then the way on.
 */
export function RegistrationConfirm({
  registration,
  write,
  onClose,
}: {
  registration: Registration;
  /** The submission (platform/http/useWriteIntent): sending, refused or unknown. */
  write: WriteStatusProps['write'];
  onClose: () => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <BottomSheet
      open
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
        <dt>{t('confirm.name')}</dt>
        <dd>{maskName(registration.name)}</dd>
        <dt>{t('confirm.wechatId')}</dt>
        <dd>{maskWechatId(registration.wechatId)}</dd>
        <dt>{t('confirm.phone')}</dt>
        <dd>{maskPhone(registration.phone)}</dd>
        <dt>{t('confirm.idNumber')}</dt>
        <dd>{maskIdNumber(registration.idNumber)}</dd>
        <dt>{t('confirm.address')}</dt>
        <dd>{maskAddress(registration.address)}</dd>
        <dt>{t('confirm.maritalStatus')}</dt>
        <dd>{t(`fields.maritalStatus.${registration.maritalStatus}`)}</dd>
        <dt>{t('confirm.birthHistory')}</dt>
        <dd>{registration.birthHistory ? t('confirm.birthGiven') : t('confirm.birthNotGiven')}</dd>
      </MaskedRows>
      <Declared>
        <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <path d="M4.8 8.3 7 10.4l4.2-4.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {t('confirm.declaration')}
      </Declared>
    </BottomSheet>
  );
}
