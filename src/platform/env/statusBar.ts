import { updateClientEnv } from './clientEnv';

export { STATUS_BAR_BEFORE_BRIDGE } from './clientEnv';

/** Records the status-bar height and writes it where CSS reads it (`--status-bar-height`). */
export function applyStatusBarHeight(height: number): void {
  updateClientEnv({ statusBarHeight: height });
  document.documentElement.style.setProperty('--status-bar-height', `${height}px`);
}
