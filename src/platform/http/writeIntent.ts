import { sessionStore } from '../storage/safeStorage';
import { isApiError } from './errors';
import type { RequestOptions } from './client';

/**
 * Every paid or irreversible write waits this long at most for its reply. The spec's transport has no timeout
 * (§7); a write that never answers must still end, so the person hears that its outcome is unknown.
 */
export const WRITE_TIMEOUT_MS = 15_000;

/** The options every write sends with: the one timeout. */
export const writeOptions: RequestOptions = { timeoutMs: WRITE_TIMEOUT_MS };

/**
 * What a failed write means for the person. `refused`: the server answered no (its envelope, or a 4xx before
 * anything happened), so nothing was done and a new try is a new intent. `unknown`: no answer came (timeout,
 * network, a 5xx or a body that is not an envelope), so it may have been done; only the server can say.
 */
export type WriteFailure = 'refused' | 'unknown';

export function failureOf(error: unknown): WriteFailure {
  if (!isApiError(error)) return 'unknown';
  return error.kind === 'server' || error.kind === 'bad-request' || error.kind === 'unsupported-protocol'
    ? 'refused'
    : 'unknown';
}

/** A write whose outcome is unknown, kept across a reload: its key and what it asked (never personal data). */
export interface UnresolvedWrite<P> {
  key: string;
  params: P;
}

const storageKey = (scope: string) => `write:${scope}`;

/** The unresolved write of a scope, or null (storage is outside input: `restore` checks what it holds). */
export function readUnresolved<P>(scope: string, restore: (raw: unknown) => P | null): UnresolvedWrite<P> | null {
  try {
    const raw = JSON.parse(sessionStore.get(storageKey(scope)) ?? 'null') as { key?: unknown; params?: unknown } | null;
    if (!raw || typeof raw.key !== 'string' || raw.key.length === 0 || raw.key.length > 100) return null;
    const params = restore(raw.params);
    return params === null ? null : { key: raw.key, params };
  } catch {
    return null;
  }
}

export function writeUnresolved<P>(scope: string, write: UnresolvedWrite<P> | null): void {
  if (write) sessionStore.set(storageKey(scope), JSON.stringify(write));
  else sessionStore.remove(storageKey(scope));
}
