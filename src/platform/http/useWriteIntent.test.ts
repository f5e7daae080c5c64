// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from './client';
import { ApiError } from './errors';
import { useWriteIntent, type WriteIntentOptions } from './useWriteIntent';
import { WRITE_TIMEOUT_MS } from './writeIntent';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Params = { bundle: number };
type Control = ReturnType<typeof useWriteIntent<Params, string>>;

let root: Root;
let control: Control;

function mount(
  options: Partial<WriteIntentOptions<Params, string>> & Pick<WriteIntentOptions<Params, string>, 'send'>,
) {
  function Harness() {
    control = useWriteIntent<Params, string>({ scope: 'test', ...options });
    return null;
  }
  act(() => root.render(createElement(Harness)));
}

/** A send the test answers by hand: each call's key, params and how to settle it. */
function manualSend() {
  const calls: { key: string; params: Params; resolve: (value: string) => void; reject: (error: unknown) => void }[] =
    [];
  const send = vi.fn(
    (params: Params, key: string, _options: RequestOptions) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, params, resolve, reject });
      }),
  );
  return { send, calls };
}

const lost = new ApiError('timeout', -999, `timeout of ${WRITE_TIMEOUT_MS} ms exceeded`);
const settle = async (fn: () => void) => {
  await act(async () => {
    fn();
    await Promise.resolve();
  });
};

beforeEach(() => {
  sessionStorage.clear();
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('useWriteIntent', () => {
  it('makes the key when the confirm opens and sends once for a double tap, with the write timeout', () => {
    const { send, calls } = manualSend();
    mount({ send });
    act(() => control.open({ bundle: 5 }));
    const key = control.intent?.key;
    expect(key).toBeTruthy();
    act(() => {
      control.submit();
      control.submit();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(calls[0]?.key).toBe(key);
    expect(send.mock.calls[0]?.[2]).toEqual({ timeoutMs: WRITE_TIMEOUT_MS });
    expect(control.busy).toBe(true);
  });

  it('after a lost reply, closing and choosing again resumes the same intent; its check sends the same key', async () => {
    const { send, calls } = manualSend();
    const onDone = vi.fn();
    mount({ send, onDone });
    act(() => control.open({ bundle: 5 }));
    act(() => control.submit());
    await settle(() => calls[0]!.reject(lost));
    expect(control.unknown).toBe(true);
    act(() => control.close());
    expect(control.intent).toMatchObject({ phase: 'unknown', open: false });
    act(() => control.open({ bundle: 10 }));
    expect(control.intent).toMatchObject({ params: { bundle: 5 }, phase: 'unknown', open: true });
    act(() => control.submit());
    expect(control.intent?.phase).toBe('checking');
    expect(calls[1]?.key).toBe(calls[0]?.key);
    await settle(() => calls[1]!.resolve('done'));
    expect(onDone).toHaveBeenCalledWith('done', { bundle: 5 });
    expect(control.intent).toBeNull();
    act(() => control.open({ bundle: 10 }));
    expect(control.intent?.key).not.toBe(calls[0]?.key);
  });

  it('keeps an unresolved write across a reload when it can be restored, and only then', async () => {
    const { send, calls } = manualSend();
    const restore = (raw: unknown) =>
      typeof raw === 'object' && raw !== null && typeof (raw as Params).bundle === 'number' ? (raw as Params) : null;
    mount({ send, restore });
    act(() => control.open({ bundle: 5 }));
    act(() => control.submit());
    await settle(() => calls[0]!.reject(new ApiError('network', -999, 'Network Error')));
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    mount({ send, restore });
    expect(control.intent).toMatchObject({ key: calls[0]!.key, params: { bundle: 5 }, phase: 'unknown', open: false });
    // Storage is outside input: what restore refuses is no intent.
    sessionStorage.setItem('write:test', JSON.stringify({ key: 'k', params: { bundle: 'five' } }));
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    mount({ send, restore });
    expect(control.intent).toBeNull();
    // Without restore (personal data), nothing is stored.
    sessionStorage.clear();
    act(() => root.unmount());
    root = createRoot(document.createElement('div'));
    mount({ send });
    act(() => control.open({ bundle: 1 }));
    act(() => control.submit());
    await settle(() => calls[1]!.reject(lost));
    expect(sessionStorage.getItem('write:test')).toBeNull();
  });

  it('a refusal says the server’s words (or a plain one) and leaves the confirm usable with a new key', async () => {
    const { send, calls } = manualSend();
    mount({ send });
    act(() => control.open({ bundle: 5 }));
    act(() => control.submit());
    await settle(() => calls[0]!.reject(new ApiError('server', 99999, '系統繁忙')));
    expect(control.refusal).toBe('系統繁忙');
    expect(control.intent).toMatchObject({ phase: 'confirming', open: true });
    expect(control.intent?.key).not.toBe(calls[0]?.key);
    act(() => control.submit());
    await settle(() => calls[1]!.reject(new ApiError('server', 40001, '')));
    expect(control.refusal).toBe('write.refused');
    expect(control.busy).toBe(false);
  });

  it('an area that says a refusal itself (not enough coins) leaves no generic words', async () => {
    const { send, calls } = manualSend();
    const onRefused = vi.fn(() => true);
    mount({ send, onRefused });
    act(() => control.run({ bundle: 1 }));
    await settle(() => calls[0]!.reject(new ApiError('server', 3001, 'not enough')));
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(control.refusal).toBeNull();
    expect(control.intent).toBeNull();
  });

  it('an area may say a refusal in its own words instead of the server’s', async () => {
    const { send, calls } = manualSend();
    mount({ send, onRefused: () => 'below your tier' });
    act(() => control.open({ bundle: 5 }));
    act(() => control.submit());
    await settle(() => calls[0]!.reject(new ApiError('server', 33402, 'E_TIER')));
    expect(control.refusal).toBe('below your tier');
    expect(control.intent).toMatchObject({ phase: 'confirming', open: true });
  });

  it('a one-tap write that got no answer is checked with its key when tapped again', async () => {
    const { send, calls } = manualSend();
    mount({ send });
    act(() => control.run({ bundle: 1 }));
    await settle(() => calls[0]!.reject(lost));
    expect(control.unknown).toBe(true);
    act(() => control.run({ bundle: 1 }));
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });
});
