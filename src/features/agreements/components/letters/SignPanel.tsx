import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button/Button';
import { Checkbox } from '../../../../ui/Checkbox/Checkbox';
import { px } from '../../../../ui/px';
import type { WaitingReason } from '../../letters';

/*
 * At the foot of the letter, where reading ends (not pinned over the text: the tick comes after the letter is read):
 * the tick and the button.
 */
const Panel = styled.section`
  margin: 0 ${px(-12)};
  padding: ${px(4)} ${px(16)} calc(${px(16)} + env(safe-area-inset-bottom, 0px));
  border-radius: ${px(20)} ${px(20)} 0 0;
  background: var(--color-surface);
  box-shadow: 0 ${px(-4)} ${px(18)} rgba(80, 40, 20, 0.08);
`;

const Refusal = styled.p`
  display: flex;
  gap: ${px(8)};
  margin: ${px(10)} 0 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(12)};
  background: #fdecec;
  color: #8a1f2b;
  font-size: ${px(13)};
  font-weight: 600;
  line-height: 1.55;
  svg {
    flex: none;
    width: ${px(16)};
    height: ${px(16)};
    margin-top: ${px(2)};
  }
`;

const Hint = styled.p<{ $waiting: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${px(6)};
  margin: ${px(2)} 0 ${px(8)};
  color: ${({ $waiting }) => ($waiting ? '#9a5b00' : 'var(--color-textMuted)')};
  font-size: ${px(12)};
  font-weight: ${({ $waiting }) => ($waiting ? 700 : 400)};
  line-height: 1.5;
  text-align: center;
  svg {
    flex: none;
    width: ${px(14)};
    height: ${px(14)};
  }
`;

/**
 * The agreement tick (unticked at first), the reason the sign button waits — said next to it and tied to it
 * (`aria-describedby`) — and the button. A refusal of the server shows above, in its own words for this page.
 */
export function SignPanel({
  documentTitle,
  agreed,
  onAgreedChange,
  waiting,
  waitingText,
  refusal,
  onSign,
}: {
  documentTitle: string;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  waiting: WaitingReason | null;
  /** The words for `waiting` (the page knows the dates). */
  waitingText: string;
  refusal?: string;
  onSign: () => void;
}) {
  const { t } = useTranslation('letters');
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Panel aria-label={t('sign.label')}>
      {refusal && (
        <Refusal role="alert">
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
            <circle cx="8" cy="11.4" r="1" fill="#fff" />
          </svg>
          {refusal}
        </Refusal>
      )}
      <Checkbox variant="agreement" checked={agreed} onChange={onAgreedChange}>
        {t('sign.agree', { title: documentTitle })}
      </Checkbox>
      <Hint id={hintId} $waiting={waiting !== null} aria-live="polite">
        {waiting ? (
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <circle cx="8" cy="8" r="6.6" stroke="currentColor" strokeWidth="1.6" />
            <path d="M8 4.8v3.6M8 10.6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path d="M8 1.6l5.4 2v3.9c0 3.2-2.2 5.7-5.4 6.9-3.2-1.2-5.4-3.7-5.4-6.9V3.6z" fill="#12935e" />
            <path d="M5.4 8.1l1.8 1.8 3.4-3.6" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        )}
        {waiting ? waitingText : t('sign.ready')}
      </Hint>
      <Button block size="large" disabled={waiting !== null} aria-describedby={hintId} onClick={onSign}>
        {t('sign.button')}
      </Button>
    </Panel>
  );
}
