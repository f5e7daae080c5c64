import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../platform/i18n/languages';
import type { RulesLocale } from '../../platform/i18n/ruleText';
import { rulesLocales } from '../../platform/i18n/rulesLocale.testing';
import { buildRankRules, RANK_RULE_CONSTANTS, type RankRuleSections } from './rankRules';

let localeOf: (language: Language) => RulesLocale;
beforeAll(async () => {
  localeOf = await rulesLocales('rankPages');
});
const build = (language: Language, constants = RANK_RULE_CONSTANTS) => buildRankRules(localeOf(language), constants);
const all = (sections: RankRuleSections) => [...sections.values, ...sections.periods, ...sections.rewards].join('\n');

describe('rank rules page text, from the model constants', () => {
  it('states every rate, window and reward of the spec (English)', () => {
    const text = all(build('en'));
    expect(text).toContain('<em>10 rich value</em>');
    expect(text).toContain('every 10 silver coins give <em>12</em> (1.2×)');
    expect(text).toContain('Honor value: <em>1</em> per gold coin, <em>3</em> per 10 silver coins');
    expect(text).toContain('Level experience grows at the same rates: 1 per gold coin, 3 per 10 silver coins');
    expect(text).toContain('<em>3×</em> for ultimate CPs and <em>1.5×</em> for peerless');
    expect(text).toContain('<em>10,000</em> for each new CP pair');
    expect(text).toContain('<em>100,000</em> for each pair announced');
    expect(text).toContain('<em>999 gold coins</em>');
    expect(text).toContain('from <em>Dec 27, 2024</em> to <em>Jan 3, 2025</em>');
    expect(text).toContain('top 3 of every daily and weekly board wear its medal for <em>1 day</em>');
    expect(text).toContain('ride its vehicle for <em>7 days</em>');
    expect(text).toContain('top 100');
  });

  it('a changed constant changes the page', () => {
    const text = all(build('en', { ...RANK_RULE_CONSTANTS, richPerTenSilver: 15, cpUltimate: 4, vehicleDays: 1 }));
    expect(text).toContain('<em>15</em> (1.5×)');
    expect(text).toContain('<em>4×</em> for ultimate');
    expect(text).toContain('ride its vehicle for <em>1 day</em>');
  });

  it('every language has the same rules with the same numbers and no raw keys', () => {
    for (const language of LANGUAGES) {
      const sections = build(language);
      expect(sections.values).toHaveLength(6);
      expect(sections.periods).toHaveLength(5);
      expect(sections.rewards).toHaveLength(3);
      const text = all(sections);
      expect(text).not.toMatch(/ranks:|rules\./);
      for (const number of ['999', '1.5', '1.2', '100,000']) expect(text, `${language} ${number}`).toContain(number);
      expect(text).toContain('2024');
      expect(text).toContain('2025');
    }
  });
});
