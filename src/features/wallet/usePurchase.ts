import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { newRequestId } from '../../platform/http/requestId';
import { usePageVisible } from '../../platform/lifecycle/usePageVisible';
import { sessionStore } from '../../platform/storage/safeStorage';
import { createOrder, fetchOrderStatus, isServerRefusal, type Order, walletKeys } from './api';
import type { OrderStatus } from './contract';
import { isFinal, pollDelay } from './model';

/** What is being bought: a coin package, a VIP plan or the discount, at the server's price. */
export interface PurchaseProduct {
  kind: 'coins' | 'vip' | 'discount';
  productId: string;
  price: number;
  currency: string;
  coins: number;
  bonusCoins: number;
  /** VIP: the plan's days. */
  days?: number;
}

export interface PurchaseTarget {
  publicId: string;
  nickname: string;
  avatarUrl: string;
  self: boolean;
}

export interface PurchaseMethod {
  id: string;
  label: string;
}

/**
 * One intent to buy: made when the confirm opens, with its idempotency key, and kept in session storage
 * until it is done or given up. A double tap, a retry after a lost reply and a reload of the page on the
 * pay step all send this key again, so the server makes one order (docs/areas/wallet.md, "One order per intent").
 */
export interface PurchaseIntent {
  key: string;
  product: PurchaseProduct;
  method: PurchaseMethod;
  target: PurchaseTarget;
  /** Set once the server made the order: the pay step. */
  order: Order | null;
  /** The order request got no answer: it may exist. Only a check with this key goes on (never a second intent). */
  unknown?: boolean;
  /** The sheet shows it; an unknown intent stays after its sheet is closed, said on the page. */
  open?: boolean;
}

const storageKey = (scope: string) => `wallet:purchase:${scope}`;

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The stored intent, or null when there is none or it is not one (storage is outside input). */
export function readIntent(scope: string): PurchaseIntent | null {
  try {
    const raw = JSON.parse(sessionStore.get(storageKey(scope)) ?? 'null') as Partial<PurchaseIntent> | null;
    if (!raw || !isText(raw.key) || !raw.product || !raw.method || !raw.target) return null;
    const { product, method, target, order } = raw;
    const kinds = ['coins', 'vip', 'discount'];
    if (
      !kinds.includes(product.kind) ||
      !isText(product.productId) ||
      !isText(product.currency) ||
      ![product.price, product.coins, product.bonusCoins].every(isCount) ||
      !isText(method.id) ||
      !isText(method.label) ||
      !isText(target.publicId) ||
      !isText(target.nickname)
    )
      return null;
    return {
      key: raw.key,
      product: { ...product, days: isCount(product.days) ? product.days : undefined },
      method: { id: method.id, label: method.label },
      target: {
        publicId: target.publicId,
        nickname: target.nickname,
        avatarUrl: isText(target.avatarUrl) ? target.avatarUrl : '',
        self: target.self === true,
      },
      order:
        order && isText(order.orderId)
          ? { orderId: order.orderId, payUrl: isText(order.payUrl) ? order.payUrl : '' }
          : null,
      unknown: raw.unknown === true,
      open: raw.open !== false,
    };
  } catch {
    return null;
  }
}

function writeIntent(scope: string, intent: PurchaseIntent | null): void {
  if (intent) sessionStore.set(storageKey(scope), JSON.stringify(intent));
  else sessionStore.remove(storageKey(scope));
}

export interface OrderProgress {
  status: OrderStatus;
  coins: number;
  /** Polling stopped at its limit while the order is still pending (the page offers "check again"). */
  exhausted: boolean;
}

const WAITING: OrderProgress = { status: 'pending', coins: 0, exhausted: false };

/**
 * The order's status after the pay step: read with back-off (`pollDelay`), stopped after a limit, and read
 * again at once when the page becomes visible (back from the payment app) or on `checkAgain`.
 */
