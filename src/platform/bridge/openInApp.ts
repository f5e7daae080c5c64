import { bridge, type JumpTarget } from './bridge';

/** Opens a native screen; outside the app, says (as a toast) to open the app instead. */
export function openInApp(jump: JumpTarget, notInAppMessage: string): void {
  bridge.jumpNative(jump).catch(() => bridge.showToast(notInAppMessage));
}

/** Opens the native coin recharge (the way out of every "not enough coins"). */
export const rechargeCoins = (notInAppMessage: string): void =>
  openInApp({ target_name: 'coin_recharge' }, notInAppMessage);
