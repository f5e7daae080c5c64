import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeCoins } from '../../platform/bridge/openInApp';
import { useWriteIntent } from '../../platform/http/useWriteIntent';
import { usePageHidden } from '../../platform/lifecycle/usePageHidden';
import { showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import {
  isMinorRefusal,
  isNotEnoughCoins,
  isNotEnoughTickets,
  lotteryKeys,
  lotteryOddsQuery,
  lotteryStateQuery,
  markSeen,
  type LotteryDraw,
  type LotteryDrawReply,
  type LotteryState,
} from './api';
import { drawRefusal, oddsComplete, ticketShortfall, type Bundle } from './model';

/** A draw on screen: `spinning` while the board turns to its result, then `result` (the dialog). */
export interface Presented {
  draw: LotteryDraw;
  phase: 'spinning' | 'result';
}

/** A count of boxes, draws or tickets kept with an unresolved write (storage is outside input). */
export const restoreCount = (raw: unknown): { count: number } | null => {
  const count = (raw as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 && count <= 100 ? { count } : null;
};

const restoreDraw = (raw: unknown): { count: number; gift: boolean } | null => {
  const counted = restoreCount(raw);
  return counted && { ...counted, gift: (raw as { gift?: unknown }).gift === true };
};

/**
 * One draw game's state and actions, the same for every lottery and box (docs/areas/lottery.md):
 * - the wallet and the board from the server, the odds apart: a draw whose odds did not load (or do not add up)
 *   cannot be paid;
 * - a draw is one intent with the key made when its confirm opens (platform/http/useWriteIntent): a double tap, a lost
 *   reply or a reload during the animation draws once;
 * - the result is the server's reply, shown after the board's animation; a draw the page never showed (it was left
 *   during the animation) comes back as the state's `unseen` and is shown on return, and is marked seen when closed;
 * - not enough tickets → buy them (a keyed purchase); not enough coins → the app's coin recharge; a minor is refused.
 */
export function useLottery(game: string) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const state = useQuery(lotteryStateQuery(game));
  const odds = useQuery(lotteryOddsQuery(game));
  const [presented, setPresented] = useState<Presented | null>(null);
  const shown = useRef(new Set<string>());

  const present = useCallback((next: LotteryDraw, animate: boolean) => {
    shown.current.add(next.draw_id);
    setPresented({ draw: next, phase: animate ? 'spinning' : 'result' });
  }, []);

  const offerRecharge = useCallback(() => {
    void showConfirm({
      message: t('errors.notEnoughCoins'),
      confirmText: t('errors.recharge'),
      cancelText: t('errors.later'),
    }).then((recharge) => {
      if (recharge) rechargeCoins(t('common:bridge.notInApp'));
    });
  }, [t]);

  const tickets = useWriteIntent<{ count: number }, LotteryState>({
    scope: `lottery:${game}:tickets`,
    send: async ({ count }, key, options) => (await import('./writes')).buyTickets(game, count, key, options),
    restore: restoreCount,
    onDone: (next, { count }) => {
      queryClient.setQueryData(lotteryKeys.state(game), next);
      tickets.close();
      showToast(t('tickets.bought', { count }));
    },
    onRefused: (error) => {
      if (!isNotEnoughCoins(error)) return false;
      tickets.close();
      offerRecharge();
      return true;
    },
  });

  const drawIntent = useWriteIntent<{ count: number; gift: boolean }, LotteryDrawReply>({
    scope: `lottery:${game}:draw`,
    send: async ({ count, gift }, key, options) => (await import('./writes')).draw(game, count, gift, key, options),
    restore: restoreDraw,
    onDone: (reply) => {
      queryClient.setQueryData(lotteryKeys.state(game), reply.state);
      drawIntent.close();
      // A check that found a draw the page already showed (from `unseen`, after a reload) is not shown twice.
      if (shown.current.has(reply.draw.draw_id)) showToast(t('result.alreadyShown'));
      else present(reply.draw, true);
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.records(game) });
    },
    onRefused: (error) => {
      if (isNotEnoughCoins(error)) {
        drawIntent.close();
        offerRecharge();
        return true;
      }
      // Said in the confirm, in the page's words (the wallet is read again: it changed elsewhere).
      if (isNotEnoughTickets(error)) {
        void state.refetch();
        return t('errors.notEnoughTickets');
      }
      if (isMinorRefusal(error)) return t('minor.body');
      return false;
    },
  });

  // A draw the server holds as unseen (the page was left during its animation): shown on return, without the spin.
  const unseen = state.data?.unseen ?? null;
  useEffect(() => {
    if (unseen && !shown.current.has(unseen.draw_id) && !presented) present(unseen, false);
  }, [present, presented, unseen]);

  // Hidden during the animation (backgrounded, switched away): the result is there on return.
  usePageHidden(() => setPresented((current) => (current ? { ...current, phase: 'result' } : current)));

  const ready = Boolean(state.data && odds.data && oddsComplete(state.data.prizes, odds.data.odds));

  return {
    state,
    odds,
    /** The odds are shown, so a draw can be paid. */
    ready,
    presented,
    draw: drawIntent,
    tickets,
    /** A bundle chosen: its confirm opens (with its key) — or the ticket purchase or the recharge when short. */
    choose: (bundle: Bundle) => {
      if (!ready || !state.data || presented?.phase === 'spinning') return;
      const refusal = drawIntent.unknown || bundle.gift ? null : drawRefusal(state.data, bundle);
      if (refusal === 'notEnoughCoins') offerRecharge();
      else if (refusal === 'notEnoughTickets' && state.data.ticket_price > 0)
        tickets.open({ count: ticketShortfall(state.data, bundle).tickets });
      else if (refusal === 'notEnoughTickets') showToast(t('errors.notEnoughTickets'));
      else drawIntent.open({ count: bundle.count, gift: Boolean(bundle.gift) });
    },
    /** The board stopped on the result: the result dialog. */
    settle: useCallback(() => setPresented((current) => (current ? { ...current, phase: 'result' } : current)), []),
    /** The result closed: the server hears it was shown; the wallet and records are read again. */
    closeResult: () => {
      if (presented) void markSeen(game, presented.draw.draw_id).catch(() => undefined);
      setPresented(null);
      void state.refetch();
    },
    offerRecharge,
  };
}

export type Lottery = ReturnType<typeof useLottery>;
