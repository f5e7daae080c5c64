// Test helper (not shipped): rules-text builders run against the real locale files of one namespace.
import i18next from 'i18next';
import { LANGUAGES, type Language } from './languages';
import type { RulesLocale } from './ruleText';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** An i18next instance with `namespaces` (the first the default) in all five languages, and a `RulesLocale` for any of them. */
export async function rulesLocales(...namespaces: [string, ...string[]]): Promise<(language: Language) => RulesLocale> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: namespaces,
    defaultNS: namespaces[0],
    fallbackLng: false,
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(
          namespaces.map((namespace) => [namespace, files[`../../locales/${language}/${namespace}.json`]!]),
        ),
      ]),
    ),
    interpolation: { escapeValue: false },
  });
  return (language) => {
    const t = i18n.getFixedT(language);
    return { t: (key, options) => t(key, options), language };
  };
}
