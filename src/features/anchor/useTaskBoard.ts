import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appNow } from '../../platform/clock/clock';
import { type CheckIn, STREAK_DAYS } from '../../platform/earnings/earnings';
import { serverMessage } from '../../platform/http/errors';
import { useWriteIntent } from '../../platform/http/useWriteIntent';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { formatPrice } from '../../platform/i18n/money';
import { showToast } from '../../ui/Toast/toast';
import { anchorKeys, refusalOf } from './api';
import { type AnchorTasks, checkInToday, claimReward, tasksQuery } from './tasksApi';
import { type Reward, rewardsOf } from './model';

/** A claim: the reward, kept with its key while its outcome is unknown (a reload checks it with that key). */
export interface PendingClaim {
  rewardId: string;
}

const restoreClaim = (raw: unknown): PendingClaim | null => {
  const rewardId = (raw as { rewardId?: unknown } | null)?.rewardId;
  return typeof rewardId === 'string' && rewardId.length > 0 && rewardId.length <= 64 ? { rewardId } : null;
};

const rewardIn = (tasks: AnchorTasks | null | undefined, rewardId: string): Reward | undefined =>
  tasks ? rewardsOf(tasks.board).find((reward) => reward.id === rewardId) : undefined;

/**
 * The new-anchor task board of both layouts (`/h5/new_anchor_v4`, `/h5/new_anchor_v3`): the board, today's
 * check-in (the wallet's sign-in: one call, one streak; a write on the shared mechanism) and claiming rewards.
 *
 * A claim is a one-tap write on the one mechanism of every paid write (platform/http/useWriteIntent): its key is made
 * at the tap, a second tap while it is on its way sends nothing, a reply that never comes (or comes after the write
 * timeout) leaves it unknown — said on the board and kept across a reload — and the next tap on it, or the notice's
 * check, sends the same key. A refusal is said in words (the server's for a code the page does not know).
 */
export function useTaskBoard() {
  const { t, i18n } = useTranslation('anchorTasks');
  const queryClient = useQueryClient();
  const tasks = useQuery(tasksQuery());
  const [endedByTimer, setEndedByTimer] = useState(false);

  const setTasks = (next: AnchorTasks) => queryClient.setQueryData(anchorKeys.tasks(), next);

  const rewardText = (reward: Reward, currency: string) =>
    reward.kind === 'cash'
      ? t('reward.cash', { amount: formatPrice(i18n.language, reward.amount, currency) })
      : t('reward.coins', { count: reward.amount, amount: formatNumber(i18n.language, reward.amount) });

  const received = (reward: Reward | undefined, currency: string) => {
    if (reward) showToast(t('reward.claimed', { reward: rewardText(reward, currency) }));
  };

  const claim = useWriteIntent<PendingClaim, AnchorTasks>({
    scope: 'anchor:claim',
    send: ({ rewardId }, key, options) => claimReward(rewardId, key, options),
    restore: restoreClaim,
    onDone: (next, { rewardId }) => {
      // The reward as it was before this claim landed (a check after a reload finds it received already).
      const before = rewardIn(queryClient.getQueryData<AnchorTasks>(anchorKeys.tasks()), rewardId);
      setTasks(next);
      received(before ?? rewardIn(next, rewardId), next.board.currency);
    },
    onRefused: (error) => {
      showToast(refusalOf(error) ? t('reward.refused') : (serverMessage(error) ?? t('common:write.refused')));
      void queryClient.invalidateQueries({ queryKey: anchorKeys.tasks() });
      return true;
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
    /** The reward whose claim is on its way (or being checked), if any. */
    claimingId: claim.busy ? (claim.intent?.params.rewardId ?? null) : null,
    /** Claims a claimable reward; while a claim's outcome is unknown, any claim tap checks that one (same key). */
    claim: (rewardId: string) => {
      const reward = rewardIn(queryClient.getQueryData<AnchorTasks>(anchorKeys.tasks()), rewardId);
      if (claim.unknown || reward?.state === 'claimable') claim.run({ rewardId });
    },
    /** The claim whose outcome is unknown, with its check (the board says it). */
    claimWrite: claim,
    checkingIn: checkIn.busy,
    checkIn: () => checkIn.run(null),
    /** The check-in's outcome when it is not plain: unknown (with its check) or refused (in words). */
    checkInWrite: checkIn,
    rewardText,
  };
}

export type TaskBoardState = ReturnType<typeof useTaskBoard>;
