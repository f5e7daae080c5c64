import { describe, expect, it } from 'vitest';
import { normaliseLanguage } from './languages';

describe('language tags', () => {
  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh_HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['en-US', 'en'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
  ])('%s → %s', (tag, language) => {
    expect(normaliseLanguage(tag)).toBe(language);
  });

  it.each([['fr'], [''], ['xx-garbage'], [42], [null]])('%s is not supported', (tag) => {
    expect(normaliseLanguage(tag)).toBeNull();
  });
});
