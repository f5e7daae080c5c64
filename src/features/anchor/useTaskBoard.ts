import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appNow } from '../../platform/clock/clock';
import { type CheckIn, STREAK_DAYS } from '../../platform/earnings/earnings';
import { serverMessage } from '../../platform/http/errors';
import { newRequestId } from '../../platform/http/requestId';
import { useWriteIntent } from '../../platform/http/useWriteIntent';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { formatPrice } from '../../platform/i18n/money';
import { sessionStore } from '../../platform/storage/safeStorage';
import { showToast } from '../../ui/Toast/toast';
import { anchorKeys, isLostReply, refusalOf } from './api';
import { type AnchorTasks, checkInToday, claimReward, tasksQuery } from './tasksApi';
import { type Reward, rewardsOf, withRewardReceived } from './model';

/**
 * The claim waiting for its reply: the reward and the idempotency key made when its button was tapped. Kept in
 * session storage until the reply settles, so a retry after a lost reply — or after a reload — sends the same key
 * and the server claims once.
 */
export interface PendingClaim {
  rewardId: string;
  requestId: string;
}

export const CLAIM_KEY = 'anchor:claim';

function readPending(): PendingClaim | null {
  try {
    const raw = JSON.parse(sessionStore.get(CLAIM_KEY) ?? 'null') as Partial<PendingClaim> | null;
    return raw && typeof raw.rewardId === 'string' && typeof raw.requestId === 'string'
      ? { rewardId: raw.rewardId, requestId: raw.requestId }
      : null;
  } catch {
    return null; // a garbled entry is a new claim
  }
}

/** The claim of `rewardId`: the one still waiting for it (same key), or a new one, kept until its reply settles. */
function claimOf(rewardId: string): PendingClaim {
  const stored = readPending();
  const pending = stored?.rewardId === rewardId ? stored : { rewardId, requestId: newRequestId() };
  sessionStore.set(CLAIM_KEY, JSON.stringify(pending));
  return pending;
}

const settle = () => sessionStore.remove(CLAIM_KEY);

const rewardIn = (tasks: AnchorTasks | null | undefined, rewardId: string): Reward | undefined =>
  tasks ? rewardsOf(tasks.board).find((reward) => reward.id === rewardId) : undefined;

/**
 * The new-anchor task board of both layouts (`/h5/new_anchor_v4`, `/h5/new_anchor_v3`): the board, today's
 * check-in (the wallet's sign-in: one call, one streak; a write on the shared mechanism) and claiming rewards.
 *
 * A claim is an idempotent POST shown at once as received (`withRewardReceived`) and rolled back if it fails; it is
 * never retried by the client (`retry: 0`). A second tap while one is in flight does nothing (the ref guards the
 * moment before React re-renders); the key survives a lost reply. A lost reply makes the page read the board again:
 * received there means it landed; otherwise the reward is claimable again and the next tap sends the same key. A
 * refusal from the server is said in a toast and rolled back.
 */
