import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { fadeIn } from '../motion';
import { px } from '../px';
import { StateIllustration, type StateKind } from '../StateIllustration/StateIllustration';

export interface EmptyStateProps {
  /** What is empty, already translated; defaults to "目前沒有資料，敬請期待" (a page that shows a kind says what is missing in its own words). */
  message?: string;
  /** Text of an optional action button, already translated ("去逛逛"). Shown only together with `onAction`. */
  actionLabel?: string;
  /** Called by the action button. */
  onAction?: () => void;
  /** A smaller illustration and less padding, for a list inside a card or a tab. */
  compact?: boolean;
  /**
   * What the illustration is about (one set, one style: ui/StateIllustration): `emptyList` (default, an opened
   * gift box), `noRecords` (a history), `noTransactions` (a ledger), `notFound`, `activityEnded`.
   */
  kind?: StateKind;
}

const Wrap = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ $compact }) => px($compact ? 8 : 14)};
  padding: ${({ $compact }) => ($compact ? `${px(20)} ${px(24)}` : `${px(40)} ${px(24)}`)};
  text-align: center;
  animation: ${fadeIn} var(--motion-fade-in) ease;
`;

const Art = styled.div<{ $width: number }>`
  line-height: 0;
  svg {
    width: ${({ $width }) => px($width)};
    height: auto;
  }
`;

/* A whole page's state (the address leads nowhere, the event is over) has the screen to itself: a larger picture. */
const artWidth = (kind: StateKind, compact: boolean) =>
  compact ? 120 : kind === 'notFound' || kind === 'activityEnded' ? 208 : 168;

const Message = styled.p`
  max-width: ${px(260)};
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
  line-break: strict;
  text-wrap: balance;
`;

const Action = styled.div`
  margin-top: ${px(6)};
`;

/** Nothing to show yet: a warm illustration, a short line and, when useful, one way forward. */
export function EmptyStateView({
  message,
  actionLabel,
  onAction,
  compact = false,
  kind = 'emptyList',
}: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Wrap $compact={compact}>
      <Art $width={artWidth(kind, compact)}>
        <StateIllustration kind={kind} />
      </Art>
      <Message>{message ?? t('emptyState.default')}</Message>
      {actionLabel && onAction && (
        <Action>
          <Button variant="secondary" size="medium" onClick={onAction}>
            {actionLabel}
          </Button>
        </Action>
      )}
    </Wrap>
  );
}
