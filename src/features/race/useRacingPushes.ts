import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bridge, onNativePush } from '../../platform/bridge/bridge';
import { BRIDGE_PUSHES } from '../../platform/bridge/names';
import { raceKeys, type RaceRound } from './api';
import type { RaceGame } from './model';
import { parseRacingMessage } from './racingMessage';

/**
 * Inside a voice room: register for room events with the app while mounted and
 * apply its `onRacingMessage` pushes to the round on screen.
 */
export function useRacingPushes(game: RaceGame): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Registration failures (an older app) leave the page polling as it does anyway.
    bridge.registerRoomEvent().catch(() => undefined);
    const key = raceKeys.round(game);
    const unsubscribe = onNativePush(BRIDGE_PUSHES.onRacingMessage, (raw) => {
      const message = parseRacingMessage(raw);
      if (!message) return;
      const current = queryClient.getQueryData<RaceRound>(key);
      switch (message.type) {
        case 'wallet_updated':
          queryClient.setQueryData<RaceRound>(key, (old) =>
            old
              ? { ...old, wallet: { gasoline: message.gasoline, coins: message.coins, fragments: message.fragments } }
              : old,
          );
          return;
        case 'pool_updated':
          if (message.game !== game || current?.round_id !== message.round_id) return;
          queryClient.setQueryData<RaceRound>(key, (old) =>
            old
              ? {
                  ...old,
                  entries: old.entries.map((entry) => ({
                    ...entry,
                    pool_liters: message.pools[entry.id] ?? entry.pool_liters,
                  })),
                }
              : old,
          );
          return;
        case 'round_started':
        case 'round_result':
          if (message.game !== game) return;
          if (message.type === 'round_started' && current && current.round_id >= message.round_id) return;
          void queryClient.invalidateQueries({ queryKey: key });
      }
    });
    return () => {
      unsubscribe();
      bridge.unregisterRoomEvent().catch(() => undefined);
    };
  }, [game, queryClient]);
}
