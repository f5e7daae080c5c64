export const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether `tag` is one of our five languages exactly (no normalising: "zh-TW" is not). */
export const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/** The query parameter and the stored setting that choose the language. */
export const STORED_LANGUAGE_KEY = 'app-language';

/** Shown when nothing usable is detected. */
export const DEFAULT_LANGUAGE: Language = 'zh-Hant';
/** Where a missing key is looked up next. */
export const FALLBACK_LANGUAGE: Language = 'zh-Hans';

/**
 * Maps any BCP-47-ish tag to a supported language, or null. Chinese with TW, HK, MO
 * or Hant is Traditional; any other Chinese is Simplified (docs/architecture.md).
 */
export function normaliseLanguage(tag: unknown): Language | null {
  if (typeof tag !== 'string') return null;
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const primary = parts[0];
  if (primary === 'zh') {
    return parts.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part)) ? 'zh-Hant' : 'zh-Hans';
  }
  if (primary === 'en') return 'en';
  if (primary === 'ja') return 'ja';
  if (primary === 'ko') return 'ko';
  return null;
}
