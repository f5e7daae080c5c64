import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { ModalActions, ModalCard, ModalMessage, ModalTitle } from '../Modal/ModalParts';
import { Overlay } from '../Modal/Overlay';

export interface AlertDialogProps {
  /** Optional heading. */
  title?: ReactNode;
  /** What the user must read. */
  message: ReactNode;
  /** Text of the only button; defaults to the translated "OK". */
  buttonText?: string;
  /** The user acknowledged it. */
  onClose: () => void;
}

/** A message the user must acknowledge (spec UI props: title, message, button text). */
export function AlertDialog({ title, message, buttonText, onClose }: AlertDialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const messageId = useId();
  return (
    <Overlay placement="center" role="alertdialog" labelledBy={title ? titleId : messageId} dismissible={false}>
      <ModalCard aria-describedby={title ? messageId : undefined}>
        {title && <ModalTitle id={titleId}>{title}</ModalTitle>}
        <ModalMessage id={messageId}>{message}</ModalMessage>
        <ModalActions>
          <Button size="large" data-autofocus onClick={onClose}>
            {buttonText || t('dialog.ok')}
          </Button>
        </ModalActions>
      </ModalCard>
    </Overlay>
  );
}

export interface ConfirmDialogProps {
  title?: ReactNode;
  message: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmText?: string;
  /** Defaults to the translated "Cancel". */
  cancelText?: string;
  /** The confirm action is destructive (red). */
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a tap outside. */
  onCancel: () => void;
}

/** A yes/no question. Cancel is focused first, so Enter never confirms by accident. */
export function ConfirmDialog({
  title,
  message,
  confirmText,
  cancelText,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const messageId = useId();
  return (
    <Overlay placement="center" role="alertdialog" labelledBy={title ? titleId : messageId} onDismiss={onCancel}>
      <ModalCard aria-describedby={title ? messageId : undefined}>
        {title && <ModalTitle id={titleId}>{title}</ModalTitle>}
        <ModalMessage id={messageId}>{message}</ModalMessage>
        <ModalActions>
          <Button size="large" variant="secondary" data-autofocus onClick={onCancel}>
            {cancelText || t('dialog.cancel')}
          </Button>
          <Button size="large" variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmText || t('dialog.confirm')}
          </Button>
        </ModalActions>
      </ModalCard>
    </Overlay>
  );
}
