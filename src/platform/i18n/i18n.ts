import i18next, { type BackendModule, type Module } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { updateClientEnv } from '../env/clientEnv';
import { storage } from '../storage/safeStorage';
import { keepNumbersWithUnits } from './keepNumbersWithUnits';
import { loadLocale } from './localeSource';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  normaliseLanguage,
  STORED_LANGUAGE_KEY,
  type Language,
} from './languages';

/** i18next's backend with the promise calling convention (its type declares only the callback one). */
interface PromiseBackend extends Module, Pick<BackendModule, 'init'> {
  type: 'backend';
  callbackApi: false;
  read(language: string, namespace: string): Promise<Record<string, unknown>>;
}

/**
 * The locale files as an i18next backend: one file per language and namespace, so only the active language is
 * ever downloaded. `read` returns a promise (`callbackApi: false`, i18next ≥ 26.7) that i18next settles itself:
 * no callback is called from inside a promise chain, where an exception would be lost. A failed load is
 * i18next's failed read.
 */
const lazyLocales: PromiseBackend = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read: loadLocale,
};

export { STORED_LANGUAGE_KEY } from './languages';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * Detection order (docs/architecture.md): the `app-language` query parameter, then the
 * stored setting, then the browser languages, then the default (zh-Hant). The
 * first supported one wins, so an unsupported query value falls through.
 * (Our own ten lines instead of i18next-browser-languagedetector: 2 KB less in the shell.)
 */
export function detectLanguage(): Language {
  const query = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(STORED_LANGUAGE_KEY);
  for (const candidate of [query, storage.get(STORED_LANGUAGE_KEY), ...browserLanguages()]) {
    const language = candidate ? normaliseLanguage(candidate) : null;
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

let initialising: Promise<unknown> | null = null;

let fallbackRequested = false;

/**
 * A key missing in the active language shows the zh-Hans string. The zh-Hans
 * strings are fetched only when that first happens (CI's completeness check makes
 * it rare), so normally only the active language is ever downloaded.
 */
function fallbackFor(key: string): string {
  const separator = key.indexOf(':');
  const namespaces = separator > 0 ? [key.slice(0, separator)] : [...(i18n.options.ns as string[])];
  const path = separator > 0 ? key.slice(separator + 1) : key;
  for (const namespace of namespaces) {
    const value: unknown = i18n.getResource(FALLBACK_LANGUAGE, namespace, path);
    if (typeof value === 'string') return value;
  }
  // Still loading the active language: not missing, just not here yet.
  const stillLoading = namespaces.some((namespace) => !i18n.hasResourceBundle(i18n.language, namespace));
  if (!stillLoading && !fallbackRequested && i18n.language !== FALLBACK_LANGUAGE) {
    fallbackRequested = true;
    void i18n.loadLanguages(FALLBACK_LANGUAGE); // 'loaded' re-renders, and the next lookup finds it
  }
  return '';
}

/** Detects the language and loads only its strings (lazy per language and namespace). */
export function initI18n(): Promise<unknown> {
  if (initialising) return initialising;
  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    updateClientEnv({ language });
  });
  initialising = i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .use({ type: 'postProcessor', name: 'keepNumbersWithUnits', process: keepNumbersWithUnits })
    .init({
      lng: detectLanguage(),
      supportedLngs: [...LANGUAGES],
      // No eager fallback language: see fallbackFor.
      fallbackLng: false,
      parseMissingKeyHandler: fallbackFor,
      load: 'currentOnly',
      // `ui` with `common`: every page's primitives speak it, so it never costs a round trip of its own.
      ns: ['common', 'ui'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      // Every translated line: a number never ends a line without its unit ("3/倍").
      postProcess: ['keepNumbersWithUnits'],
      react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    });
  return initialising;
}

/** Whether the active language's core strings (`common`, `ui`) arrived: every page's back, retry and error texts. */
export function coreStringsLoaded(): boolean {
  return ['common', 'ui'].every((namespace) => i18n.hasResourceBundle(i18n.language, namespace));
}

/**
 * Switch language and wait until all its strings are loaded. Storybook's locale
 * toolbar uses this, so every story renders its final text on the first paint.
 */
export async function switchLanguage(language: string): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(normaliseLanguage(language) ?? DEFAULT_LANGUAGE);
  await i18n.loadNamespaces([...__LOCALE_NAMESPACES__]);
}
