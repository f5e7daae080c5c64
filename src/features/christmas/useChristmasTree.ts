import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeCoins } from '../../platform/bridge/openInApp';
import { useAppNow } from '../../platform/clock/useAppNow';
import type { RequestOptions } from '../../platform/http/client';
import { useWriteIntent } from '../../platform/http/useWriteIntent';
import { formatNumber } from '../../platform/i18n/numberFormat';
import type { Contact } from '../../platform/social/contacts';
import { showAlert, showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import {
  buyProps,
  christmasKeys,
  configQuery,
  giftProp,
  lightTree,
  poolQuery,
  refusalOf,
  treeQuery,
  type Tree,
} from './api';
import {
  type Edition,
  eventClosed,
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
  type WriteKind,
} from './model';

/**
 * A write of the tree page: lighting a bulb, buying props, giving a prop. Kept with its key while its outcome is
 * unknown (a reload checks it with that key); a gift keeps the public id and nickname of its receiver only.
 */
export type ChristmasWrite = { kind: 'light' } | { kind: 'buy'; count: PropBundle } | { kind: 'gift'; to: Contact };

function restoreWrite(raw: unknown): ChristmasWrite | null {
  const write = (raw ?? {}) as { kind?: unknown; count?: unknown; to?: { user_id?: unknown; nickname?: unknown } };
  if (write.kind === 'light') return { kind: 'light' };
  if (write.kind === 'buy' && (PROP_BUNDLES as readonly unknown[]).includes(write.count))
    return { kind: 'buy', count: write.count as PropBundle };
  const to = write.kind === 'gift' ? write.to : undefined;
  if (to && typeof to.user_id === 'string' && typeof to.nickname === 'string')
    return {
      kind: 'gift',
      to: { user_id: to.user_id.slice(0, 64), nickname: to.nickname.slice(0, 64), avatar_url: '' },
    };
  return null;
}

const send = (write: ChristmasWrite, key: string, options: RequestOptions): Promise<Tree> => {
  switch (write.kind) {
    case 'light':
      return lightTree(key, options);
    case 'buy':
      return buyProps(write.count, key, options);
    case 'gift':
      return giftProp(write.to.user_id, key, options);
  }
};

/**
 * The tree page's state and actions: the edition and its phase by the app clock (server-corrected), my tree, and
 * lighting, buying and gifting through a confirm, on the one mechanism of every paid or irreversible write
 * (platform/http/useWriteIntent): the key is made when the confirm opens, a double tap sends once, a reply that
 * never comes leaves the write unknown — said in the confirm and on the page, kept across a reload — and its check
 * sends the same key. A refusal is said in the confirm (the spec's words for its codes, the server's for any other),
 * or offers the way on (no props → buy, not enough coins → top up).
 */
export function useChristmasTree() {
  const { t, i18n } = useTranslation('christmas');
  const queryClient = useQueryClient();
  const config = useQuery(configQuery());
  const tree = useQuery(treeQuery());
  const pool = useQuery(poolQuery());
  const now = useAppNow(1_000);
  /** Which bulb just came on (it pops), and whether the tree has just been lit (celebration). */
  const [justLit, setJustLit] = useState<number | null>(null);
  const [celebrate, setCelebrate] = useState(false);
  const amount = (value: number) => formatNumber(i18n.language, value);

  const edition: Edition | undefined = config.data;
  const phase = edition ? phaseAt(edition, now) : null;
  const props = tree.data ? propsLeft(tree.data.props, now) : 0;

  /** Says a refusal the way the spec words it (§8), or offers the way out (buy props, top up coins). */
  function explain(refusal: Refusal) {
    switch (refusal) {
      case 'noProps':
        write.open({ kind: 'buy', count: PROP_BUNDLES[0] });
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

  const write = useWriteIntent<ChristmasWrite, Tree>({
    scope: 'christmas:write',
    send,
    restore: restoreWrite,
    onDone: (next, done) => {
      queryClient.setQueryData(christmasKeys.tree(), next);
      void queryClient.invalidateQueries({ queryKey: christmasKeys.pool() });
      if (done.kind === 'light') {
        setJustLit(next.lights - 1);
        if (next.lights >= LIGHTS_PER_TREE) setCelebrate(true);
        else showToast(t('light.done', { count: next.lights, total: LIGHTS_PER_TREE }));
      } else if (done.kind === 'buy') showToast(t('buy.done', { count: done.count }));
      else showToast(t('gift.done', { name: done.to.nickname }));
    },
    onRefused: (error) => {
      void queryClient.invalidateQueries({ queryKey: christmasKeys.tree() });
      const refusal = refusalOf(error);
      if (refusal !== 'noProps' && refusal !== 'notEnoughCoins') return refusal ? t(`errors.${refusal}`) : false;
      write.close();
      explain(refusal);
      return true;
    },
  });

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
    /** The write on screen (its confirm), or one whose outcome is unknown. */
    write,
    justLit,
    celebrate,
    endCelebration: () => setCelebrate(false),
    /** Light: the confirm opens with its key, or the reason it cannot (locked → the spec's message; no props → buy). */
    chooseLight: () => {
      const refusal = write.unknown ? null : ask('light');
      if (refusal) explain(refusal);
      else if (phase) write.open({ kind: 'light' });
    },
    chooseBuy: () => {
      const refusal = write.unknown ? null : ask('buy');
      if (refusal) explain(refusal);
      else if (phase) write.open({ kind: 'buy', count: PROP_BUNDLES[0] });
    },
    /** Another bundle in the open buy sheet: another purchase, so another key (none while one is unknown). */
    setBundle: (count: PropBundle) => write.open({ kind: 'buy', count }),
    /** Gift: whether the contact chooser may open (a refusal is explained; an unknown write is reopened instead). */
    canGift: (): boolean => {
      if (write.unknown) {
        write.open({ kind: 'light' }); // reopens the unresolved write, whatever it was
        return false;
      }
      const refusal = ask('gift');
      if (refusal) explain(refusal);
      return refusal === null && phase !== null;
    },
    chooseReceiver: (to: Contact) => write.open({ kind: 'gift', to }),
    /** My share: the pool opens on the split day ("The prize pool is not open." before). */
    askShare: () => {
      const refusal = phase ? refuseShare(phase) : null;
      if (refusal) explain(refusal);
    },
  };
}

export type ChristmasTreeGame = ReturnType<typeof useChristmasTree>;
