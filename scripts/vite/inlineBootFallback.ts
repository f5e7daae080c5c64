import { minifySync, type Plugin } from 'vite';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  normaliseLanguage,
  STORED_LANGUAGE_KEY,
  type Language,
} from '../../src/platform/i18n/languages.ts';
import {
  installBootFallback,
  type BootErrorStrings,
  type BootFallbackConfig,
} from '../../src/platform/navigation/bootFallback.ts';
import { canReachPage, recoveryReload } from '../../src/platform/navigation/recovery.ts';
import {
  TOKEN_KEY,
  TOKEN_MAX_LENGTH,
  tokenWithin,
  withoutAccessToken,
} from '../../src/platform/session/tokenFormat.ts';
import en from '../../src/locales/en/boot.json' with { type: 'json' };
import ja from '../../src/locales/ja/boot.json' with { type: 'json' };
import ko from '../../src/locales/ko/boot.json' with { type: 'json' };
import zhHans from '../../src/locales/zh-Hans/boot.json' with { type: 'json' };
import zhHant from '../../src/locales/zh-Hant/boot.json' with { type: 'json' };

/** The error screen's strings, from each language's `boot` namespace (only ever read here; CI checks they are complete). */
const COMMON: Record<Language, { bootError: BootErrorStrings }> = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, en, ja, ko };

/** The inline script: the fallback and the app functions it reuses, as their source (all self-contained). */
export function bootFallbackScript(): string {
  const config: BootFallbackConfig = {
    languageKey: STORED_LANGUAGE_KEY,
    defaultLanguage: DEFAULT_LANGUAGE,
    strings: Object.fromEntries(LANGUAGES.map((language) => [language, COMMON[language].bootError])),
    tokenKey: TOKEN_KEY,
    tokenMaxLength: TOKEN_MAX_LENGTH,
  };
  const helpers = `{normalise:${String(normaliseLanguage)},canReachPage:${String(canReachPage)},recoveryReload:${String(recoveryReload)},tokenWithin:${String(tokenWithin)},withoutAccessToken:${String(withoutAccessToken)}}`;
  // `<` escaped so no string can close the script element.
  const source = `(${String(installBootFallback)})(${JSON.stringify(config).replace(/</g, '\\u003c')},${helpers},window);`;
  const { code, errors } = minifySync('boot-fallback.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`boot fallback: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

/** Where index.html wants the script: before every asset and script of the page. */
export const BOOT_FALLBACK_PLACEHOLDER = '<!-- boot-fallback -->';

/**
 * Inlines the boot fallback (src/platform/navigation/bootFallback.ts) into index.html: it must work
 * when none of the page's files can load.
 */
export function inlineBootFallback(): Plugin {
  return {
    name: 'inline-boot-fallback',
    // Only the app's index.html asks for it (bootFallback.test.ts checks it does); Storybook's pages do not.
    transformIndexHtml(html) {
      return html.replace(BOOT_FALLBACK_PLACEHOLDER, () => `<script>${bootFallbackScript()}</script>`);
    },
  };
}
