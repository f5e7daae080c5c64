import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
// The writes' requests come with their confirm, so paying does not wait for them.
import '../writes';

export interface WriteConfirmProps {
  write: {
    intent: { open: boolean } | null;
    unknown: boolean;
    busy: boolean;
    refusal: string | null;
    submit: () => void;
    close: () => void;
  };
  title: string;
  body: ReactNode;
  confirmText: string;
  cancelText: string;
}

/**
 * A keyed write's confirm (its key was made when it opened), and — once closed — its unknown outcome on the page with
 * the check. Loaded with the first write a page starts (`lazyWriteConfirm`), not with the page.
 */
export function WriteConfirm({ write, title, body, confirmText, cancelText }: WriteConfirmProps) {
  return (
    <>
      {write.unknown && !write.intent?.open && <UnknownOutcome checking={write.busy} onCheck={write.submit} />}
      <Modal
        open={write.intent?.open === true}
        title={title}
        onClose={write.close}
        actions={
          write.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={write.close}>
                {cancelText}
              </Button>
              <Button loading={write.busy} onClick={write.submit}>
                {confirmText}
              </Button>
            </>
          )
        }
      >
        {body && <ModalMessage>{body}</ModalMessage>}
        <WriteStatus write={write} />
      </Modal>
    </>
  );
}
