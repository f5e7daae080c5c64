import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appNow } from '../../platform/clock/clock';
import { useAppNow } from '../../platform/clock/useAppNow';
import { isApiError, serverMessage } from '../../platform/http/errors';
import { useWriteIntent } from '../../platform/http/useWriteIntent';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { selfInfoQuery } from '../../platform/session/selfInfo';
import { showConfirm } from '../../ui/AlertDialog/dialogs';
import { showToast } from '../../ui/Toast/toast';
import {
  buyGasoline,
  confirmRefuel,
  isMinorRefusal,
  RACE_STATUS,
  raceKeys,
  raceRoundQuery,
  type RaceRound,
  type RaceWallet,
} from './api';
import {
  addFuel,
  GASOLINE_PACKS,
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
import { cleanFuel, readPendingBatch, writePendingBatch, type PendingBatch } from './pendingFuel';

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

/**
 * The phase of the round at `now`: the app clock, which follows the server's (a phone clock can be off). The board
 * renders again when the phase or its whole seconds change, not on every tick: the cars run on the compositor, and a
 * render of the whole board four times a second cost the race half its frames on a throttled phone.
 */
function usePhase(round: RaceRound | undefined): { phase: PhaseState | null; now: number } {
  const startAt = round?.start_at;
  const now = useAppNow(250, (at) => {
    if (startAt === undefined) return null;
    const { phase, secondsLeft, stale } = phaseAt(startAt, at);
    return `${phase} ${secondsLeft} ${stale}`;
  });
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
      const next = { roundId, fuel };
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
    // While a confirm's outcome is unknown the liters stay as they were sent: only its check goes on.
    if (!phase || refuel.unknown) return;
    const result = addFuel(refuelState, entry, step, phase.phase);
    if (result.ok) updatePending(result.pending);
    else explain(result.reason);
  };

  const remove = (entry: EntryId) => {
    if (!phase || refuel.unknown) return;
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

  /** A refusal: the game's words for its codes, the server's for any other; the round read again. */
  const refused = useCallback(
    (error: unknown) => {
      const reason = isApiError(error) && error.kind === 'server' ? REFUSAL_BY_STATUS[error.code] : undefined;
      if (reason) explain(reason);
      else showToast(serverMessage(error) ?? t('common:write.refused'));
      void queryClient.invalidateQueries({ queryKey: raceKeys.round(game) });
      return true;
    },
    [explain, game, queryClient, t],
  );

  // Confirming the pending liters, on the one mechanism of every paid write (platform/http/useWriteIntent): the key is
  // made at the tap, a double tap sends once, a reply that never comes (or comes after the write timeout) is said
  // with its check — the same key, also after a reload (the round and liters are kept) — and the liters stay as sent.
  const refuel = useWriteIntent<PendingBatch, RaceRound>({
    scope: `race:refuel:${game}`,
    send: (batch, key, options) => confirmRefuel(game, batch.roundId, batch.fuel, key, options),
    restore: (raw) => {
      const stored = (raw ?? {}) as { roundId?: unknown; fuel?: unknown };
      const fuel = cleanFuel(game, stored.fuel);
      return Number.isInteger(stored.roundId) && totalLiters(fuel) > 0
        ? { roundId: stored.roundId as number, fuel }
        : null;
    },
    onDone: (next, confirmed) => {
      applyRound(next);
      applyWallet(next.wallet);
      setBatch((current) => (current?.roundId === confirmed.roundId ? null : current));
      if (readPendingBatch(game, confirmed.roundId)) writePendingBatch(game, null);
      showToast(t('refuel.confirmed', { liters: formatNumber(i18n.language, totalLiters(confirmed.fuel)) }));
      void queryClient.invalidateQueries({ queryKey: raceKeys.medal() });
    },
    onRefused: refused,
  });

  const confirm = () => {
    // While unknown, the tap is the check of what was sent; otherwise the pending liters go, once.
    if (refuel.unknown) refuel.submit();
    else if (batch && totalLiters(batch.fuel) > 0) refuel.run(batch);
  };

  // Buying gasoline: one purchase per tap of a pack, on the same mechanism (kept across a reload while unknown).
  const gasoline = useWriteIntent<{ liters: number }, RaceWallet>({
    scope: 'race:gasoline',
    send: ({ liters }, key, options) => buyGasoline(liters, key, options),
    restore: (raw) => {
      const liters = (raw as { liters?: unknown } | null)?.liters;
      return (GASOLINE_PACKS as readonly unknown[]).includes(liters) ? { liters: liters as number } : null;
    },
    onDone: (wallet, { liters }) => {
      applyWallet(wallet);
      setBuyOpen(false);
      showToast(t('wallet.bought', { liters: formatNumber(i18n.language, liters) }));
      void queryClient.invalidateQueries({ queryKey: raceKeys.medal() });
    },
    onRefused: (error) => {
      if (!(isApiError(error) && error.kind === 'server' && error.code === RACE_STATUS.notEnoughCoins)) return false;
      showToast(t('errors.notEnoughCoins'));
      return true;
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
    // Read only on the error screen: react-query renders a component again for each property it has read, and
    // the board's once-a-second poll would otherwise render the whole race twice a second (fetching, fetched).
    retrying: status === 'error' && (selfInfo.isFetching || roundQuery.isFetching),
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
    confirming: refuel.busy,
    /** The confirm of the pending liters: its outcome unknown (with its check) while no answer came. */
    refuel,
    buyOpen,
    openBuy,
    closeBuy,
    buy: (liters: number) => gasoline.run({ liters }),
    buying: gasoline.busy,
    /** Buying gasoline: refused (in words) or its outcome unknown (with its check). */
    gasoline,
    resultOpen,
    dismissResult,
  };
}

export type RaceGameState = ReturnType<typeof useRaceGame>;
