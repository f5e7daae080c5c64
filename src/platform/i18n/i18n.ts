import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { updateClientEnv } from '../env/clientEnv';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, normaliseLanguage } from './languages';

/** One chunk per language and namespace: only the active language is ever downloaded. */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Last in the detection order, so "nothing detected" means the product default, not the fallback. */
const productDefault = { name: 'productDefault', lookup: () => DEFAULT_LANGUAGE };

export const i18n = i18next.createInstance();

let initialising: Promise<unknown> | null = null;

/**
 * Detection order: `app-language` query parameter, then the stored setting, then
 * the browser language, then the default (zh-Hant). Unsupported tags are skipped.
 */
export function initI18n(): Promise<unknown> {
  if (initialising) return initialising;
  const detector = new LanguageDetector();
  detector.addDetector(productDefault);
  i18n.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    updateClientEnv({ language });
  });
  initialising = i18n
    .use(lazyLocales)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
      detection: {
        order: ['querystring', 'localStorage', 'navigator', productDefault.name],
        lookupQuerystring: 'app-language',
        lookupLocalStorage: 'app-language',
        caches: [],
        convertDetectedLanguage: (tag: string) => normaliseLanguage(tag) ?? 'unsupported',
      },
    });
  return initialising;
}

/** Switch language and wait until its strings are loaded (Storybook's locale toolbar uses this). */
export async function switchLanguage(language: string): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(normaliseLanguage(language) ?? DEFAULT_LANGUAGE);
}
