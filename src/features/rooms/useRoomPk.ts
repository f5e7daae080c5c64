import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { bridge, onNativePush } from '../../platform/bridge/bridge';
import { BRIDGE_PUSHES } from '../../platform/bridge/names';
import { appNow } from '../../platform/clock/clock';
import { useAppNow } from '../../platform/clock/useAppNow';
import { roomPkKeys, roomPkQuery, type RoomPkView } from './api';
import { isQuiet, type PkPhase, type PkRequest, pkPhase } from './model';
import { applyRoomPkMessage, parseRoomPkMessage } from './roomPkMessage';

/**
 * Why the score on screen may be behind: no push for a while in a live PK (`quiet`), the result not there a while after
 * the end (`settling`), or the app would not register the page for room events (`unavailable`).
 */
export type PausedReason = 'quiet' | 'settling' | 'unavailable';

export interface RoomPkState {
  query: UseQueryResult<RoomPkView>;
  /** The PK's phase on the app clock, or null while there is no PK on screen. */
  phase: PkPhase | null;
  paused: PausedReason | null;
  /** Ask the server again (the paused notice's button). */
  refresh: () => void;
}

/**
 * A room PK, followed live: registers for room events while mounted (and unregisters when it leaves), applies the
 * app's pushes to the PK in the query cache — no polling while they flow —, and stays truthful when they do not:
 * no push for QUIET_AFTER_MS of a live PK says so and asks the server once; at the end it asks once for the result.
 */
export function useRoomPk(request: PkRequest): RoomPkState {
  const queryClient = useQueryClient();
  const query = useQuery(roomPkQuery(request));
  const pkParam = request.kind === 'pk' ? request.pkId : '';
  const followsRoom = request.kind === 'current';
  const [unavailable, setUnavailable] = useState(false);
  // When the page last heard a push about the PK on screen (the app clock), and when it started listening.
  const [heard, setHeard] = useState<{ pkId: string; at: number } | null>(null);
  const [listeningSince] = useState(appNow);

  useEffect(() => {
    let mounted = true;
    // An app that refuses (an older version) sends no room events: the page says its score may be behind.
    bridge.registerRoomEvent().catch(() => {
      if (mounted) setUnavailable(true);
    });
    const key = roomPkKeys.pk(followsRoom ? { kind: 'current' } : { kind: 'pk', pkId: pkParam });
    const askedFor = new Set<string>();
    const unsubscribe = onNativePush(BRIDGE_PUSHES.onRacingMessage, (raw) => {
      const message = parseRoomPkMessage(raw);
      const view = message && queryClient.getQueryData<RoomPkView>(key);
      if (!message || !view) return; // not ours, malformed, or the first read is still on its way (it has the score)
      if (view.pk?.pk_id !== message.pk_id) {
        // The room began another PK (or one while none was on screen): ask once for it. A page opened on one PK
        // (`?pk_id=`) stays on that one.
        if (followsRoom && !askedFor.has(message.pk_id)) {
          askedFor.add(message.pk_id);
          void queryClient.invalidateQueries({ queryKey: key });
        }
        return;
      }
      const now = appNow();
      queryClient.setQueryData<RoomPkView>(key, (old) => (old ? applyRoomPkMessage(old, message, now) : old));
      setHeard({ pkId: message.pk_id, at: now });
      setUnavailable(false); // events do arrive, whatever the registration answered
    });
    return () => {
      mounted = false;
      unsubscribe();
      bridge.unregisterRoomEvent().catch(() => undefined);
    };
  }, [queryClient, followsRoom, pkParam]);

  const view = query.data;
  const pk = view?.pk ?? null;
  // Silence is counted from the last push about this PK, or from when the page started listening or the PK started.
  const lastHeard = Math.max(listeningSince, pk?.start_at ?? 0, heard && heard.pkId === pk?.pk_id ? heard.at : 0);
  const stateAt = (at: number) => {
    if (!pk) return 'none';
    const phase = pkPhase(pk, at);
    return `${phase}:${isQuiet(phase, lastHeard, at)}`;
  };
  // Renders when the phase or the silence changes, not on every tick (the clock in the arena shows the seconds).
  const now = useAppNow(250, stateAt);
  const phase = pk ? pkPhase(pk, now) : null;
  const quiet = phase !== null && isQuiet(phase, lastHeard, now);
  const paused: PausedReason | null =
    phase !== 'live' && phase !== 'settling'
      ? null
      : unavailable
        ? 'unavailable'
        : quiet
          ? phase === 'settling'
            ? 'settling'
            : 'quiet'
          : null;

  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  // The countdown passed the end: ask the server once for the result (the result push may come first, or never).
  const askedResult = useRef<string | null>(null);
  const pkId = pk?.pk_id ?? null;
  const readBeforeEnd = view !== undefined && pk !== null && view.fetched_at < pk.end_at;
  useEffect(() => {
    if (phase !== 'settling' || !pkId || !readBeforeEnd || askedResult.current === pkId) return;
    askedResult.current = pkId;
    refresh();
  }, [phase, pkId, readBeforeEnd, refresh]);

  // Gone quiet: one read of the server's score (or result) for this silence; more only when the member asks.
  useEffect(() => {
    if (quiet && !unavailable) refresh();
  }, [quiet, unavailable, lastHeard, refresh]);

  return { query, phase, paused, refresh };
}
