import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeCoins } from '../../platform/bridge/openInApp';
import { serverMessage } from '../../platform/http/errors';
import { useWriteIntent } from '../../platform/http/useWriteIntent';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { usePageHidden } from '../../platform/lifecycle/usePageHidden';
import { showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import {
  buyCards,
  isNoCards,
  isNotEnoughCoins,
  openCard,
  scratchKeys,
  scratchStateQuery,
  type ScratchReveal,
  type ScratchState,
} from './api';
import { BUNDLES, refuseBuy, type Bundle } from './model';

export type ScratchMode = 'manual' | 'auto';

/** The card on screen, from its first stroke until "next card". */
export interface CardPlay {
  cardId: string;
  /** The foil is all gone (threshold, auto, reveal all, leaving). */
  cleared: boolean;
  /** What the server answered when the card was opened; null until then. */
  reveal: ScratchReveal | null;
}

/** A purchase: the bundle, kept with its key while its outcome is unknown (a reload asks the server with that key). */
export interface PendingPurchase {
  bundle: Bundle;
}

const restorePurchase = (raw: unknown): PendingPurchase | null =>
  typeof raw === 'object' && raw !== null && (BUNDLES as readonly unknown[]).includes((raw as PendingPurchase).bundle)
    ? { bundle: (raw as PendingPurchase).bundle }
    : null;

/**
 * The scratch page's state and actions: the server's state, the card being played, buying with a
 * confirm and an idempotency key, and opening a card at its first stroke — so a card left half
 * scratched (the page closed, the web view killed) is already opened and in the records.
 */
export function useScratchGame() {
  const { t, i18n } = useTranslation('scratch');
  const queryClient = useQueryClient();
  const state = useQuery(scratchStateQuery());
  const [mode, setMode] = useState<ScratchMode>('manual');
  const [play, setPlay] = useState<CardPlay | null>(null);
  const amount = (value: number) => formatNumber(i18n.language, value);

  const currentCard = state.data?.current_card?.card_id ?? null;
  const cardId = play?.cardId ?? currentCard;

  // One intent per confirm (platform/http/useWriteIntent): a double tap, a lost reply, closing and choosing again, or
  // a reload while the outcome is unknown all end in one purchase.
  const purchase = useWriteIntent<PendingPurchase, ScratchState>({
    scope: 'scratch:buy',
    send: ({ bundle }, key, options) => buyCards(bundle, key, options),
    restore: restorePurchase,
    onDone: (next, { bundle }) => {
      queryClient.setQueryData(scratchKeys.state(), next);
      showToast(t('buy.bought', { count: bundle }));
    },
    onRefused: (error) => {
      if (!isNotEnoughCoins(error)) return false;
      purchase.close();
      offerRecharge();
      return true;
    },
  });
  const openPurchase = purchase.open;

  const askToBuy = useCallback(() => {
    void showConfirm({
      message: t('errors.noCards'),
      confirmText: t('errors.buy'),
      cancelText: t('errors.later'),
    }).then((buy) => {
      if (buy) openPurchase({ bundle: 1 });
    });
  }, [openPurchase, t]);

  // Opening a card happens under the finger: its state changes render in transitions (React slices
  // them), and the coins it won reach the page's state only at "next card", so a scratch gesture never
  // waits for a long render (a perf test holds it to no long task at 4× CPU throttling).
  const opening = useRef<string | null>(null);
  const [openingCard, setOpeningCard] = useState<string | null>(null);
  const openNow = useCallback(
    (id: string) => {
      if (opening.current === id) return;
      opening.current = id;
      startTransition(() => setOpeningCard(id));
      openCard(id).then(
        (reveal) => {
          startTransition(() => {
            setOpeningCard(null);
            setPlay((current) => (current?.cardId === reveal.card_id ? { ...current, reveal } : current));
          });
          void queryClient.invalidateQueries({ queryKey: scratchKeys.records() });
        },
        (error: unknown) => {
          opening.current = null; // asked again at the next touch
          setOpeningCard(null);
          if (isNoCards(error)) {
            setPlay(null);
            askToBuy();
          } else showToast(serverMessage(error) ?? t('errors.retry'));
        },
      );
    },
    [askToBuy, queryClient, t],
  );

  /** The first stroke (or an auto reveal): the card is opened on the server now. */
  const start = useCallback(() => {
    if (!cardId) {
      askToBuy();
      return;
    }
    if (play?.cardId !== cardId) startTransition(() => setPlay({ cardId, cleared: false, reveal: null }));
    if (!play?.reveal) openNow(cardId);
  }, [askToBuy, cardId, openNow, play]);

  /** The rest of the foil goes: threshold reached, auto mode, "reveal all", or the page being left. */
  const clear = useCallback(() => {
    if (!cardId) {
      askToBuy();
      return;
    }
    start();
    startTransition(() =>
      setPlay((current) => (current ? { ...current, cleared: true } : { cardId, cleared: true, reveal: null })),
    );
  }, [askToBuy, cardId, start]);

  const next = useCallback(() => {
    const prize = play?.reveal?.prize;
    // What the opened card changed, until the server's state says it (no flash of the old balance).
    if (prize)
      queryClient.setQueryData<ScratchState>(scratchKeys.state(), (current) =>
        current ? { ...current, coins: current.coins + prize.coins, cards: Math.max(0, current.cards - 1) } : current,
      );
    opening.current = null;
    setPlay(null);
    void state.refetch();
  }, [play, queryClient, state]);

  // Leaving mid-scratch (backgrounded, switched away, about to close): the card is already opened
  // on the server; the foil clears, so coming back shows the result the records have.
  const clearPlaying = () => setPlay((current) => (current ? { ...current, cleared: true } : current));
  usePageHidden(clearPlaying);

  function offerRecharge() {
    void showConfirm({
      message: t('errors.notEnoughCoins'),
      confirmText: t('errors.recharge'),
      cancelText: t('errors.later'),
    }).then((recharge) => {
      if (recharge) rechargeCoins(t('common:bridge.notInApp'));
    });
  }

  return {
    state,
    mode,
    setMode,
    cardId,
    play,
    opening: openingCard !== null,
    start,
    clear,
    next,
    /** Leaving the page (back, close): a half-scratched card clears — it was opened at its first stroke. */
    leave: clearPlaying,
    /** The purchase on screen (its confirm), or one whose outcome is unknown. */
    purchase,
    /** Buy: the confirm opens (with its key), or the recharge offer when the coins cannot cover it. */
    chooseBundle: (bundle: Bundle) => {
      const coins = state.data?.coins ?? 0;
      if (!purchase.unknown && refuseBuy(coins, bundle) === 'notEnoughCoins') offerRecharge();
      else purchase.open({ bundle });
    },
    amount,
  };
}

export type ScratchGame = ReturnType<typeof useScratchGame>;
