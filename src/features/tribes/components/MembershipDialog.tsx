import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWriteIntent, type WriteIntentControl } from '../../../platform/http/useWriteIntent';
import { Button } from '../../../ui/Button/Button';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { isTribeId, joinTribe, leaveTribe, type TribeHall, tribeKeys } from '../api';

export type MembershipAct = 'join' | 'leave';
/** The tribe a join or leave is about, as its confirm names it. */
export interface MembershipParams {
  tribeId: string;
  name: string;
  /** Joining asks the chief (the confirm says so). */
  approval: boolean;
}

const readParams = (raw: unknown): MembershipParams | null => {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return typeof value.tribeId === 'string' && isTribeId(value.tribeId) && typeof value.name === 'string'
    ? { tribeId: value.tribeId, name: value.name.slice(0, 40), approval: value.approval === true }
    : null;
};

/**
 * Joining (or asking to) and leaving: each a write with its key made when its confirm opens, so a double tap, a lost
 * reply or a reload joins or leaves once (docs/writes.md). The hall's reply replaces what the page shows.
 */
export function useMembershipWrite(act: MembershipAct) {
  const queryClient = useQueryClient();
  const write = useWriteIntent<MembershipParams, TribeHall>({
    scope: `tribes:${act}`,
    send: (params, key, options) => (act === 'join' ? joinTribe : leaveTribe)(params.tribeId, key, options),
    restore: readParams,
    onDone: (hall) => {
      write.close();
      queryClient.setQueryData(tribeKeys.hall(hall.tribe.tribe_id), hall);
      void queryClient.invalidateQueries({ queryKey: ['tribes', 'square'] });
      void queryClient.invalidateQueries({ queryKey: tribeKeys.pk });
    },
  });
  return write;
}

/** The confirm of a join or a leave, and — when no answer came — the check, in place. */
export function MembershipDialog({ act, write }: { act: MembershipAct; write: WriteIntentControl<MembershipParams> }) {
  const { t } = useTranslation('tribes');
  const params = write.intent?.params;
  const body = act === 'leave' ? t('leave.body') : params?.approval ? t('join.bodyApproval') : t('join.bodyOpen');
  return (
    <>
      {write.unknown && !write.intent?.open && <UnknownOutcome checking={write.busy} onCheck={write.submit} />}
      <Modal
        open={write.intent?.open === true}
        title={t(`${act}.confirmTitle`, { name: params?.name ?? '' })}
        onClose={write.close}
        actions={
          write.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={write.close}>
                {t('cancel')}
              </Button>
              <Button loading={write.busy} onClick={write.submit}>
                {t(act === 'join' && params?.approval ? 'join.apply' : `${act}.confirm`)}
              </Button>
            </>
          )
        }
      >
        <ModalMessage>{body}</ModalMessage>
        <WriteStatus write={write} />
      </Modal>
    </>
  );
}
