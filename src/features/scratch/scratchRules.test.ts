import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../platform/i18n/languages';
import { rulesLocales } from '../../platform/i18n/rulesLocale.testing';
import type { RulesLocale } from '../../platform/i18n/ruleText';
import { buildScratchRules, SCRATCH_RULE_CONSTANTS } from './scratchRules';

let localeOf: (language: Language) => RulesLocale;
beforeAll(async () => {
  localeOf = await rulesLocales('scratch');
});

const text = (sections: ReturnType<typeof buildScratchRules>) => Object.values(sections).flat().join('\n');

describe('the scratch rules', () => {
  it('say the numbers the game runs on, in every language', () => {
    for (const language of LANGUAGES) {
      const rules = text(buildScratchRules(localeOf(language)));
      expect(rules).not.toMatch(/\{\{|scratch:/); // every placeholder filled, every key found
      expect(rules).toContain('60');
      expect(rules).toMatch(/300,000|300000/);
    }
  });

  it('change when a constant changes', () => {
    const rules = text(buildScratchRules(localeOf('en'), { ...SCRATCH_RULE_CONSTANTS, price: 250, recordsMax: 50 }));
    expect(rules).toContain('<em>250 coins</em>');
    expect(rules).toContain('<em>50</em> cards');
  });
});
