// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMockBridge, type MockBridgeHandle, type MockBridgeOptions } from '../../../mocks/bridge/mockBridge';
import { bridge, BridgeError, JUMP_TARGETS, onNativePush } from './bridge';
import { BRIDGE_WAIT_MS, connectBridge, resetBridgeConnection } from './transport';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
let mock: MockBridgeHandle | null = null;

function install(options: MockBridgeOptions = {}) {
  mock = installMockBridge(options);
  return mock;
}

beforeEach(() => {
  resetBridgeConnection();
});
afterEach(() => {
  mock?.uninstall();
  mock = null;
  delete window.WVJBCallbacks;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('transports', () => {
  it('iOS: uses the bridge that is already there, with object payloads', async () => {
    const handle = install({ transport: 'ios', statusBarHeight: 44 });
    expect((await connectBridge())?.kind).toBe('ios');
    await expect(bridge.getStatusBarHeight()).resolves.toBe(44);
    await bridge.setTitleBar('Rank');
    expect(handle.calls.at(-1)).toEqual({ name: 'setTitleBar', data: { title: 'Rank' } });
  });

  it('iOS: bootstraps through WVJBCallbacks and the __bridge_loaded__ iframe when injected late', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const appended: string[] = [];
    const original = document.documentElement.appendChild.bind(document.documentElement);
    vi.spyOn(document.documentElement, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      if (node instanceof HTMLIFrameElement) appended.push(node.src);
      return original(node) as T;
    });
    const handle = install({ transport: 'ios-bootstrap', injectDelayMs: 20 });
    expect((await connectBridge())?.kind).toBe('ios');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatch(/^https:\/\/__bridge_loaded__\/?$/);
    await expect(bridge.getAppInfo()).resolves.toEqual({ version: '6.8.0', platform: 'ios' });
    expect(handle.calls.map((call) => call.name)).toEqual(['getAppInfo']);
  });

  it('Android: waits for WebViewJavascriptBridgeReady, calls init exactly once, sends JSON strings', async () => {
    const handle = install({ transport: 'android', injectDelayMs: 20, statusBarHeight: '30' });
    expect((await connectBridge())?.kind).toBe('android');
    await expect(bridge.getStatusBarHeight()).resolves.toBe(30);
    await expect(bridge.getAppInfo()).resolves.toEqual({ version: '6.8.0', platform: 'android' });
    resetBridgeConnection(); // a second lookup must not init again
    await connectBridge();
    expect(handle.initCalls).toBe(1);
    const raw = vi.fn();
    (window.WebViewJavascriptBridge as unknown as { callHandler: (...args: unknown[]) => void }).callHandler = raw;
    void bridge.copyText('ABC123').catch(() => undefined);
    await vi.waitFor(() => expect(raw).toHaveBeenCalled());
    expect(raw.mock.calls[0]?.[1]).toBe('{"content":"ABC123"}');
  });

  it('no bridge within 1.5 s: the browser fallback answers', async () => {
    vi.useFakeTimers();
    const pending = connectBridge();
    await vi.advanceTimersByTimeAsync(BRIDGE_WAIT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
    await expect(bridge.getStatusBarHeight()).resolves.toBe(0);
    await bridge.setTitleBar('Shared link');
    expect(document.title).toBe('Shared link');
    await expect(bridge.jumpNative({ target_name: 'coin_recharge' })).rejects.toMatchObject({ notInApp: true });
    await expect(bridge.requestPermission('camera')).rejects.toBeInstanceOf(BridgeError);
    await bridge.showToast('Saved');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Saved');
  });
});

describe('rules and malformed replies', () => {
  it('never sends an empty toast', async () => {
    const handle = install();
    await bridge.showToast('');
    await bridge.showToast('   ');
    await bridge.showToast('Refuelled');
    expect(handle.calls).toEqual([{ name: 'showToast', data: { content: 'Refuelled' } }]);
  });

  it.each([
    ['a number', 0, true],
    ['a positive number', 2, true],
    ['a negative number', -1, false],
    ['a numeric string', '1', true],
    ['not a number', 'yes', false],
    ['nothing', null, false],
  ])('a permission answered with %s is granted: %s', async (_name, data, granted) => {
    install({ replies: { requestPermission: { status: 0, data } } });
    await expect(bridge.requestPermission('camera')).resolves.toBe(granted);
  });

  it.each([
    ['a non-number height', { status: 0, data: 'tall' }, 0],
    ['a missing height', { status: 0 }, 0],
    ['a negative height', { status: 0, data: -20 }, 0],
  ])('status-bar height: %s means 0', async (_name, reply, height) => {
    install({ replies: { getStatusBarHeight: reply } });
    await expect(bridge.getStatusBarHeight()).resolves.toBe(height);
  });

  it('rejects with the native msg on a non-zero status', async () => {
    install({ replies: { jumpNative: { status: 3, msg: 'page not found' } } });
    await expect(bridge.jumpNative({ target_name: 'user_home', params: { user_id: 'u1' } })).rejects.toThrow(
      'page not found',
    );
  });

  it('rejects a malformed reply instead of throwing inside the callback', async () => {
    install({ replies: { getAppInfo: { status: 0, data: 'not an object' } } });
    await expect(bridge.getAppInfo()).resolves.toEqual({ version: null, platform: null });
  });

  it('rejects an Android reply whose status is not a number', async () => {
    install({ transport: 'android', injectDelayMs: 0, replies: { copyText: { status: Number.NaN } } });
    await expect(bridge.copyText('x')).rejects.toBeInstanceOf(BridgeError);
  });

  it('times out when native never answers', async () => {
    install({ replies: { closeScreen: null } });
    vi.useFakeTimers();
    // The assertion waits while the timers run out.
    await Promise.all([expect(bridge.closeScreen()).rejects.toThrow(/timed out/), vi.advanceTimersByTimeAsync(5000)]);
  });
});

describe('pushes from the app', () => {
  it.each(['ios', 'android'] as const)(
    '%s: onRacingMessage reaches every subscriber and native gets { status: 0 }',
    async (transport) => {
      const handle = install({ transport, injectDelayMs: 0 });
      const first = vi.fn();
      const second = vi.fn();
      const stop = onNativePush('onRacingMessage', first);
      onNativePush('onRacingMessage', second);
      await connectBridge();
      await vi.waitFor(async () => {
        await expect(handle.push('onRacingMessage', { type: 'round_start', round_id: 7 })).resolves.toMatchObject({
          status: 0,
        });
      });
      expect(first).toHaveBeenCalledWith({ type: 'round_start', round_id: 7 });
      expect(second).toHaveBeenCalledWith({ type: 'round_start', round_id: 7 });
      stop();
      await handle.push('onRacingMessage', { type: 'round_end' });
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(2);
    },
  );
});

describe('native jumps (spec §1: user home, tribe hall, diamond store, coin recharge, VIP recharge)', () => {
  it.each([
    [{ target_name: 'user_home', params: { user_id: 'u1' } }],
    [{ target_name: 'tribe_hall', params: { tribe_id: 't1' } }],
    [{ target_name: 'diamond_store' }],
    [{ target_name: 'coin_recharge' }],
    [{ target_name: 'vip_recharge' }],
  ] as const)('%j is asked of the app', async (jump) => {
    const handle = install();
    await bridge.jumpNative(jump);
    expect(handle.calls.at(-1)).toEqual({
      name: 'jumpNative',
      data: { target_name: jump.target_name, params: 'params' in jump ? jump.params : {} },
    });
  });

  it.each(['live_list', 'real_person_verify', '', 'USER_HOME'])(
    'an unknown target (%j) is refused at once, without asking the app (which would never answer)',
    async (target) => {
      const handle = install();
      await connectBridge();
      vi.useFakeTimers();
      const jump = bridge.jumpNative({ target_name: target } as unknown as Parameters<typeof bridge.jumpNative>[0]);
      // Refused before any timer runs: not after the 5 s a call without an answer waits.
      await expect(jump).rejects.toBeInstanceOf(BridgeError);
      expect(handle.calls.map((call) => call.name)).not.toContain('jumpNative');
    },
  );

  it('no page asks for a target outside the spec', () => {
    const sourceFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const asked = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/target_name:\s*'([^']*)'/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((entry) => !JUMP_TARGETS.some((target) => entry.endsWith(`: ${target}`)))).toEqual([]);
  });
});
