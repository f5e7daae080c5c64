import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appNow } from '../../platform/clock/clock';
import { useAppNow } from '../../platform/clock/useAppNow';
import { isApiError, serverMessage } from '../../platform/http/errors';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { selfInfoQuery } from '../../platform/session/selfInfo';
import { showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import {
  buyGasoline,
  confirmRefuel,
  isMinorRefusal,
  newRequestId,
  RACE_STATUS,
  raceKeys,
  raceRoundQuery,
  type RaceRound,
  type RaceWallet,
} from './api';
import {
  addFuel,
  gasolineAvailable,
  isMinor,
  phaseAt,
  RACE_GAMES,
  REFUEL_LIMIT_LITERS,
  REFUEL_STEPS,
  removeFuel,
  totalLiters,
  type EntryId,
  type Fuel,
  type PhaseState,
  type RaceGame,
  type RefuelRefusal,
} from './model';
import { readPendingBatch, writePendingBatch, type PendingBatch } from './pendingFuel';

/** Others' liters grow through the countdown: ask for them this often. */
const POOL_REFRESH_MS = 5000;
/** While waiting for a result or the next round. */
const CATCH_UP_MS = 1000;

const REFUSAL_BY_STATUS: Partial<Record<number, RefuelRefusal>> = {
  [RACE_STATUS.closed]: 'closed',
  [RACE_STATUS.overLimit]: 'overLimit',
  [RACE_STATUS.noGasoline]: 'noGasoline',
  [RACE_STATUS.notEnoughGasoline]: 'notEnoughGasoline',
  [RACE_STATUS.invalid]: 'invalid',
};

export type RaceGameStatus = 'loading' | 'minor' | 'error' | 'ready';

/** The phase of the round at `now`: the app clock, which follows the server's (a phone clock can be off). */
function usePhase(round: RaceRound | undefined): { phase: PhaseState | null; now: number } {
  const now = useAppNow();
  return { phase: round ? phaseAt(round.start_at, now) : null, now };
}

/**
 * Everything a race screen does, for any of the three games: the round and its
 * phase, my pending and confirmed liters, refuelling with the model's rules and
 * their messages, the idempotent confirm, buying gasoline and the result.
 */
export function useRaceGame(game: RaceGame) {
  const { t, i18n } = useTranslation('race');
  const queryClient = useQueryClient();
  const selfInfo = useQuery(selfInfoQuery());
  const minor = selfInfo.data ? isMinor(selfInfo.data.age) : false;
  const roundQuery = useQuery({
    ...raceRoundQuery(game),
    enabled: selfInfo.isSuccess && !minor,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return false;
      const { phase: current, stale } = phaseAt(data.start_at, appNow());
      if (stale || (current !== 'countdown' && !data.result)) return CATCH_UP_MS;
      return current === 'countdown' ? POOL_REFRESH_MS : false;
    },
  });
  const round = roundQuery.data;
  const { phase, now } = usePhase(round);
  const roundId = round?.round_id ?? null;

  // Ask for what the phase needs the moment it starts, not at the next poll.
  const phaseName = phase?.phase;
  const stale = phase?.stale ?? false;
  const hasResult = Boolean(round?.result);
  const { refetch } = roundQuery;
  useEffect(() => {
    if (stale || (phaseName && phaseName !== 'countdown' && !hasResult)) void refetch();
  }, [phaseName, stale, hasResult, refetch]);

  // ── pending liters, kept per round through reloads ──
  const storedBatch = () => (roundId === null ? null : readPendingBatch(game, roundId));
  const [batch, setBatch] = useState<PendingBatch | null>(storedBatch);
  // Another game or round reads its own batch while rendering (React's "adjust state when a prop
  // changes"), not in an effect: no render shows the previous round's batch or none at all.
  const [batchFor, setBatchFor] = useState({ game, roundId });
  if (batchFor.game !== game || batchFor.roundId !== roundId) {
    setBatchFor({ game, roundId });
    setBatch(storedBatch());
  }
  const pending: Fuel = batch && batch.roundId === roundId ? batch.fuel : {};
  const updatePending = useCallback(
    (fuel: Fuel) => {
      if (roundId === null) return;
      // A changed batch is a new purchase: it gets a new idempotency key.
      const next = { roundId, fuel, requestId: newRequestId() };
      setBatch(next);
      writePendingBatch(game, next);
    },
    [game, roundId],
  );

  const [step, setStep] = useState<number>(REFUEL_STEPS[0]);
  const [buyOpen, setBuyOpen] = useState(false);
  const openBuy = useCallback(() => setBuyOpen(true), []);
  const closeBuy = useCallback(() => setBuyOpen(false), []);

  const refuelState = { gasoline: round?.wallet.gasoline ?? 0, confirmed: round?.my_fuel ?? {}, pending };

  /** Tells the user why not, in the game's words, offering a refill where that is the way on. */
  const explain = useCallback(
    (reason: RefuelRefusal) => {
      switch (reason) {
        case 'noGasoline':
          showToast(t('errors.noGasoline'));
          setBuyOpen(true);
          return;
        case 'notEnoughGasoline':
          void showConfirm({
            message: t('errors.notEnoughGasoline'),
            confirmText: t('wallet.refill'),
            cancelText: t('wallet.later'),
          }).then((refill) => {
            if (refill) setBuyOpen(true);
          });
          return;
        case 'overLimit':
          showToast(t('errors.overLimit', { limit: formatNumber(i18n.language, REFUEL_LIMIT_LITERS) }));
          return;
        default:
          showToast(t(`errors.${reason}`));
      }
    },
    [i18n.language, t],
  );

  const add = (entry: EntryId) => {
    if (!phase) return;
    const result = addFuel(refuelState, entry, step, phase.phase);
    if (result.ok) updatePending(result.pending);
    else explain(result.reason);
  };

  const remove = (entry: EntryId) => {
    if (!phase) return;
    const result = removeFuel(refuelState, entry, phase.phase);
    if (result.ok) updatePending(result.pending);
    else explain(result.reason);
  };

  const applyRound = useCallback(
    (next: RaceRound) => queryClient.setQueryData(raceKeys.round(game), next),
    [game, queryClient],
  );
  const applyWallet = useCallback(
    (wallet: RaceWallet) => {
      // Every game shows the same wallet.
      for (const each of RACE_GAMES) {
        queryClient.setQueryData(raceKeys.round(each), (old: RaceRound | undefined) =>
          old ? { ...old, wallet } : old,
        );
      }
    },
    [queryClient],
  );

  const failed = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.kind === 'server') {
        const reason = REFUSAL_BY_STATUS[error.code];
        if (reason) explain(reason);
        else showToast(error.message || t('common:errors.requestFailed'));
        void queryClient.invalidateQueries({ queryKey: raceKeys.round(game) });
        return;
      }
      // The batch and its key stay: confirming again cannot charge twice.
      showToast(t('common:errors.requestFailed'));
    },
    [explain, game, queryClient, t],
  );

  const confirmMutation = useMutation({
    mutationFn: (toConfirm: PendingBatch) =>
      confirmRefuel(game, toConfirm.roundId, toConfirm.fuel, toConfirm.requestId),
    onSuccess: (next, confirmed) => {
      applyRound(next);
      applyWallet(next.wallet);
      setBatch((current) => (current?.requestId === confirmed.requestId ? null : current));
      if (readPendingBatch(game, confirmed.roundId)?.requestId === confirmed.requestId) writePendingBatch(game, null);
      showToast(t('refuel.confirmed', { liters: formatNumber(i18n.language, totalLiters(confirmed.fuel)) }));
      void queryClient.invalidateQueries({ queryKey: raceKeys.medal() });
    },
    onError: failed,
  });

  const confirmingRef = useRef(false);
  const confirm = () => {
    // A second tap before React re-renders the button as busy is ignored here too.
    if (!batch || totalLiters(batch.fuel) === 0 || confirmingRef.current) return;
    confirmingRef.current = true;
    confirmMutation.mutate(batch, {
      onSettled: () => {
        confirmingRef.current = false;
      },
    });
  };

  // One key per purchase: a retry of the same pack after a lost reply reuses it; a new pack or a done purchase gets a new one.
  const buyRequest = useRef<{ liters: number; id: string } | null>(null);
  const buyMutation = useMutation({
    mutationFn: (liters: number) => {
      if (buyRequest.current?.liters !== liters) buyRequest.current = { liters, id: newRequestId() };
      return buyGasoline(liters, buyRequest.current.id);
    },
    onSuccess: (wallet, liters) => {
      buyRequest.current = null;
      applyWallet(wallet);
      setBuyOpen(false);
      showToast(t('wallet.bought', { liters: formatNumber(i18n.language, liters) }));
      void queryClient.invalidateQueries({ queryKey: raceKeys.medal() });
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'server') buyRequest.current = null; // refused, not charged: a new try is a new purchase
      if (isApiError(error) && error.kind === 'server' && error.code === RACE_STATUS.notEnoughCoins)
        showToast(t('errors.notEnoughCoins'));
      else failed(error);
    },
  });

  // ── the result, once per round ──
  const [dismissedRound, setDismissedRound] = useState<number | null>(null);
  const resultOpen = Boolean(round?.result && phase?.phase === 'results' && dismissedRound !== round.round_id);
  const dismissResult = useCallback(() => setDismissedRound(roundId), [roundId]);

  const status: RaceGameStatus =
    minor || isMinorRefusal(roundQuery.error)
      ? 'minor'
      : selfInfo.isError || roundQuery.isError
        ? 'error'
        : round && phase
          ? 'ready'
          : 'loading';

  return {
    status,
    /** The server's own words when it refused, for the error state. */
    errorMessage: serverMessage(selfInfo.error ?? roundQuery.error),
    retry: () => void (selfInfo.isError ? selfInfo.refetch() : roundQuery.refetch()),
    retrying: selfInfo.isFetching || roundQuery.isFetching,
    round,
    phase,
    now,
    pending,
    available: gasolineAvailable(refuelState),
    step,
    setStep,
    add,
    remove,
    confirm,
    confirming: confirmMutation.isPending,
    buyOpen,
    openBuy,
    closeBuy,
    buy: (liters: number) => buyMutation.mutate(liters),
    buying: buyMutation.isPending,
    resultOpen,
    dismissResult,
  };
}

export type RaceGameState = ReturnType<typeof useRaceGame>;
