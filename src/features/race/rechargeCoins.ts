import { bridge } from '../../platform/bridge/bridge';
import { showToast } from '../../ui/Toast/toast';

/** Opens the native coin recharge; outside the app, says to open the app instead. */
export function rechargeCoins(notInAppMessage: string): void {
  bridge.jumpNative({ target_name: 'coin_recharge' }).catch(() => showToast(notInAppMessage));
}
