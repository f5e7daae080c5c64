import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { px } from '../px';
import type { ErrorKind } from '../StateIllustration/kinds';
import { LazyErrorArt } from '../StateIllustration/lazyErrorArt';

export interface ErrorStateProps {
  /** What went wrong, already translated; defaults to "request failed, check the connection". */
  message?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner and ignores taps. */
  retrying?: boolean;
  /** The illustration: `error` (default, something broke: a torn page) or `offline` (no network: a cut signal). */
  kind?: ErrorKind;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(16)};
  padding: ${px(48)} ${px(24)};
  text-align: center;
`;

/* The drawing loads on demand (lazyErrorArt.tsx); the box holds its place (144 × 4/5) so the words do not move. */
const Art = styled.div`
  min-height: ${px(115.2)};
  margin-bottom: ${px(-4)};
  line-height: 0;
  svg {
    width: ${px(144)};
    height: auto;
  }
`;

const Message = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
  line-break: strict;
  text-wrap: balance;
`;

/** A failed load: what happened and, when possible, a way to try again. */
export function ErrorState({ message, onRetry, retrying = false, kind = 'error' }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Wrap role="alert">
      <Art>
        <LazyErrorArt kind={kind} />
      </Art>
      <Message>{message ?? t('errors.requestFailed')}</Message>
      {onRetry && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
    </Wrap>
  );
}
