import { bridge } from './bridge';

/** Opens the native coin recharge; outside the app, says (as a toast) to open the app instead. */
export function rechargeCoins(notInAppMessage: string): void {
  bridge.jumpNative({ target_name: 'coin_recharge' }).catch(() => bridge.showToast(notInAppMessage));
}
