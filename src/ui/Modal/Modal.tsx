import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { scaleIn } from '../motion';
import { px } from '../px';
import { CloseButton } from './CloseButton';
import { Overlay } from './Overlay';

export interface ModalProps {
  /** Whether it is shown. */
  open: boolean;
  /** Heading of the card; also its accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Closes it: Escape, the × button or a scrim tap. Without it the modal can only be left through its own actions. */
  onClose?: () => void;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
  /** Gold festival frame instead of the plain card. */
  tone?: 'plain' | 'festival';
  children?: ReactNode;
}

export const ModalCard = styled.div<{ $tone?: 'plain' | 'festival' }>`
  position: relative;
  width: ${px(311)};
  max-width: 100%;
  max-height: 80dvh;
  overflow-y: auto;
  padding: ${px(24)} ${px(20)} ${px(20)};
  border-radius: ${px(20)};
  background: ${({ $tone }) => ($tone === 'festival' ? 'linear-gradient(180deg, #FFF4D6 0%, #FFFFFF 42%)' : 'var(--color-surface)')};
  box-shadow: ${({ $tone }) => ($tone === 'festival' ? `0 0 0 ${px(3)} var(--color-gold), 0 ${px(12)} ${px(40)} rgba(0, 0, 0, 0.28)` : `0 ${px(12)} ${px(40)} rgba(0, 0, 0, 0.22)`)};
  color: var(--color-text);
  text-align: center;
  animation: ${scaleIn} var(--motion-scale-in) cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
`;

export const ModalTitle = styled.h2`
  margin: 0 ${px(20)} ${px(10)};
  font-size: ${px(18)};
  font-weight: 700;
  line-height: 1.4;
`;

export const ModalMessage = styled.div`
  color: var(--color-textMuted);
  font-size: ${px(15)};
  line-height: 1.6;
  white-space: pre-line;
  word-break: break-word;
`;

const CornerClose = styled(CloseButton)`
  position: absolute;
  top: ${px(6)};
  right: ${px(6)};
`;

export const ModalActions = styled.div`
  display: flex;
  gap: ${px(12)};
  margin-top: ${px(22)};
  & > * {
    flex: 1;
  }
`;

/** A centred card over a dimmed page, for content that needs the user's full attention. */
export function Modal({ open, title, label, onClose, actions, tone = 'plain', children }: ModalProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Overlay
      placement="center"
      labelledBy={title ? titleId : undefined}
      label={label}
      onDismiss={onClose}
      dismissible={Boolean(onClose)}
    >
      <ModalCard $tone={tone}>
        {onClose && <CornerClose size={40} onClick={onClose} />}
        {title && <ModalTitle id={titleId}>{title}</ModalTitle>}
        {children}
        {actions && <ModalActions>{actions}</ModalActions>}
      </ModalCard>
    </Overlay>
  );
}
