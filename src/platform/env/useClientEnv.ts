import { useSyncExternalStore } from 'react';
import { getClientEnv, subscribeClientEnv, type ClientEnv } from './clientEnv';

/** The client environment, re-rendering when start-up fills in platform, version or status bar. */
export function useClientEnv(): ClientEnv {
  return useSyncExternalStore(subscribeClientEnv, getClientEnv, getClientEnv);
}
