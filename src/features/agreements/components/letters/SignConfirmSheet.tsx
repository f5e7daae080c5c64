import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomSheet } from '../../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import { WriteStatus, type WriteStatusProps } from '../../../../ui/UnknownOutcome/UnknownOutcome';
import { SummaryRows } from './LetterParts';

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

export interface SignSummary {
  title: string;
  version: string;
  realName: string;
  /** Masked. */
  idNumber: string;
  nickname: string;
  accountId: string;
  guildName?: string;
  /** The guild agreement's term, in the reader's words. */
  term?: { start: string; end: string };
}

/**
 * "Check what you sign" before the one irreversible request: the letter, its version, the signer, guild and term.
 * Above the buttons: why the server refused (sign stays usable), or — when no answer came — the unknown outcome, whose
 * check (the same key) is then the way on.
 */
export function SignConfirmSheet({
  summary,
  write,
  onClose,
}: {
  summary: SignSummary;
  /** The signature (platform/http/useWriteIntent): sending, refused or unknown. */
  write: WriteStatusProps['write'];
  onClose: () => void;
}) {
  const { t } = useTranslation('letters');
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
                {t('confirm.back')}
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
      <SummaryRows>
        <dt>{t('confirm.document')}</dt>
        <dd>{summary.title}</dd>
        <dt>{t('confirm.version')}</dt>
        <dd>{summary.version}</dd>
        <dt>{t('confirm.realName')}</dt>
        <dd>{summary.realName}</dd>
        <dt>{t('confirm.idNumber')}</dt>
        <dd>{summary.idNumber}</dd>
        <dt>{t('confirm.nickname')}</dt>
        <dd>{summary.nickname}</dd>
        <dt>{t('confirm.accountId')}</dt>
        <dd>{summary.accountId}</dd>
        {summary.guildName && (
          <>
            <dt>{t('confirm.guild')}</dt>
            <dd>{summary.guildName}</dd>
          </>
        )}
        {summary.term && (
          <>
            <dt>{t('confirm.term')}</dt>
            <dd>{t('confirm.termValue', summary.term)}</dd>
          </>
        )}
      </SummaryRows>
    </BottomSheet>
  );
}
