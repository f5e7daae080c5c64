/**
 * Every handler name agreed with the native apps (shared/spec/bridge-contract.md).
 * A rename on the native side is a one-line change here.
 */
export const BRIDGE_CALLS = {
  showToast: 'showToast',
  copyText: 'copyText',
  closeScreen: 'closeScreen',
  setTitleBar: 'setTitleBar',
  getStatusBarHeight: 'getStatusBarHeight',
  getAppInfo: 'getAppInfo',
  requestPermission: 'requestPermission',
  jumpNative: 'jumpNative',
  reportApiError: 'reportApiError',
  registerRoomEvent: 'registerRoomEvent',
  unregisterRoomEvent: 'unregisterRoomEvent',
} as const;

export type BridgeCallName = (typeof BRIDGE_CALLS)[keyof typeof BRIDGE_CALLS];

export const BRIDGE_PUSHES = {
  onRacingMessage: 'onRacingMessage',
} as const;

export type BridgePushName = (typeof BRIDGE_PUSHES)[keyof typeof BRIDGE_PUSHES];
