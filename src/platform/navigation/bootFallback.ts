/**
 * The boot's last resort, inlined into `index.html` (vite.config.ts, `inlineBootFallback`) so that it
 * works when no chunk can load at all: the entry, the shell, a chunk the first page shares with
 * others, or the strings. Every failure of the first screen ends here (`main.tsx` hands over what the
 * shell's start rejects with; a failed `<script>` of the page reports itself as an error event):
 *
 * - online, and no recovery reload of this path in the last minute: one reload, which fetches a new
 *   deploy's shell (a cached `index.html` names chunks that are gone);
 * - otherwise the splash becomes a self-contained error screen in the launch language with a retry.
 *   Offline it says so, never reloads (the reload would land on the browser's own error page) and
 *   retries by itself when the connection returns.
 *
 * Inlined with `Function#toString`, so the function must reference nothing outside itself: the
 * language detection and the reload guard come in as `helpers` (self-contained too, and the same
 * functions the app uses), its strings in `config`.
 */

export interface BootErrorStrings {
  title: string;
  message: string;
  offline: string;
  retry: string;
}

export interface BootFallbackConfig {
  /** The language query parameter and stored setting (`app-language`, as i18n.ts). */
  languageKey: string;
  defaultLanguage: string;
  /** The error screen's strings per supported language (the `boot` namespace's `bootError`). */
  strings: Record<string, BootErrorStrings>;
  /** Where the shell keeps the token (`TOKEN_KEY`) and the longest it accepts (`TOKEN_MAX_LENGTH`). */
  tokenKey: string;
  tokenMaxLength: number;
}

export type BootFailed = (reason?: unknown) => void;

/** The app's own functions the fallback reuses (each inlined with `Function#toString`). */
export interface BootFallbackHelpers {
  normalise: (tag: unknown) => string | null;
  canReachPage: (win: Window) => Promise<boolean>;
  recoveryReload: (win: Window) => boolean;
  tokenWithin: (value: unknown, maxLength: number) => string | null;
  withoutAccessToken: (href: string) => string;
}

/** Installs the fallback on `win`: sets `win.h5BootFailed` and watches the page's scripts. */
export function installBootFallback(config: BootFallbackConfig, helpers: BootFallbackHelpers, win: Window): void {
  const doc = win.document;
  let shown = false;

  const launchLanguage = (): string => {
    const candidates: unknown[] = [];
    try {
      candidates.push(new URLSearchParams(win.location.search).get(config.languageKey));
      candidates.push(win.localStorage.getItem(config.languageKey));
    } catch {
      // storage disabled: the browser's languages decide
    }
    const nav = win.navigator;
    candidates.push(...(nav.languages && nav.languages.length ? nav.languages : [nav.language]));
    for (const candidate of candidates) {
      const language = helpers.normalise(candidate);
      if (language && config.strings[language]) return language;
    }
    return config.defaultLanguage;
  };

  const show = (offline: boolean) => {
    // launchLanguage only answers languages that have strings (the default among them).
    const strings = config.strings[launchLanguage()] as BootErrorStrings;
    const root = doc.getElementById('root') ?? doc.body;
    const screen = doc.createElement('div');
    screen.className = 'boot-error';
    screen.setAttribute('role', 'alert');
    const title = doc.createElement('h1');
    title.textContent = strings.title;
    const message = doc.createElement('p');
    message.textContent = offline ? strings.offline : strings.message;
    const retry = doc.createElement('button');
    retry.type = 'button';
    retry.textContent = strings.retry;
    retry.addEventListener('click', () => {
      retry.disabled = true;
      void helpers.canReachPage(win).then((ok) => {
        retry.disabled = false;
        if (ok) win.location.reload();
        else message.textContent = strings.offline;
      });
    });
    screen.append(title, message, retry);
    root.replaceChildren(screen);
    doc.documentElement.lang = launchLanguage();
    shown = true;
  };

  // The shell never ran, so the token is still in the address bar: it leaves it before anything else (a probe, a
  // reload, the error screen), as the shell's adoptAccessToken does — kept where the shell looks for it, so the
  // reloaded page is still signed in, and no reload, Referer or history entry carries it.
  const stripToken = () => {
    try {
      const token = helpers.tokenWithin(
        new URLSearchParams(win.location.search).get('access_token'),
        config.tokenMaxLength,
      );
      if (token) win.localStorage.setItem(config.tokenKey, token);
    } catch {
      // storage disabled: the token still leaves the address (the reload is then signed out, never leaking it)
    }
    try {
      const clean = helpers.withoutAccessToken(win.location.href);
      if (clean !== win.location.href) win.history.replaceState(win.history.state, '', clean);
    } catch {
      // no history API: nothing to do
    }
  };

  const fail: BootFailed = () => {
    if (shown || win.h5Booted) return;
    shown = true; // one decision per page load, however many scripts fail
    stripToken();
    void helpers.canReachPage(win).then((online) => {
      if (online && helpers.recoveryReload(win)) return;
      show(!online);
      // Back online: the retry a user would tap, done for them — and again every 3 s while the first probes
      // after \`online\` still fail (the connection is not up yet).
      const retryWhenBack = () =>
        void helpers.canReachPage(win).then((ok) => {
          if (ok) win.location.reload();
          else if (win.navigator.onLine !== false) win.setTimeout(retryWhenBack, 3000);
        });
      win.addEventListener('online', retryWhenBack, { once: true });
    });
  };

  win.h5BootFailed = fail;
  // A script of the page that cannot load (a module graph with a missing file) fires `error` at its element.
  win.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target && target.tagName === 'SCRIPT') fail();
    },
    true,
  );
}

/** The shell has rendered: from here on a failure is the route error boundaries', not the boot fallback's. */
export function markBooted(): void {
  window.h5Booted = true;
}

/** Hands a failure of the first screen to the inline fallback (absent in Storybook and unit tests: nothing then). */
export function reportBootFailure(error: unknown): void {
  window.h5BootFailed?.(error);
}

declare global {
  interface Window {
    /** Set by the inline boot fallback: the first screen could not start. */
    h5BootFailed?: BootFailed;
    /** Set by the shell once it renders: from then on failures are the route error boundary's. */
    h5Booted?: boolean;
  }
}
