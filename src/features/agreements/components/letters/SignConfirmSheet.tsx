import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomSheet } from '../../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import { SummaryRows } from './LetterParts';

const Intro = styled.p`
  margin: 0 0 ${px(12)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.6;
`;

const Notice = styled.p`
  margin: 0 0 ${px(12)};
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(12)};
  background: #fff4e0;
  color: #7a4a00;
  font-size: ${px(13)};
  font-weight: 600;
  line-height: 1.55;
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

/** "Check what you sign" before the one irreversible request: the letter, its version, the signer, guild and term. */
export function SignConfirmSheet({
  summary,
  submitting,
  notice,
  onSubmit,
  onClose,
}: {
  summary: SignSummary;
  submitting: boolean;
  /** Both replies were lost and nothing landed: "try again" (the same key signs once). */
  notice?: string;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('letters');
  return (
    <BottomSheet
      open
      title={t('confirm.title')}
      onClose={onClose}
      footer={
        <Actions>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('confirm.back')}
          </Button>
          <Button loading={submitting} onClick={onSubmit}>
            {t('confirm.submit')}
          </Button>
        </Actions>
      }
    >
      <Intro>{t('confirm.intro')}</Intro>
      {notice && <Notice role="alert">{notice}</Notice>}
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
