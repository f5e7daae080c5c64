import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../platform/i18n/languages';
import { rulesLocales } from '../../platform/i18n/rulesLocale.testing';
import type { RulesLocale } from '../../platform/i18n/ruleText';
import { buildChristmasRules, CHRISTMAS_RULE_SECTIONS } from './christmasRules';
import { EDITION_2024, EDITION_2026, editionOf } from './model';

let localeOf: (language: Language) => RulesLocale;
beforeAll(async () => {
  localeOf = await rulesLocales('christmas');
});

const text = (sections: ReturnType<typeof buildChristmasRules>) => Object.values(sections).flat().join('\n');

describe('the Christmas rules', () => {
  it('say the numbers the event runs on, in every language, with every placeholder filled', () => {
    for (const language of LANGUAGES) {
      const sections = buildChristmasRules(localeOf(language), EDITION_2026);
      expect(Object.keys(sections)).toEqual([...CHRISTMAS_RULE_SECTIONS]);
      const rules = text(sections);
      expect(rules, language).not.toMatch(/\{\{|christmas:/);
      for (const number of ['10', '100', '365', '50', '30']) expect(rules, `${language} ${number}`).toContain(number);
      expect(rules, language).toContain('UTC+8');
    }
  });

  it("say this year's dates: open 24–26 December, split on the 27th, the board's last day before its end", () => {
    const { dates } = buildChristmasRules(localeOf('en'), EDITION_2026);
    expect(dates[0]).toBe('Light your tree from <em>December 24</em> to <em>December 26</em> (UTC+8).');
    expect(dates[1]).toBe('The prize pool is split on <em>December 27</em> (UTC+8).');
    expect(dates[2]).toMatch(/from December 27 to January \d+ \(UTC\+8\)/);
  });

  it('follow the edition the server configures (2024, the spec text, and any later year)', () => {
    const dates2024 = buildChristmasRules(localeOf('en'), EDITION_2024).dates.join('\n');
    expect(dates2024).toContain('January 3'); // the spec's 2024 board window ends on 3 January 2025
    const moved = { ...editionOf(2027), startAt: editionOf(2027).startAt + 86_400_000 };
    expect(buildChristmasRules(localeOf('en'), moved).dates[0]).toContain('<em>December 25</em>');
  });
});
