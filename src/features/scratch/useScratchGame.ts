import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeCoins } from '../../platform/bridge/openInApp';
import { serverMessage } from '../../platform/http/errors';
import { newRequestId } from '../../platform/http/requestId';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { usePageHidden } from '../../platform/lifecycle/usePageHidden';
import { sessionStore } from '../../platform/storage/safeStorage';
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

/**
 * A purchase waiting for its confirm, with the idempotency key made when the confirm opened. Kept in
 * session storage: a reload or a lost reply retries with the same key, so it is charged once.
 */
export interface PendingPurchase {
  bundle: Bundle;
  requestId: string;
}

const PURCHASE_KEY = 'scratch:purchase';

function readPurchase(): PendingPurchase | null {
  try {
    const raw = JSON.parse(sessionStore.get(PURCHASE_KEY) ?? 'null') as Partial<PendingPurchase> | null;
    return raw && (BUNDLES as readonly unknown[]).includes(raw.bundle) && typeof raw.requestId === 'string'
      ? { bundle: raw.bundle as Bundle, requestId: raw.requestId }
      : null;
  } catch {
    return null;
  }
}

function writePurchase(purchase: PendingPurchase | null): void {
  if (purchase) sessionStore.set(PURCHASE_KEY, JSON.stringify(purchase));
  else sessionStore.remove(PURCHASE_KEY);
}

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
  const [purchase, setPurchase] = useState<PendingPurchase | null>(readPurchase);
  const amount = (value: number) => formatNumber(i18n.language, value);

  const currentCard = state.data?.current_card?.card_id ?? null;
  const cardId = play?.cardId ?? currentCard;

  const askToBuy = useCallback(() => {
    void showConfirm({
      message: t('errors.noCards'),
      confirmText: t('errors.buy'),
      cancelText: t('errors.later'),
    }).then((buy) => {
      if (buy) setPurchase(() => openPurchase(1));
    });
  }, [t]);

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

  /** Opens the confirm for a bundle; its idempotency key is made now (or kept, for the same bundle after a lost reply). */
  function openPurchase(bundle: Bundle): PendingPurchase {
    const stored = readPurchase();
    const next = stored?.bundle === bundle ? stored : { bundle, requestId: newRequestId() };
    writePurchase(next);
    return next;
  }

  // A second tap in the same moment (before React re-renders) must not send a second request.
  const buyInFlight = useRef(false);
  const buy = useMutation({
    mutationFn: (pending: PendingPurchase) => buyCards(pending.bundle, pending.requestId),
    onSuccess: (next, pending) => {
      writePurchase(null);
      setPurchase(null);
      queryClient.setQueryData(scratchKeys.state(), next);
      showToast(t('buy.bought', { count: pending.bundle }));
    },
    onError: (error) => {
      if (isNotEnoughCoins(error)) {
        writePurchase(null);
        setPurchase(null);
        offerRecharge();
      } else showToast(serverMessage(error) ?? t('errors.retry')); // the key is kept: trying again buys once
    },
  });

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
    purchase,
    /** Buy: the confirm opens (with its key), or the recharge offer when the coins cannot cover it. */
    chooseBundle: (bundle: Bundle) => {
      const coins = state.data?.coins ?? 0;
      if (refuseBuy(coins, bundle) === 'notEnoughCoins') offerRecharge();
      else setPurchase(openPurchase(bundle));
    },
    confirmPurchase: () => {
      if (!purchase || buyInFlight.current) return;
      buyInFlight.current = true;
      buy.mutate(purchase, {
        onSettled: () => {
          buyInFlight.current = false;
        },
      });
    },
    cancelPurchase: () => {
      writePurchase(null);
      setPurchase(null);
    },
    buying: buy.isPending,
    amount,
  };
}

export type ScratchGame = ReturnType<typeof useScratchGame>;
