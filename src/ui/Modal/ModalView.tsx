import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../px';
import { CloseButton } from './CloseButton';
import { ModalActions, ModalCard, ModalTitle } from './ModalParts';
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
  /**
   * Decoration over the scrim and behind the card (a celebration): full screen, never tapped,
   * hidden from assistive technology.
   */
  backdrop?: ReactNode;
  children?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
`;

const CornerClose = styled(CloseButton)`
  position: absolute;
  top: ${px(6)};
  right: ${px(6)};
`;

/** A centred card over a dimmed page, for content that needs the user's full attention. */
export function ModalView({ open, title, label, onClose, actions, tone = 'plain', backdrop, children }: ModalProps) {
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
      {backdrop && <Backdrop aria-hidden="true">{backdrop}</Backdrop>}
      <ModalCard $tone={tone}>
        {onClose && <CornerClose size={40} onClick={onClose} />}
        {title && <ModalTitle id={titleId}>{title}</ModalTitle>}
        {children}
        {actions && <ModalActions>{actions}</ModalActions>}
      </ModalCard>
    </Overlay>
  );
}