export function useTaskBoard() {
  const { t, i18n } = useTranslation('anchorTasks');
  const queryClient = useQueryClient();
  const tasks = useQuery(tasksQuery());
  const [endedByTimer, setEndedByTimer] = useState(false);

  const setTasks = (next: AnchorTasks) => queryClient.setQueryData(anchorKeys.tasks(), next);
  // One read, no retries: after a lost reply the anchor learns at once where the claim stands (a retried tap is safe).
  const rereadTasks = () => queryClient.fetchQuery({ ...tasksQuery(), staleTime: 0, retry: false }).catch(() => null);

  const rewardText = (reward: Reward, currency: string) =>
    reward.kind === 'cash'
      ? t('reward.cash', { amount: formatPrice(i18n.language, reward.amount, currency) })
      : t('reward.coins', { count: reward.amount, amount: formatNumber(i18n.language, reward.amount) });

  const received = (reward: Reward | undefined, currency: string) => {
    if (reward) showToast(t('reward.claimed', { reward: rewardText(reward, currency) }));
  };

  // A second tap in the same moment (before React re-renders) must not send a second request.
  const claiming = useRef(false);
  const claim = useMutation({
    mutationFn: (pending: PendingClaim) => claimReward(pending.rewardId, pending.requestId),
    retry: 0,
    onMutate: async (pending) => {
      await queryClient.cancelQueries({ queryKey: anchorKeys.tasks() });
      const previous = queryClient.getQueryData<AnchorTasks>(anchorKeys.tasks());
      if (previous) setTasks({ ...previous, board: withRewardReceived(previous.board, pending.rewardId) });
      return { previous };
    },
    onSuccess: (next, pending, context) => {
      settle();
      setTasks(next);
      received(rewardIn(context.previous, pending.rewardId), next.board.currency);
    },
    onError: async (error, pending, context) => {
      const previous = context?.previous;
      const rollBack = () => {
        if (previous) setTasks(previous);
      };
      if (refusalOf(error)) {
        settle();
        rollBack();
        showToast(t('reward.refused'));
        void queryClient.invalidateQueries({ queryKey: anchorKeys.tasks() });
        return;
      }
      if (!isLostReply(error)) {
        settle();
        rollBack();
        showToast(serverMessage(error) ?? t('reward.retry'));
        return;
      }
      // The reply was lost, not the claim perhaps: the board says whether it landed.
      const fresh = await rereadTasks();
      if (rewardIn(fresh, pending.rewardId)?.state === 'received') {
        settle();
        received(rewardIn(previous, pending.rewardId), fresh?.board.currency ?? previous?.board.currency ?? 'CNY');
        return;
      }
      if (!fresh) rollBack(); // nothing known: as before the tap (the re-read already replaced it otherwise)
      showToast(t('reward.retry')); // the key stays: the next tap claims once
    },
  });

  // Today's check-in, a one-tap write (platform/http/useWriteIntent): a double tap signs in once; no answer within the
  // write timeout is said with its check (the same key), never a spinner forever; a refusal is said in words. Nothing
  // is kept across a reload: the board the page reads then says whether today is signed.
  const checkIn = useWriteIntent<null, CheckIn>({
    scope: 'anchor:checkIn',
    send: (_nothing, key, options) => checkInToday(key, options),
    onDone: (next) => {
      const current = queryClient.getQueryData<AnchorTasks>(anchorKeys.tasks());
      if (current) setTasks({ ...current, checkIn: next });
      // The check-in task's counter is the streak: read the board again for its new state.
      void queryClient.invalidateQueries({ queryKey: anchorKeys.tasks() });
      const count = Math.min(next.streak, STREAK_DAYS);
      showToast(t('checkIn.signed', { count, days: STREAK_DAYS }));
    },
  });

  const endsAt = tasks.data?.board.endsAt ?? null;
  return {
    tasks,
    /** The new-anchor period is over: tasks no longer count (rewards already earned can still be claimed). */
    ended: endedByTimer || (endsAt !== null && appNow() >= endsAt),
    /** For the period's countdown: it ended while the page was open. */
    onPeriodEnd: () => setEndedByTimer(true),
    /** The reward whose claim is on its way, if any. */
    claimingId: claim.isPending ? (claim.variables?.rewardId ?? null) : null,
    claim: (rewardId: string) => {
      if (claiming.current) return;
      const reward = rewardIn(queryClient.getQueryData<AnchorTasks>(anchorKeys.tasks()), rewardId);
      if (reward?.state !== 'claimable') return;
      claiming.current = true;
      claim.mutate(claimOf(rewardId), { onSettled: () => void (claiming.current = false) });
    },
    checkingIn: checkIn.busy,
    checkIn: () => checkIn.run(null),
    /** The check-in's outcome when it is not plain: unknown (with its check) or refused (in words). */
    checkInWrite: checkIn,
    rewardText,
  };
}

export type TaskBoardState = ReturnType<typeof useTaskBoard>;
