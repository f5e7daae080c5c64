import { BRIDGE_CALLS, type BridgeCallName } from './names';
import { normaliseReply, statusBarHeightFrom } from './reply';

/** The shape both native libraries expose (WebViewJavascriptBridge / JsBridge). */
export interface NativeBridge {
  callHandler(name: string, data: unknown, callback: (reply: unknown) => void): void;
  registerHandler(name: string, handler: (data: unknown, respond: (reply: unknown) => void) => void): void;
}

declare global {
  interface Window {
    WebViewJavascriptBridge?: NativeBridge;
  }
}

/** Neither native library has a timeout, so every call gets one. */
const DEFAULT_TIMEOUT_MS = 5000;

export class BridgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BridgeError';
  }
}

/** Looked up per call, so a bridge injected late (or removed in Storybook's in-browser mode) is seen. */
function nativeBridge(): NativeBridge | null {
  return typeof window !== 'undefined' && window.WebViewJavascriptBridge ? window.WebViewJavascriptBridge : null;
}

export function isInApp(): boolean {
  return nativeBridge() !== null;
}

/** What the page does for a call when it is opened in a plain browser (ARCHITECTURE.md "Outside the app"). */
function browserFallback(name: BridgeCallName, data: Record<string, unknown>): unknown {
  switch (name) {
    case BRIDGE_CALLS.setTitleBar:
      document.title = String(data.title ?? '');
      return null;
    case BRIDGE_CALLS.getStatusBarHeight:
      return 0;
    case BRIDGE_CALLS.closeScreen:
      history.back();
      return null;
    case BRIDGE_CALLS.reportApiError:
    case BRIDGE_CALLS.registerRoomEvent:
    case BRIDGE_CALLS.unregisterRoomEvent:
      return null;
    default:
      throw new BridgeError('not in app');
  }
}

export function callNative<T = unknown>(
  name: BridgeCallName,
  data: Record<string, unknown> = {},
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const bridge = nativeBridge();
  if (!bridge) {
    try {
      return Promise.resolve(browserFallback(name, data) as T);
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new BridgeError(`bridge call ${name} timed out after ${timeoutMs} ms`)), timeoutMs);
    bridge.callHandler(name, data, (raw) => {
      clearTimeout(timer);
      const reply = normaliseReply(raw);
      if (reply.status === 0) resolve(reply.data as T);
      else reject(new BridgeError(reply.msg || `bridge call ${name} failed with status ${reply.status}`));
    });
  });
}

export const bridge = {
  setTitleBar: (title: string) => callNative(BRIDGE_CALLS.setTitleBar, { title }),
  closeScreen: () => callNative(BRIDGE_CALLS.closeScreen),
  getStatusBarHeight: async () => statusBarHeightFrom(await callNative(BRIDGE_CALLS.getStatusBarHeight)),
};
