/**
 * Finding the native bridge (shared/spec/bridge-contract.md):
 * - iOS, WebViewJavascriptBridge v6: `window.WebViewJavascriptBridge` if present; else push the setup
 *   callback onto `window.WVJBCallbacks` and load a hidden iframe at `https://__bridge_loaded__`.
 * - Android, JsBridge 1.0.4: injected after load; wait for `WebViewJavascriptBridgeReady` on document,
 *   then call `bridge.init(defaultHandler)` exactly once. Payloads are JSON strings.
 * - Nothing within 1.5 s: not inside the app, the browser fallback is used.
 */
export interface NativeBridge {
  callHandler(name: string, data: unknown, callback?: (reply: unknown) => void): void;
  registerHandler(name: string, handler: (data: unknown, respond?: (reply: unknown) => void) => void): void;
  /** Android JsBridge only. */
  init?: (defaultHandler: (data: unknown, respond?: (reply: unknown) => void) => void) => void;
}

export type TransportKind = 'ios' | 'android';

export interface Transport {
  kind: TransportKind;
  native: NativeBridge;
}

declare global {
  interface Window {
    WebViewJavascriptBridge?: NativeBridge;
    WVJBCallbacks?: Array<(bridge: NativeBridge) => void>;
  }
}

export const BRIDGE_WAIT_MS = 1500;
const ANDROID_READY_EVENT = 'WebViewJavascriptBridgeReady';
const IOS_BOOTSTRAP_URL = 'https://__bridge_loaded__';

/** JsBridge throws if init runs twice; remember every bridge already initialised. */
const initialised = new WeakSet<NativeBridge>();

function adopt(native: NativeBridge): Transport {
  if (typeof native.init !== 'function') return { kind: 'ios', native };
  if (!initialised.has(native)) {
    initialised.add(native);
    try {
      // Messages sent without a handler name: acknowledge, nothing else listens to them.
      native.init((_data, respond) => respond?.(JSON.stringify({ status: 0, data: null, msg: '' })));
    } catch {
      // already initialised by someone else: usable all the same
    }
  }
  return { kind: 'android', native };
}

function looksLikeIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

function bootstrapIos(onReady: (native: NativeBridge) => void): void {
  if (window.WVJBCallbacks) window.WVJBCallbacks.push(onReady);
  else window.WVJBCallbacks = [onReady];
  const iframe = document.createElement('iframe');
  iframe.style.display = 'none';
  iframe.src = IOS_BOOTSTRAP_URL;
  document.documentElement.appendChild(iframe);
  setTimeout(() => iframe.remove(), 0);
}

let connection: Promise<Transport | null> | null = null;

/** Resolves with the app's bridge, or null when the page is not inside the app. Looked for once. */
export function connectBridge(waitMs: number = BRIDGE_WAIT_MS): Promise<Transport | null> {
  if (connection) return connection;
  connection = new Promise<Transport | null>((resolve) => {
    if (typeof window === 'undefined') {
      resolve(null);
      return;
    }
    if (window.WebViewJavascriptBridge) {
      resolve(adopt(window.WebViewJavascriptBridge));
      return;
    }
    let settled = false;
    const finish = (transport: Transport | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      document.removeEventListener(ANDROID_READY_EVENT, onAndroidReady);
      resolve(transport);
    };
    const onAndroidReady = (event: Event) => {
      const native = (event as Event & { bridge?: NativeBridge }).bridge ?? window.WebViewJavascriptBridge;
      if (native) finish(adopt(native));
    };
    document.addEventListener(ANDROID_READY_EVENT, onAndroidReady);
    // The iframe trick only means something to the iOS library; elsewhere it is a failed request.
    if (looksLikeIos(navigator.userAgent)) bootstrapIos((native) => finish(adopt(native)));
    const timer = setTimeout(() => finish(null), waitMs);
  });
  return connection;
}

/** The bridge if it showed up after the wait (a slow device), so later calls still reach native. */
export async function currentTransport(): Promise<Transport | null> {
  const transport = await connectBridge();
  if (transport) return transport;
  return typeof window !== 'undefined' && window.WebViewJavascriptBridge ? adopt(window.WebViewJavascriptBridge) : null;
}

/** Forget the connection (Storybook switches between in-app and in-browser; tests start clean). */
export function resetBridgeConnection(): void {
  connection = null;
}
