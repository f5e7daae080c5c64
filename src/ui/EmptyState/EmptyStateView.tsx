import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { fadeIn } from '../motion';
import { px } from '../px';
import { EmptyStateIllustration } from './EmptyStateIllustration';

export interface EmptyStateProps {
  /** What is empty, already translated; defaults to the translated "暂无数据 敬请期待". */
  message?: string;
  /** Text of an optional action button, already translated ("去逛逛"). Shown only together with `onAction`. */
  actionLabel?: string;
  /** Called by the action button. */
  onAction?: () => void;
  /** A smaller illustration and less padding, for a list inside a card or a tab. */
  compact?: boolean;
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

const Art = styled.div<{ $compact: boolean }>`
  line-height: 0;
  svg {
    width: ${({ $compact }) => px($compact ? 120 : 168)};
    height: auto;
  }
`;

const Message = styled.p`
  max-width: ${px(260)};
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
`;

const Action = styled.div`
  margin-top: ${px(6)};
`;

/** Nothing to show yet: a warm illustration, a short line and, when useful, one way forward. */
export function EmptyStateView({ message, actionLabel, onAction, compact = false }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Wrap $compact={compact}>
      <Art $compact={compact}>
        <EmptyStateIllustration />
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