function useOrderProgress(orderId: string | null) {
  const [read, setProgress] = useState<OrderProgress & { orderId: string | null }>(() => ({ ...WAITING, orderId }));
  // Another order starts from "pending" (a finished one's result never shows on the next).
  const progress: OrderProgress = read.orderId === orderId ? read : WAITING;
  const [round, setRound] = useState(0);
  const final = useRef(false);

  useEffect(() => {
    if (!orderId) return undefined;
    let live = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const schedule = (delay: number | null) => {
      if (delay === null) {
        setProgress((current) => ({ ...current, orderId, exhausted: true }));
        return;
      }
      timer = setTimeout(() => void read(), delay);
    };
    const read = async () => {
      attempt += 1;
      try {
        const state = await fetchOrderStatus(orderId, controller.signal);
        if (!live) return;
        setProgress({ orderId, status: state.status, coins: state.coins, exhausted: false });
        if (isFinal(state.status)) {
          final.current = true;
          return;
        }
      } catch {
        if (!live) return; // a failed read is one read: the next one may answer
      }
      schedule(pollDelay(attempt));
    };
    final.current = false;
    // A new round (coming back, "check again") reads at once; the first waits the first delay.
    schedule(round > 0 ? 0 : pollDelay(0));
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderId, round]);

  const again = () => {
    if (!orderId || final.current) return;
    setProgress((current) => ({ ...current, exhausted: false }));
    setRound((current) => current + 1);
  };
  usePageVisible(again);
  return { progress, checkAgain: again };
}

/**
 * The purchase flow of a page (`scope`: one intent per page): confirm → order (one per intent) → pay step
 * with the order's status → paid / pending / failed. Order refusals are shown by the platform in the plain
 * browser alert (spec §8); a reply that never came keeps the intent and its key, so paying again is the same order.
 */
export function usePurchase(scope: string) {
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<PurchaseIntent | null>(() => readIntent(scope));
  const inFlight = useRef(false);
  const { progress, checkAgain } = useOrderProgress(intent?.order?.orderId ?? null);

  // The intent as last kept, for replies that arrive after the person closed the sheet.
  const held = useRef(intent);
  const keep = (next: PurchaseIntent | null) => {
    held.current = next;
    writeIntent(scope, next);
    setIntent(next);
  };

  const create = useMutation({
    mutationFn: (current: PurchaseIntent) =>
      createOrder({
        public_id: current.target.publicId,
        product_id: current.product.productId,
        amount: current.product.price,
        currency: current.product.currency,
        pay_method: current.method.id,
        client_order_id: current.key,
      }),
    // The order exists: its pay step opens, even if the sheet was closed while the request was on its way.
    onSuccess: (order, current) => keep({ ...current, order, unknown: false, open: true }),
    onError: (error, current) => {
      // Refused: the browser alert has said why; this intent is over (a new try is a new intent).
      if (isServerRefusal(error)) keep(null);
      // No reply: the order may exist. The intent and its key stay, said as unknown; its check (pay again, same key)
      // is answered with the same order, and closing or choosing another package cannot start a second one.
      else keep({ ...current, unknown: true, open: held.current?.key === current.key && held.current.open !== false });
    },
  });

  useEffect(() => {
    if (progress.status === 'paid') {
      void queryClient.invalidateQueries({ queryKey: walletKeys.catalog() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.vip() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.discount() });
    }
  }, [progress.status, queryClient]);

  return {
    intent,
    progress,
    creating: create.isPending,
    /**
     * The confirm opens: the idempotency key is made now, not at the tap on pay. While an order request of this page
     * got no answer, that one opens again instead (its check comes first).
     */
    start: (product: PurchaseProduct, method: PurchaseMethod, target: PurchaseTarget) =>
      keep(
        intent?.unknown && !intent.order
          ? { ...intent, open: true }
          : { key: newRequestId(), product, method, target, order: null, open: true },
      ),
    /** Pay, or check an order request that got no answer: create the order with the intent's key (a second tap while one is on its way sends nothing). */
    pay: () => {
      if (!intent || intent.order || inFlight.current) return;
      inFlight.current = true;
      create.mutate(intent, {
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    checkAgain,
    /** After a failed payment: the same purchase again, as a new intent (a new key: the failed order is over). */
    retry: () => {
      if (intent) keep({ ...intent, key: newRequestId(), order: null });
    },
    /**
     * Close the sheet: the intent is given up (a paid or failed order is done; a pending one stays the server's) —
     * except one whose order request got no answer: it stays, said on the page, until it is checked.
     */
    close: () =>
      keep(intent && !intent.order && (intent.unknown || inFlight.current) ? { ...intent, open: false } : null),
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
