// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { BOOT_FALLBACK_PLACEHOLDER, bootFallbackScript } from '../../../scripts/vite/inlineBootFallback';
import { TOKEN_KEY, TOKEN_MAX_LENGTH } from '../session/tokenFormat';

// The script exactly as index.html inlines it: this also proves every inlined function is self-contained.
const SCRIPT = bootFallbackScript();

interface Harness {
  win: Window;
  root: HTMLElement;
  reload: ReturnType<typeof vi.fn>;
  fetch: ReturnType<typeof vi.fn>;
  storage: Map<string, string>;
  /** The page's local storage (the shell's token). */
  local: Map<string, string>;
  /** Every address the page had, the first one included. */
  addresses: string[];
  setOnline(online: boolean): void;
}

/** Runs the inline script against a window double that shares happy-dom's document. */
function install(
  options: { onLine?: boolean; search?: string; stored?: string; languages?: string[]; guard?: object } = {},
): Harness {
  document.body.innerHTML = '<div id="root"><div class="boot-splash"></div></div>';
  const events = new EventTarget();
  const storage = new Map<string, string>();
  if (options.guard) storage.set('h5-chunk-reload', JSON.stringify(options.guard));
  const navigatorDouble = {
    onLine: options.onLine ?? true,
    languages: options.languages ?? ['zh-TW'],
    language: 'zh-TW',
  };
  const fetch = vi.fn((input: string) => {
    addresses.push(`fetch ${input}`);
    return Promise.resolve(new Response(null, { status: 200 }));
  });
  const sessionStorageDouble = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const local = new Map<string, string>();
  const location = {
    pathname: '/',
    search: options.search ?? '',
    get href() {
      return `https://h5.example.com${this.pathname}${this.search}`;
    },
    reload: vi.fn(() => addresses.push(`reload ${location.href}`)),
  };
  const addresses = [location.href];
  const history = {
    state: null,
    replaceState: (_state: unknown, _unused: string, url: string) => {
      const next = new URL(url, location.href);
      location.pathname = next.pathname;
      location.search = next.search;
      addresses.push(location.href);
    },
  };
  const win = {
    document,
    navigator: navigatorDouble,
    location,
    history,
    fetch,
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
    sessionStorage: sessionStorageDouble,
    localStorage: {
      getItem: (key: string) => (key === 'app-language' ? (options.stored ?? null) : (local.get(key) ?? null)),
      setItem: (key: string, value: string) => void local.set(key, value),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  } as unknown as Window;
  // oxlint-disable-next-line typescript/no-implied-eval -- evaluating the inline script itself is the point of this test
  new Function('window', SCRIPT)(win);
  return {
    win,
    root: document.getElementById('root')!,
    reload: location.reload,
    fetch,
    storage,
    local,
    addresses,
    setOnline: (online) => {
      navigatorDouble.onLine = online;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const screen = (root: HTMLElement) => root.querySelector('.boot-error');

beforeEach(() => {
  document.documentElement.lang = 'zh-Hant';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the inline boot fallback', () => {
  it('is asked for by index.html, ahead of every script and asset', () => {
    const html = readFileSync('index.html', 'utf8'); // vitest runs from the project root;
    const at = html.indexOf(BOOT_FALLBACK_PLACEHOLDER);
    expect(at).toBeGreaterThan(0);
    expect(html.slice(0, at)).not.toMatch(/<script|<link rel="(stylesheet|modulepreload)"/);
  });

  it('answers the first failure with one guarded reload, whatever fails after it', async () => {
    const page = install();
    page.win.h5BootFailed!(new TypeError('Failed to fetch dynamically imported module'));
    page.win.h5BootFailed!(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(page.storage.get('h5-chunk-reload')!)).toMatchObject({ path: '/' });
    expect(screen(page.root)).toBeNull(); // the splash stays while the page reloads
  });

  it('takes the token out of the address before anything else, keeps it for the shell, then reloads', async () => {
    const token = `eyJ.${'t'.repeat(TOKEN_MAX_LENGTH - 4)}`;
    const page = install({ search: `?access_token=${token}&app-language=en&refer=push` });
    page.win.h5BootFailed!(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(page.reload).toHaveBeenCalledTimes(1);
    // The first thing that happens is the address losing its token; the probe and the reload never carry it.
    expect(page.addresses).toEqual([
      `https://h5.example.com/?access_token=${token}&app-language=en&refer=push`,
      'https://h5.example.com/?app-language=en&refer=push',
      'fetch /',
      'reload https://h5.example.com/?app-language=en&refer=push',
    ]);
    expect(page.local.get(TOKEN_KEY)).toBe(token); // the reloaded shell is still signed in
  });

  it('the error screen, too, is shown without the token in the address; a token over the limit is not kept', async () => {
    const tooLong = 'x'.repeat(TOKEN_MAX_LENGTH + 1);
    const page = install({ guard: { path: '/', at: Date.now() }, search: `?access_token=${tooLong}` });
    page.local.set(TOKEN_KEY, 'earlier-token');
    page.win.h5BootFailed!(new Error('shell gone'));
    await settle();
    expect(screen(page.root)).not.toBeNull();
    expect(page.addresses).toEqual([
      `https://h5.example.com/?access_token=${tooLong}`,
      'https://h5.example.com/',
      'fetch /',
    ]);
    expect(page.local.get(TOKEN_KEY)).toBe('earlier-token');
  });

  it('after the reload failed too, the splash becomes an error screen in the launch language with a retry', async () => {
    const page = install({ guard: { path: '/', at: Date.now() - 2000 }, search: '?app-language=en' });
    page.win.h5BootFailed!(new Error('shell gone'));
    await settle();
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.root.querySelector('.boot-splash')).toBeNull();
    expect(screen(page.root)?.getAttribute('role')).toBe('alert');
    expect(page.root.querySelector('h1')?.textContent).toBe('The page didn’t load');
    expect(document.documentElement.lang).toBe('en');
    page.root.querySelector('button')!.click();
    await settle();
    expect(page.reload).toHaveBeenCalledTimes(1); // a retry the user asked for is not guarded
  });

  it('offline: never reloads, says so, and reloads by itself when the connection returns', async () => {
    const page = install({ onLine: false });
    page.win.h5BootFailed!(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.root.querySelector('p')?.textContent).toBe('目前沒有網路連線，連線恢復後會自動重新載入。');
    page.root.querySelector('button')!.click(); // still offline: stays
    await settle();
    expect(page.reload).not.toHaveBeenCalled();
    page.setOnline(true);
    page.win.dispatchEvent(new Event('online'));
    await settle();
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps asking after `online` while the first probes still fail (the connection is not up yet)', async () => {
    vi.useFakeTimers();
    try {
      const page = install({ onLine: false });
      page.win.h5BootFailed!(new Error('x'));
      await vi.advanceTimersByTimeAsync(0);
      page.setOnline(true);
      page.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      page.win.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(page.reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(3000);
      expect(page.reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page that cannot be reached counts as offline even when the browser claims to be online', async () => {
    const page = install();
    page.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    page.win.h5BootFailed!(new Error('x'));
    await settle();
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.root.querySelector('h1')?.textContent).toBe('頁面載入失敗');
  });

  it('a page script that fails to load reports itself; an image that fails does not', async () => {
    const page = install({ guard: { path: '/', at: Date.now() } });
    const img = document.createElement('img');
    page.win.dispatchEvent(Object.assign(new Event('error'), {}));
    img.dispatchEvent(new Event('error'));
    const imgError = new Event('error');
    Object.defineProperty(imgError, 'target', { value: img });
    page.win.dispatchEvent(imgError);
    await settle();
    expect(screen(page.root)).toBeNull();
    const scriptError = new Event('error');
    Object.defineProperty(scriptError, 'target', { value: document.createElement('script') });
    page.win.dispatchEvent(scriptError);
    await settle();
    expect(screen(page.root)).not.toBeNull();
  });

  it('steps aside once the shell has rendered (route error boundaries take over)', async () => {
    const page = install();
    page.win.h5Booted = true;
    page.win.h5BootFailed!(new Error('late'));
    await settle();
    expect(page.reload).not.toHaveBeenCalled();
    expect(screen(page.root)).toBeNull();
  });

  it.each([
    [{ search: '?app-language=ja' }, '再試行'],
    [{ stored: 'ko' }, '다시 시도'],
    [{ languages: ['fr-FR', 'zh-CN'] }, '重试'],
    [{ languages: ['fr-FR'] }, '重試'],
    [{ search: '?app-language=%3Cscript%3E', languages: ['en-GB'] }, 'Retry'],
  ])('speaks the launch language as i18n detects it, in each of the five: %j', async (options, retry) => {
    const page = install({ ...options, guard: { path: '/', at: Date.now() } });
    page.win.h5BootFailed!(new Error('x'));
    await settle();
    expect(page.root.querySelector('button')?.textContent).toBe(retry);
  });
});
