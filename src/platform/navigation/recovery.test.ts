import { afterEach, describe, expect, it, vi } from 'vitest';
import { canReachPage, recoveryReload } from './recovery';

const KEY = 'h5-chunk-reload';
const NOW = 1_800_000_000_000;

/** A window with just what recovery uses: network state, fetch, timers, session storage and location. */
function fakeWindow(options: {
  onLine?: boolean;
  fetch?: () => Promise<Response>;
  storage?: Map<string, string> | null;
}) {
  const storage = options.storage === undefined ? new Map<string, string>() : options.storage;
  const reload = vi.fn();
  const fetch = vi.fn(options.fetch ?? (() => Promise.resolve(new Response(null, { status: 200 }))));
  const win = {
    navigator: { onLine: options.onLine ?? true },
    location: { pathname: '/h5/whole_rank', reload },
    fetch,
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
    sessionStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (!storage) throw new Error('SecurityError');
        storage.set(key, value);
      },
    },
  };
  return { win: win as unknown as Window, reload, fetch, storage };
}

afterEach(() => vi.useRealTimers());

describe('canReachPage', () => {
  it('is false at once when the browser knows it is offline, without a request', async () => {
    const { win, fetch } = fakeWindow({ onLine: false });
    expect(await canReachPage(win)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the page’s own path (no query, no cookies, no cache) and needs a 2xx', async () => {
    const { win, fetch } = fakeWindow({});
    expect(await canReachPage(win)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      '/h5/whole_rank',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store', credentials: 'omit' }),
    );
    expect(
      await canReachPage(fakeWindow({ fetch: () => Promise.resolve(new Response(null, { status: 503 })) }).win),
    ).toBe(false);
    expect(await canReachPage(fakeWindow({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) }).win)).toBe(
      false,
    );
  });

  it('counts a connection that never answers as none after 8 s', async () => {
    vi.useFakeTimers();
    const never = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { win } = fakeWindow({ fetch: never as () => Promise<Response> });
    const reached = canReachPage(win);
    await vi.advanceTimersByTimeAsync(8000);
    expect(await reached).toBe(false);
  });
});

describe('recoveryReload', () => {
  const record = (path: string, at: number) => new Map([[KEY, JSON.stringify({ path, at })]]);
  const cases: Array<[string, Map<string, string> | null, boolean]> = [
    ['no earlier reload', new Map(), true],
    ['this path reloaded a second ago', record('/h5/whole_rank', NOW - 1000), false],
    ['this path reloaded 59.9 s ago', record('/h5/whole_rank', NOW - 59_900), false],
    ['this path reloaded a minute ago', record('/h5/whole_rank', NOW - 60_000), true],
    ['another path reloaded a second ago', record('/h5/race', NOW - 1000), true],
    ['a record from the future (the phone clock moved back)', record('/h5/whole_rank', NOW + 5000), true],
    ['a garbled record', new Map([[KEY, '{not json']]), true],
    ['a record that is not an object', new Map([[KEY, '42']]), true],
    ['no session storage (no guard, so no reload)', null, false],
  ];
  it.each(cases)('%s → reloads: %s', (_, storage, reloads) => {
    vi.useFakeTimers({ now: NOW });
    const before = storage?.get(KEY);
    const { win, reload } = fakeWindow({ storage });
    expect(recoveryReload(win)).toBe(reloads);
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
    // A reload records itself; a refusal leaves the record as it was.
    const expected = reloads ? JSON.stringify({ path: '/h5/whole_rank', at: NOW }) : before;
    expect(storage?.get(KEY)).toBe(expected);
  });

  it('reloads once, not in a loop: the second failure of the same page is refused', () => {
    vi.useFakeTimers({ now: NOW });
    const { win, reload } = fakeWindow({});
    expect(recoveryReload(win)).toBe(true);
    vi.setSystemTime(NOW + 3000); // the reloaded page fails again
    expect(recoveryReload(win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
