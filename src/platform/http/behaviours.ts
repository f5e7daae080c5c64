import { showAppAlert } from './appAlert';
import { ApiError } from './errors';

/**
 * The three error behaviours of spec §8, on top of the typed client. react-query
 * code uses apiGet/apiPost directly (they throw ApiError); these wrap a call for
 * the places that want the legacy behaviours.
 */

/** Code passed to failure callbacks for network-level failures. */
export const NETWORK_FAILURE_CODE = -999;

export { setAppAlertPresenter } from './appAlert';

/**
 * 1. The base helper: a server failure's `msg` is shown in the app's alert (the
 * plain browser alert when `browserAlert`, as for order creation) and logged.
 */
export async function withServerAlert<T>(call: () => Promise<T>, options: { browserAlert?: boolean } = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server') {
      console.warn(`[api] status ${error.code}: ${error.message}`);
      if (error.message)
        (options.browserAlert ? (message: string) => window.alert(message) : showAppAlert)(error.message);
    }
    throw error;
  }
}

export interface FailureCallbacks<T> {
  onSuccess?: (data: T) => void;
  /** status and msg of a server failure, or -999 and the error message of a network-level one. */
  onFailure?: (code: number, msg: string) => void;
}

/**
 * 2 and 3. Other helpers: a server failure (reported to native by the client, `reportApiError`, as every failed
 * request is) is passed to the failure callback with its status and msg; any transport failure calls the failure
 * callback with -999 and the error message. Never rejects.
 */
export async function withFailureCallbacks<T>(call: () => Promise<T>, callbacks: FailureCallbacks<T>): Promise<void> {
  let data: T;
  try {
    data = await call();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server') {
      callbacks.onFailure?.(error.code, error.message);
    } else {
      callbacks.onFailure?.(NETWORK_FAILURE_CODE, error instanceof Error ? error.message : String(error));
    }
    return;
  }
  callbacks.onSuccess?.(data);
}
