import { bridge } from '../platform/bridge/bridge';
import { updateClientEnv } from '../platform/env/clientEnv';
import { initI18n } from '../platform/i18n/i18n';
import { adoptAccessToken } from '../platform/session/token';

/** Writes the status-bar height where CSS can read it. */
function applyStatusBarHeight(height: number): void {
  updateClientEnv({ statusBarHeight: height });
  document.documentElement.style.setProperty('--status-bar-height', `${height}px`);
}

/**
 * Start-up: token → language → (in the background) the bridge's status-bar height.
 * The first paint waits only for the active language's strings, never for the
 * network or the bridge.
 */
export async function boot(): Promise<void> {
  adoptAccessToken();
  applyStatusBarHeight(25); // until the bridge answers (ARCHITECTURE.md)
  bridge.getStatusBarHeight().then(applyStatusBarHeight, () => applyStatusBarHeight(0));
  await initI18n();
}
