import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rechargeCoins } from '../../platform/bridge/openInApp';
import { useAppNow } from '../../platform/clock/useAppNow';
import { useWriteIntent } from '../../platform/http/useWriteIntent';
import { showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import { buyNoble, type MyNoble, myNobleQuery, nobleKeys, refusalOf, tiersQuery } from './api';
import { isNobleTier, type NobleTier, projection } from './model';

/** A purchase: the tier, kept with its key while its outcome is unknown (a reload checks it with that key). */
export interface PendingPurchase {
  tier: NobleTier;
}

const restorePurchase = (raw: unknown): PendingPurchase | null => {
  const tier = (raw as { tier?: unknown } | null)?.tier;
  return isNobleTier(tier) ? { tier } : null;
};

/**
 * The noble page's state and its one write: buying, upgrading or renewing a tier through a confirm, on the one
 * mechanism of every paid write (platform/http/useWriteIntent): the key is made when the confirm opens, a double tap
 * sends once, a reply that never comes (or comes after the write timeout) leaves the purchase unknown — said in the
 * sheet and on the page, kept across a reload — and the only way on is its check, with the same key. Every refusal is
 * said in the sheet, which stays usable: the contract's codes in the page's words, any other in the server's.
 */
export function useNobleCenter() {
  const { t } = useTranslation('noble');
  const queryClient = useQueryClient();
  const tiers = useQuery(tiersQuery());
  const mine = useQuery(myNobleQuery());
  const now = useAppNow(1_000);

  const purchase = useWriteIntent<PendingPurchase, MyNoble>({
    scope: 'noble:buy',
    send: ({ tier }, key, options) => buyNoble(tier, key, options),
    restore: restorePurchase,
    onDone: (next, { tier: bought }) => {
      queryClient.setQueryData(nobleKeys.mine(), next);
      void queryClient.invalidateQueries({ queryKey: nobleKeys.growth() });
      // The server's last change names the upgrade or renewal: the page reveals it full screen, which says it (a toast
      // on top would cover the reveal's own words). Only a purchase the server did not describe is told by a toast.
      const change = next.lastChange;
      if (change?.tier && (change.kind === 'upgrade' || change.kind === 'renew')) return;
      showToast(t('buy.done', { tier: t(`tiers.${bought}`) }));
    },
    onRefused: (error) => {
      const refusal = refusalOf(error);
      void queryClient.invalidateQueries({ queryKey: nobleKeys.mine() });
      if (refusal !== 'notEnoughCoins') return refusal ? t(`errors.${refusal}`) : false;
      purchase.close();
      void showConfirm({
        message: t('errors.notEnoughCoins'),
        confirmText: t('errors.recharge'),
        cancelText: t('errors.later'),
      }).then((recharge) => {
        if (recharge) rechargeCoins(t('common:bridge.notInApp'));
      });
      return true;
    },
  });

  return {
    tiers,
    mine,
    now,
    projection: tiers.data && mine.data ? projection(tiers.data, mine.data.standing, now) : null,
    /** The purchase on screen (its confirm), or one whose outcome is unknown. */
    purchase,
    /** Opens the confirm for a tier (a new key); while a purchase is unresolved, that one instead. */
    choose: (tier: NobleTier) => purchase.open({ tier }),
  };
}

export type NobleCenter = ReturnType<typeof useNobleCenter>;
