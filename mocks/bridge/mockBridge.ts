/**
 * The mock native bridge: the shape of the iOS WebViewJavascriptBridge, recording
 * every call, answering with scripted replies and able to push inbound events.
 *
 * `installMockBridge` is self-contained on purpose (no imports, no outer
 * references): Playwright serialises it into the page with `addInitScript`, so
 * e2e tests inject exactly this code before the production bundle runs.
 */
export interface MockBridgeReply {
  status: number;
  data?: unknown;
  msg?: string;
  /** Answer this long after the call (ms): a native side that is slow, not silent. */
  delayMs?: number;
}

export interface MockBridgeOptions {
  /**
   * How the bridge reaches the page, as each native library does it:
   * - `ios`: `window.WebViewJavascriptBridge` is there before the page runs (default);
   * - `ios-bootstrap`: injected later, running the callbacks the page left in `window.WVJBCallbacks`;
   * - `android`: injected later with `init`, announced by `WebViewJavascriptBridgeReady`; JSON string payloads.
   */
  transport?: 'ios' | 'ios-bootstrap' | 'android';
  /** How long a late transport takes to appear (ms). */
  injectDelayMs?: number;
  appVersion?: string;
  /** The raw answer to getStatusBarHeight (any value, to test malformed replies). */
  statusBarHeight?: unknown;
  /** Per-handler scripted replies; `null` means "never answers" (the caller's timeout fires). */
  replies?: Record<string, MockBridgeReply | null>;
  /** Per-handler delay (ms) before the answer, scripted or not. */
  delays?: Record<string, number>;
}

export interface MockBridgeCall {
  name: string;
  data: unknown;
  /** What the bridge answers (null: never), so a log can show the reply beside the call. */
  reply?: MockBridgeReply | null;
}

export interface MockBridgeHandle {
  calls: MockBridgeCall[];
  /** How many times the page called the Android bridge's `init` (must be exactly once). */
  initCalls: number;
  setReply(name: string, reply: MockBridgeReply | null): void;
  /** Sends an inbound event to a handler the page registered; resolves with the page's answer. */
  push(name: string, data: unknown): Promise<unknown>;
  uninstall(): void;
}

/** The event every recorded call is also announced with (Storybook logs it to the Actions panel). */
export const MOCK_BRIDGE_CALL_EVENT = 'mockbridge:call';

export function installMockBridge(options: MockBridgeOptions = {}): MockBridgeHandle {
  type Handler = (data: unknown, respond: (reply: unknown) => void) => void;
  const target = window as unknown as Record<string, unknown>;
  const transport = options.transport ?? 'ios';
  const platform = transport === 'android' ? 'android' : 'ios';
  const replies: Record<string, MockBridgeReply | null> = { ...options.replies };
  const delays: Record<string, number> = { ...options.delays };
  const registered: Record<string, Handler> = {};
  const calls: MockBridgeCall[] = [];

  const defaultReply = (name: string): MockBridgeReply => {
    switch (name) {
      case 'getStatusBarHeight':
        return { status: 0, data: 'statusBarHeight' in options ? options.statusBarHeight : 25, msg: '' };
      case 'getAppInfo':
        return { status: 0, data: { version: options.appVersion ?? '6.8.0', platform }, msg: '' };
      case 'requestPermission':
        return { status: 0, data: 0, msg: '' };
      default:
        return { status: 0, data: null, msg: '' };
    }
  };
  const parse = (value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  };

  const nativeBridge: Record<string, unknown> = {
    callHandler(name: string, data: unknown, callback?: (reply: unknown) => void) {
      const scripted = name in replies ? replies[name] : defaultReply(name);
      // A handler that only answers late gives its usual answer (getAppInfo's version, and so on), later.
      const reply = scripted && name in delays ? { ...scripted, delayMs: delays[name] } : scripted;
      calls.push({ name, data: parse(data) });
      window.dispatchEvent(new CustomEvent('mockbridge:call', { detail: { name, data: parse(data), reply } }));
      if (reply === null || reply === undefined || !callback) return;
      const { delayMs = 0, ...envelope } = reply;
      // Native answers asynchronously; Android sends JSON strings, iOS objects.
      setTimeout(() => callback(platform === 'android' ? JSON.stringify(envelope) : envelope), delayMs);
    },
    registerHandler(name: string, handler: Handler) {
      registered[name] = handler;
    },
  };

  const handle: MockBridgeHandle = {
    calls,
    initCalls: 0,
    setReply(name, reply) {
      replies[name] = reply;
    },
    push(name, data) {
      return new Promise((resolve, reject) => {
        const handler = registered[name];
        if (!handler) {
          reject(new Error(`the page registered no handler named ${name}`));
          return;
        }
        handler(platform === 'android' ? JSON.stringify(data) : data, (answer) => resolve(parse(answer)));
      });
    },
    uninstall() {
      if (target.WebViewJavascriptBridge === nativeBridge) delete target.WebViewJavascriptBridge;
      if (target.__mockBridge === handle) delete target.__mockBridge;
    },
  };
  target.__mockBridge = handle;
  if (transport === 'ios') {
    target.WebViewJavascriptBridge = nativeBridge;
    return handle;
  }
  setTimeout(() => {
    target.WebViewJavascriptBridge = nativeBridge;
    if (transport === 'android') {
      nativeBridge.init = () => {
        handle.initCalls += 1;
        if (handle.initCalls > 1) throw new Error('WebViewJavascriptBridge.init called twice');
      };
      const ready = new Event('WebViewJavascriptBridgeReady');
      (ready as Event & { bridge?: unknown }).bridge = nativeBridge;
      document.dispatchEvent(ready);
    } else {
      const callbacks = (target.WVJBCallbacks as Array<(bridge: unknown) => void> | undefined) ?? [];
      delete target.WVJBCallbacks;
      callbacks.forEach((callback) => callback(nativeBridge));
    }
  }, options.injectDelayMs ?? 50);
  return handle;
}
