import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeCoins } from '../../platform/bridge/openInApp';
import { useAppNow } from '../../platform/clock/useAppNow';
import { newRequestId } from '../../platform/http/requestId';
import { formatNumber } from '../../platform/i18n/numberFormat';
import type { Contact } from '../../platform/social/contacts';
import { sessionStore } from '../../platform/storage/safeStorage';
import { showAlert, showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import {
  buyProps,
  christmasKeys,
  configQuery,
  giftProp,
  isLostReply,
  lightTree,
  poolQuery,
  refusalOf,
  treeQuery,
  type Tree,
} from './api';
import {
  costOf,
  type Edition,
  eventClosed,
  landed,
  LIGHTS_PER_TREE,
  nextExpiry,
  phaseAt,
  PROP_BUNDLES,
  type PropBundle,
  propsLeft,
  type Refusal,
  refuseGift,
  refuseLight,
  refuseShare,
  type TreeSnapshot,
  type WriteKind,
} from './model';

/**
 * A write waiting for its confirm, with the idempotency key made when the confirm opened. Kept in
 * session storage (a reload retries with the same key, so it happens once); a gift keeps the public id
 * and nickname of its receiver only.
 */
export type PendingWrite =
  | { kind: 'light'; requestId: string }
  | { kind: 'buy'; count: PropBundle; requestId: string }
  | { kind: 'gift'; to: Contact; requestId: string };

const PENDING_KEY = 'christmas:pending';

function readPending(): PendingWrite | null {
  try {
    const raw = JSON.parse(sessionStore.get(PENDING_KEY) ?? 'null') as Partial<PendingWrite> | null;
    if (!raw || typeof raw.requestId !== 'string') return null;
    if (raw.kind === 'light') return { kind: 'light', requestId: raw.requestId };
    if (raw.kind === 'buy' && (PROP_BUNDLES as readonly unknown[]).includes(raw.count))
      return { kind: 'buy', count: raw.count as PropBundle, requestId: raw.requestId };
    const to = raw.kind === 'gift' ? raw.to : undefined;
    if (to && typeof to.user_id === 'string' && typeof to.nickname === 'string')
      return {
        kind: 'gift',
        to: { user_id: to.user_id, nickname: to.nickname, avatar_url: '' },
        requestId: raw.requestId,
      };
    return null;
  } catch {
    return null;
  }
}

function writePending(pending: PendingWrite | null): void {
  if (pending) sessionStore.set(PENDING_KEY, JSON.stringify(pending));
  else sessionStore.remove(PENDING_KEY);
}

const snapshotOf = (tree: Tree, now: number): TreeSnapshot => ({
  lights: tree.lights,
  props: propsLeft(tree.props, now),
  coins: tree.coins,
});

const run = (pending: PendingWrite): Promise<Tree> => {
  switch (pending.kind) {
    case 'light':
      return lightTree(pending.requestId);
    case 'buy':
      return buyProps(pending.count, pending.requestId);
    case 'gift':
      return giftProp(pending.to.user_id, pending.requestId);
  }
};

/**
 * The tree page's state and actions: the edition and its phase by the app clock (server-corrected),
 * my tree, and lighting, buying and gifting through a confirm that carries an idempotency key. A
 * reply that never comes makes the page re-read my tree: if the write landed it is done, otherwise
 * the confirm stays open with the same key.
 */
export function useChristmasTree() {
  const { t, i18n } = useTranslation('christmas');
  const queryClient = useQueryClient();
  const config = useQuery(configQuery());
  const tree = useQuery(treeQuery());
  const pool = useQuery(poolQuery());
  const now = useAppNow(1_000);
  const [pending, setPending] = useState<PendingWrite | null>(readPending);
  /** Which bulb just came on (it pops), and whether the tree has just been lit (celebration). */
  const [justLit, setJustLit] = useState<number | null>(null);
  const [celebrate, setCelebrate] = useState(false);
  const amount = (value: number) => formatNumber(i18n.language, value);

  const edition: Edition | undefined = config.data;
  const phase = edition ? phaseAt(edition, now) : null;
  const props = tree.data ? propsLeft(tree.data.props, now) : 0;

  function open(next: PendingWrite | null) {
    writePending(next);
    setPending(next);
  }

  /** Says a refusal the way the spec words it (§8), or offers the way out (buy props, top up coins). */
  function explain(refusal: Refusal) {
    switch (refusal) {
      case 'noProps':
        openBuy();
        return;
      case 'notEnoughCoins':
        void showConfirm({
          message: t('errors.notEnoughCoins'),
          confirmText: t('errors.recharge'),
          cancelText: t('errors.later'),
        }).then((recharge) => {
          if (recharge) rechargeCoins(t('common:bridge.notInApp'));
        });
        return;
      default:
        void showAlert({ message: t(`errors.${refusal}`), buttonText: t('errors.ok') });
    }
  }

  function openBuy(count: PropBundle = PROP_BUNDLES[0]) {
    const stored = readPending();
    open(stored?.kind === 'buy' && stored.count === count ? stored : { kind: 'buy', count, requestId: newRequestId() });
  }

  // A second tap in the same moment (before React re-renders) must not send a second request.
  const inFlight = useRef(false);
  const write = useMutation({
    mutationFn: (variables: { pending: PendingWrite; before: TreeSnapshot }) => run(variables.pending),
    onSuccess: (next, { pending: done }) => finish(done, next),
    onError: async (error, { pending: failed, before }) => {
      const refusal = refusalOf(error);
      if (refusal) {
        open(null);
        void queryClient.invalidateQueries({ queryKey: christmasKeys.tree() });
        explain(refusal);
        return;
      }
      if (!isLostReply(error)) return;
      // The reply was lost: read my tree again rather than retry blindly.
      const fresh = await queryClient.fetchQuery({ ...treeQuery(), staleTime: 0 }).catch(() => null);
      const cost = failed.kind === 'buy' ? costOf(failed.count) : 0;
      if (fresh && landed(failed.kind, before, snapshotOf(fresh, now), cost)) finish(failed, fresh);
      else showToast(t('errors.retry')); // the confirm and its key stay: trying again does it once
    },
  });

  function finish(done: PendingWrite, next: Tree) {
    open(null);
    queryClient.setQueryData(christmasKeys.tree(), next);
    void queryClient.invalidateQueries({ queryKey: christmasKeys.pool() });
    if (done.kind === 'light') {
      setJustLit(next.lights - 1);
      if (next.lights >= LIGHTS_PER_TREE) setCelebrate(true);
      else showToast(t('light.done', { count: next.lights, total: LIGHTS_PER_TREE }));
    } else if (done.kind === 'buy') showToast(t('buy.done', { count: done.count }));
    else showToast(t('gift.done', { name: done.to.nickname }));
  }

  const ask = (kind: WriteKind): Refusal | null => {
    if (!phase || !tree.data) return null;
    if (kind === 'light') return refuseLight(phase, { ...tree.data, props });
    if (kind === 'gift') return refuseGift(phase, props);
    return eventClosed(phase); // the coins are the server's to check: the sheet shows every price
  };

  return {
    config,
    tree,
    pool,
    edition,
    phase,
    now,
    props,
    nextExpiry: tree.data ? nextExpiry(tree.data.props, now) : null,
    amount,
    pending,
    writing: write.isPending,
    justLit,
    celebrate,
    endCelebration: () => setCelebrate(false),
    /** Light: the confirm opens with its key, or the reason it cannot (locked → the spec's message; no props → buy). */
    chooseLight: () => {
      const refusal = ask('light');
      if (refusal) explain(refusal);
      else if (phase) open({ kind: 'light', requestId: newRequestId() });
    },
    chooseBuy: () => {
      const refusal = ask('buy');
      if (refusal) explain(refusal);
      else if (phase) openBuy();
    },
    /** Another bundle in the open buy sheet: another purchase, so another key. */
    setBundle: (count: PropBundle) => openBuy(count),
    /** Gift: whether the contact chooser may open (a refusal is explained). */
    canGift: (): boolean => {
      const refusal = ask('gift');
      if (refusal) explain(refusal);
      return refusal === null && phase !== null;
    },
    chooseReceiver: (to: Contact) => open({ kind: 'gift', to, requestId: newRequestId() }),
    confirm: () => {
      if (!pending || !tree.data || inFlight.current) return;
      inFlight.current = true;
      write.mutate(
        { pending, before: snapshotOf(tree.data, now) },
        {
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
    },
    cancel: () => open(null),
    /** My share: the pool opens on the split day ("The prize pool is not open." before). */
    askShare: () => {
      const refusal = phase ? refuseShare(phase) : null;
      if (refusal) explain(refusal);
    },
  };
}

export type ChristmasTreeGame = ReturnType<typeof useChristmasTree>;
