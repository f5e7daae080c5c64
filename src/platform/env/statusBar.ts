import { updateClientEnv } from './clientEnv';

/** Until the bridge answers (ARCHITECTURE.md). */
export const STATUS_BAR_BEFORE_BRIDGE = 25;

/** Records the status-bar height and writes it where CSS reads it (`--status-bar-height`). */
export function applyStatusBarHeight(height: number): void {
  updateClientEnv({ statusBarHeight: height });
  document.documentElement.style.setProperty('--status-bar-height', `${height}px`);
}
