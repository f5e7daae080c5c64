import { useSyncExternalStore } from 'react';
import { getSessionUser, subscribeSessionUser, type SessionUser } from './session';

/** The session user record, re-rendering on every partial update. */
export function useSessionUser(): SessionUser {
  return useSyncExternalStore(subscribeSessionUser, getSessionUser, getSessionUser);
}
