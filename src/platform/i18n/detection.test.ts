// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, STORED_LANGUAGE_KEY } from './i18n';

function setUp({ query, stored, browser }: { query?: string; stored?: string; browser: string[] }) {
  history.replaceState(null, '', query === undefined ? '/' : `/?app-language=${encodeURIComponent(query)}`);
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem(STORED_LANGUAGE_KEY, stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('language detection: query beats stored setting beats browser; default zh-Hant', () => {
  it.each([
    [{ query: 'en', stored: 'ja', browser: ['ko-KR'] }, 'en'],
    [{ stored: 'ja', browser: ['ko-KR'] }, 'ja'],
    [{ browser: ['ko-KR', 'en-US'] }, 'ko'],
    [{ query: 'zh-TW', browser: ['en-US'] }, 'zh-Hant'],
    [{ query: 'zh_HK', browser: ['en-US'] }, 'zh-Hant'],
    [{ query: 'zh-MO', browser: ['en-US'] }, 'zh-Hant'],
    [{ query: 'zh-Hant', browser: ['en-US'] }, 'zh-Hant'],
    [{ query: 'zh-CN', browser: ['en-US'] }, 'zh-Hans'],
    [{ query: 'zh', browser: ['en-US'] }, 'zh-Hans'],
    [{ browser: ['zh-TW'] }, 'zh-Hant'],
    [{ browser: ['zh-CN'] }, 'zh-Hans'],
    [{ query: 'garbage', browser: ['ja-JP'] }, 'ja'],
    [{ query: 'garbage', stored: 'nonsense', browser: ['fr-FR', 'de'] }, 'zh-Hant'],
    [{ browser: [] }, 'zh-Hant'],
  ])('%j → %s', (setup, language) => {
    setUp(setup);
    expect(detectLanguage()).toBe(language);
  });
});
