import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { px } from '../px';

const Notice = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${px(4)} ${px(10)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  /* Amber on whatever panel it sits: a night sheet or the app's white. */
  background: rgba(246, 196, 83, 0.16);
  border: 1px solid rgba(185, 128, 31, 0.45);
  color: var(--color-text);
  /* A notice reads from its start, also inside a centred dialog. */
  text-align: start;

  svg {
    grid-row: span 2;
    width: ${px(22)};
    height: ${px(22)};
    color: #b9801f;
  }

  strong {
    font-size: ${px(15)};
  }

  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.55;
  }

  button {
    grid-column: 1 / -1;
    margin-top: ${px(8)};
  }
`;

export interface UnknownOutcomeProps {
  /** The check (the same request with the same key) is on its way. */
  checking: boolean;
  onCheck: () => void;
}

/**
 * A write got no answer: it may have been done. Says so, and offers the one way on — the check, which sends the same
 * intent with its key, so the server answers a landed one as before and nothing is done twice.
 */
export function UnknownOutcome({ checking, onCheck }: UnknownOutcomeProps) {
  const { t } = useTranslation('common');
  const notice = useRef<HTMLDivElement>(null);
  // In a confirm it takes the place of the focused button (Pay): focus would fall out of the dialog to the page, and
  // Escape or Tab would no longer reach the dialog. The check, the one way on, takes it instead.
  useEffect(() => {
    const dialog = notice.current?.closest('[role="dialog"], [role="alertdialog"]');
    if (dialog && !dialog.contains(document.activeElement)) notice.current?.querySelector('button')?.focus();
  }, []);
  return (
    <Notice role="status" ref={notice}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
        <path d="M12 6.5V12l3.5 2.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <strong>{t('write.unknownTitle')}</strong>
      <p>{t('write.unknownBody')}</p>
      <Button block loading={checking} onClick={onCheck}>
        {t('write.check')}
      </Button>
    </Notice>
  );
}

const Refusal = styled.p`
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(12)};
  background: rgba(229, 57, 53, 0.1);
  color: var(--color-text);
  font-size: ${px(13)};
  line-height: 1.55;
`;

/** What a write's confirm shows under its message: why it was refused, or that its outcome is unknown. */
export interface WriteStatusProps {
  write: { unknown: boolean; busy: boolean; refusal: string | null; submit: () => void };
}

export function WriteStatus({ write }: WriteStatusProps) {
  if (write.unknown) return <UnknownOutcome checking={write.busy} onCheck={write.submit} />;
  return write.refusal ? <Refusal role="alert">{write.refusal}</Refusal> : null;
}
