import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeCoins } from '../../platform/bridge/openInApp';
import { useAppNow } from '../../platform/clock/useAppNow';
import { newRequestId } from '../../platform/http/requestId';
import { sessionStore } from '../../platform/storage/safeStorage';
import { showAlert, showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import { buyNoble, isLostReply, type MyNoble, myNobleQuery, nobleKeys, refusalOf, tiersQuery } from './api';
import { isNobleTier, type NobleTier, projection } from './model';

/** A purchase waiting for its confirm, with the idempotency key made when the confirm opened (kept for a reload). */
export interface PendingPurchase {
  tier: NobleTier;
  requestId: string;
}

const PENDING_KEY = 'noble:pending';

function readPending(): PendingPurchase | null {
  try {
    const raw = JSON.parse(sessionStore.get(PENDING_KEY) ?? 'null') as Partial<PendingPurchase> | null;
    return raw && isNobleTier(raw.tier) && typeof raw.requestId === 'string'
      ? { tier: raw.tier, requestId: raw.requestId }
      : null;
  } catch {
    return null;
  }
}

/** Whether a purchase landed between `before` and `after`: its price left my coins. */
const landed = (before: MyNoble, after: MyNoble, price: number): boolean => before.coins - after.coins >= price;

/**
 * The noble page's state and its one write: buying or renewing a tier through a confirm that carries an
 * idempotency key. A reply that never comes makes the page re-read my standing: if the purchase landed it is
 * done, otherwise the confirm stays open with the same key.
 */
export function useNobleCenter() {
  const { t } = useTranslation('noble');
  const queryClient = useQueryClient();
  const tiers = useQuery(tiersQuery());
  const mine = useQuery(myNobleQuery());
  const now = useAppNow(1_000);
  const [pending, setPending] = useState<PendingPurchase | null>(readPending);

  function open(next: PendingPurchase | null) {
    if (next) sessionStore.set(PENDING_KEY, JSON.stringify(next));
    else sessionStore.remove(PENDING_KEY);
    setPending(next);
  }

  function finish(done: PendingPurchase, before: MyNoble, next: MyNoble) {
    open(null);
    queryClient.setQueryData(nobleKeys.mine(), next);
    void queryClient.invalidateQueries({ queryKey: nobleKeys.growth() });
    const tier = t(`tiers.${done.tier}`);
    showToast(before.standing.tier === done.tier ? t('buy.renewed', { tier }) : t('buy.done', { tier }));
  }

  // A second tap in the same moment (before React re-renders) must not send a second request.
  const inFlight = useRef(false);
  const purchase = useMutation({
    mutationFn: (variables: { pending: PendingPurchase; before: MyNoble }) =>
      buyNoble(variables.pending.tier, variables.pending.requestId),
    onSuccess: (next, { pending: done, before }) => finish(done, before, next),
    onError: async (error, { pending: failed, before }) => {
      const refusal = refusalOf(error);
      if (refusal === 'notEnoughCoins') {
        open(null);
        const recharge = await showConfirm({
          message: t('errors.notEnoughCoins'),
          confirmText: t('errors.recharge'),
          cancelText: t('errors.later'),
        });
        if (recharge) rechargeCoins(t('common:bridge.notInApp'));
        return;
      }
      if (refusal) {
        open(null);
        void queryClient.invalidateQueries({ queryKey: nobleKeys.mine() });
        void showAlert({ message: t(`errors.${refusal}`), buttonText: t('errors.ok') });
        return;
      }
      if (!isLostReply(error)) return;
      // The reply was lost: read my standing again rather than retry blindly.
      const fresh = await queryClient.fetchQuery({ ...myNobleQuery(), staleTime: 0 }).catch(() => null);
      const price = tiers.data?.find((rule) => rule.tier === failed.tier)?.price ?? Number.POSITIVE_INFINITY;
      if (fresh && landed(before, fresh, price)) finish(failed, before, fresh);
      else showToast(t('errors.retry')); // the confirm and its key stay: trying again buys once
    },
  });

  return {
    tiers,
    mine,
    now,
    projection: tiers.data && mine.data ? projection(tiers.data, mine.data.standing, now) : null,
    pending,
    buying: purchase.isPending,
    /** Opens the confirm for a tier: the same purchase (and key) if it was already waiting, e.g. after a reload. */
    choose: (tier: NobleTier) => {
      const stored = readPending();
      open(stored?.tier === tier ? stored : { tier, requestId: newRequestId() });
    },
    confirm: () => {
      if (!pending || !mine.data || inFlight.current) return;
      inFlight.current = true;
      purchase.mutate({ pending, before: mine.data }, { onSettled: () => void (inFlight.current = false) });
    },
    cancel: () => open(null),
  };
}

export type NobleCenter = ReturnType<typeof useNobleCenter>;
