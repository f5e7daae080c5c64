import { i18n } from '../i18n/i18n';
import { closeInBrowser, copyInBrowser, showInPageToast } from './browserFallback';
import { BRIDGE_CALLS, type BridgeCallName, type BridgePushName } from './names';
import { appVersionFrom, normaliseReply, numberFrom, statusBarHeightFrom } from './reply';
import { currentTransport, type Transport } from './transport';

/** Neither native library has a timeout, so every call gets one. */
export const BRIDGE_CALL_TIMEOUT_MS = 5000;

export class BridgeError extends Error {
  /** True when the page is not inside the app and the call has no browser equivalent. */
  readonly notInApp: boolean;
  constructor(message: string, notInApp = false) {
    super(message);
    this.name = 'BridgeError';
    this.notInApp = notInApp;
  }
}

const NOT_IN_APP = 'not in app';

function send(
  transport: Transport,
  name: BridgeCallName,
  data: Record<string, unknown>,
  timeoutMs: number,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new BridgeError(`bridge call ${name} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const payload = transport.kind === 'android' ? JSON.stringify(data) : data;
    try {
      transport.native.callHandler(name, payload, (raw) => {
        clearTimeout(timer);
        const reply = normaliseReply(raw);
        if (reply.status === 0) resolve(reply.data);
        else reject(new BridgeError(reply.msg || `bridge call ${name} failed with status ${reply.status}`));
      });
    } catch (error) {
      clearTimeout(timer);
      reject(new BridgeError(error instanceof Error ? error.message : String(error)));
    }
  });
}

/** A call to the native app; in a browser, its fallback (docs/architecture.md, "Outside the app, degrade"), which may return a promise. */
export async function callNative(
  name: BridgeCallName,
  data: Record<string, unknown>,
  fallback: () => unknown,
  timeoutMs: number = BRIDGE_CALL_TIMEOUT_MS,
): Promise<unknown> {
  const transport = await currentTransport();
  return transport ? send(transport, name, data, timeoutMs) : fallback();
}

const notInApp = () => Promise.reject(new BridgeError(NOT_IN_APP, true));

/**
 * The native pages a jump may open: exactly the spec's (§1: user home, tribe hall, diamond store, coin recharge, VIP
 * recharge; the bridge contract's names). An app that does not know a target never answers, so the page would wait
 * 5 s and then say "open this page in the app" inside the app: anything else is refused at once.
 */
export const JUMP_TARGETS = ['user_home', 'tribe_hall', 'diamond_store', 'coin_recharge', 'vip_recharge'] as const;

export type JumpTarget =
  | { target_name: 'user_home'; params: { user_id: string } }
  | { target_name: 'tribe_hall'; params: { tribe_id: string } }
  | { target_name: 'diamond_store' | 'coin_recharge' | 'vip_recharge'; params?: Record<string, never> };

const isJumpTarget = (name: unknown): name is JumpTarget['target_name'] =>
  (JUMP_TARGETS as readonly unknown[]).includes(name);

export interface AppInfo {
  version: string | null;
  platform: 'ios' | 'android' | null;
}

/** The typed client for every call in the contract. */
export const bridge = {
  /** Empty text is never sent (spec §5). */
  async showToast(content: string): Promise<void> {
    if (!content || !content.trim()) return;
    await callNative(BRIDGE_CALLS.showToast, { content }, () => showInPageToast(content));
  },
  async copyText(content: string): Promise<void> {
    await callNative(BRIDGE_CALLS.copyText, { content }, () => copyInBrowser(content));
  },
  async closeScreen(): Promise<void> {
    await callNative(BRIDGE_CALLS.closeScreen, {}, () => closeInBrowser(i18n.t('bridge.returnToApp')));
  },
  async setTitleBar(title: string): Promise<void> {
    await callNative(BRIDGE_CALLS.setTitleBar, { title }, () => {
      document.title = title;
    });
  },
  /** CSS px, 0–100; anything that is not a number means 0, and so does a browser. */
  async getStatusBarHeight(): Promise<number> {
    return statusBarHeightFrom(await callNative(BRIDGE_CALLS.getStatusBarHeight, {}, () => 0));
  },
  async getAppInfo(): Promise<AppInfo> {
    const data = await callNative(BRIDGE_CALLS.getAppInfo, {}, () => ({ version: null, platform: null }));
    const info = (typeof data === 'object' && data !== null ? data : {}) as { version?: unknown; platform?: unknown };
    return {
      version: appVersionFrom(info.version),
      platform: info.platform === 'ios' || info.platform === 'android' ? info.platform : null,
    };
  },
  /** Granted when native answers a number ≥ 0 (spec §6). */
  async requestPermission(scope: string): Promise<boolean> {
    const value = numberFrom(await callNative(BRIDGE_CALLS.requestPermission, { scope }, notInApp));
    return value !== null && value >= 0;
  },
  /** Rejects at once, without asking the app, for a target the spec does not name. */
  async jumpNative(jump: JumpTarget): Promise<void> {
    if (!isJumpTarget(jump.target_name)) throw new BridgeError(`unknown jump target ${String(jump.target_name)}`);
    await callNative(BRIDGE_CALLS.jumpNative, { target_name: jump.target_name, params: jump.params ?? {} }, notInApp);
  },
  async reportApiError(code: number, msg: string): Promise<void> {
    await callNative(BRIDGE_CALLS.reportApiError, { code, msg }, () => undefined);
  },
  async registerRoomEvent(): Promise<void> {
    await callNative(BRIDGE_CALLS.registerRoomEvent, {}, () => undefined);
  },
  async unregisterRoomEvent(): Promise<void> {
    await callNative(BRIDGE_CALLS.unregisterRoomEvent, {}, () => undefined);
  },
};

type PushListener = (data: unknown) => void;
const pushListeners = new Map<BridgePushName, Set<PushListener>>();
const registeredWith = new WeakMap<Transport['native'], Set<BridgePushName>>();

/**
 * Subscribe to a push from the app (e.g. `onRacingMessage`). The handler is registered
 * with native once per name; every subscriber gets the parsed data; native gets `{ status: 0 }`.
 */
export function onNativePush(name: BridgePushName, listener: PushListener): () => void {
  const listeners = pushListeners.get(name) ?? new Set<PushListener>();
  pushListeners.set(name, listeners);
  listeners.add(listener);
  void currentTransport().then((transport) => {
    if (!transport) return;
    const names = registeredWith.get(transport.native) ?? new Set<BridgePushName>();
    registeredWith.set(transport.native, names);
    if (names.has(name)) return;
    names.add(name);
    transport.native.registerHandler(name, (raw, respond) => {
      let data = raw;
      if (typeof raw === 'string') {
        try {
          data = JSON.parse(raw);
        } catch {
          data = raw;
        }
      }
      pushListeners.get(name)?.forEach((subscriber) => {
        try {
          subscriber(data);
        } catch {
          // one broken subscriber must not silence the others or the acknowledgement
        }
      });
      const ack = { status: 0, data: null, msg: '' };
      respond?.(transport.kind === 'android' ? JSON.stringify(ack) : ack);
    });
  });
  return () => {
    listeners.delete(listener);
  };
}
