import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { px } from '../px';

export interface ErrorStateProps {
  /** What went wrong, already translated; defaults to "request failed, check the connection". */
  message?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner and ignores taps. */
  retrying?: boolean;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(16)};
  padding: ${px(48)} ${px(24)};
  text-align: center;
`;

const Mark = styled.div`
  display: grid;
  place-items: center;
  width: ${px(64)};
  height: ${px(64)};
  border-radius: 50%;
  background: var(--color-accentSoft);
  color: var(--color-accentStrong);
  font-size: ${px(30)};
  font-weight: 700;
`;

const Message = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
`;

/** A failed load: what happened and, when possible, a way to try again. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Wrap role="alert">
      <Mark aria-hidden="true">!</Mark>
      <Message>{message ?? t('errors.requestFailed')}</Message>
      {onRetry && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
    </Wrap>
  );
}
