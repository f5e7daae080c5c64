import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../platform/i18n/languages';
import { rulesLocales } from '../../platform/i18n/rulesLocale.testing';
import { FRAGMENTS_PER_MEDAL_DAY, RACE_GAMES, REFUEL_LIMIT_LITERS } from './model';
import { ruleNumberFormat, type RulesLocale } from '../../platform/i18n/ruleText';
import { buildMedalRules, buildRaceRules, RACE_RULE_CONSTANTS, type RaceRuleConstants } from './raceRules';

let localeOf: (language: Language) => RulesLocale;
beforeAll(async () => {
  localeOf = await rulesLocales('race', 'racePages');
});

const text = (rules: string[]) => rules.join('\n');
const withConstants = (changes: Partial<RaceRuleConstants>): RaceRuleConstants => ({
  ...RACE_RULE_CONSTANTS,
  ...changes,
});

describe('buildRaceRules', () => {
  it('states the model’s schedule, limit, gasoline price, fragments and adult age', () => {
    const rules = text(buildRaceRules('classic', localeOf('en')));
    expect(rules).toContain('every <em>40 seconds</em>');
    expect(rules).toContain(
      '<em>24 s</em> refuelling countdown, <em>8 s</em> of racing, <em>6 s</em> of results, then <em>2 s</em>',
    );
    expect(rules).toContain(`<em>${REFUEL_LIMIT_LITERS} L</em>`);
    expect(rules).toContain('<em>1 coin = 1 L</em>');
    expect(rules).toContain('<em>1 medal fragment</em>; <em>2000 fragments</em>');
    expect(rules).toContain('under <em>18</em>');
    expect(rules).toMatch(/pending/);
    expect(rules).toMatch(/can’t be changed/);
    expect(rules).toMatch(/lapse/);
  });

  it('changes when a constant changes: one source of truth', () => {
    const changed = withConstants({
      roundMs: 60_000,
      phaseMs: { countdown: 40_000, racing: 10_000, results: 7_500, over: 2_500 },
      refuelLimitLiters: 3000,
      litersPerCoin: 2,
      fragmentsPerCoin: 3,
      fragmentsPerMedalDay: 1500,
      adultAge: 20,
    });
    const rules = text(buildRaceRules('classic', localeOf('en'), changed));
    expect(rules).toContain('every <em>60 seconds</em>');
    expect(rules).toContain(
      '<em>40 s</em> refuelling countdown, <em>10 s</em> of racing, <em>7.5 s</em> of results, then <em>2.5 s</em>',
    );
    expect(rules).toContain('<em>3000 L</em>');
    expect(rules).not.toContain('5000');
    expect(rules).toContain('<em>1 coin = 2 L</em>');
    expect(rules).toContain('<em>3 medal fragments</em>; <em>1500 fragments</em>');
    expect(rules).toContain('under <em>20</em>');
    expect(rules).not.toContain('under <em>18</em>');
  });

  it('golden: the same race, and winners ride the golden car for the days the server gives', () => {
    const golden = buildRaceRules('golden', localeOf('en'));
    expect(golden[0]).toBe('Golden Speed Car is the same race as Speed Car, with the same cars and rules, in gold.');
    expect(text(golden)).toContain('<em>golden car</em> for <em>1 day</em>');
    expect(text(buildRaceRules('golden', localeOf('en'), withConstants({ goldenVehicleDays: 3 })))).toContain(
      'for <em>3 days</em>',
    );
    expect(text(buildRaceRules('classic', localeOf('en')))).not.toContain('golden car');
  });

  it('horsepower: two teams, liters as horsepower, tie to red, the winning multiplier', () => {
    const rules = text(buildRaceRules('horsepower', localeOf('en')));
    expect(rules).toContain('Red team and Blue team');
    expect(rules).toContain('<em>1 horsepower</em>');
    expect(rules).toContain('In a tie, Red team wins.');
    expect(rules).toContain('<em>1.9×</em> their liters');
    expect(rules).toContain('Each team takes at most <em>5000 L</em>');
    expect(rules).not.toContain('multiplier</em>'); // the car rule does not apply
    const changed = text(
      buildRaceRules(
        'horsepower',
        localeOf('en'),
        withConstants({ horsepowerWinMultiplier: 2.25, horsepowerTieWinner: 'blue' }),
      ),
    );
    expect(changed).toContain('<em>2.25×</em>');
    expect(changed).toContain('In a tie, Blue team wins.');
  });

  it('writes the same numbers in every language, with nothing left untranslated', () => {
    for (const language of LANGUAGES) {
      for (const game of RACE_GAMES) {
        const rules = buildRaceRules(game, localeOf(language));
        expect(rules.length).toBeGreaterThanOrEqual(9);
        for (const rule of rules) {
          expect(rule, `${language} ${game}`).not.toMatch(/\{\{|race:|^rules\.|^\s*$/);
        }
        expect(text(rules)).toContain(String(REFUEL_LIMIT_LITERS));
        expect(text(rules)).toContain('40');
      }
      expect(text(buildRaceRules('horsepower', localeOf(language)))).toContain('1.9');
      expect(text(buildRaceRules('classic', localeOf(language), withConstants({ refuelLimitLiters: 8000 })))).toContain(
        '8000',
      );
    }
    expect(text(buildRaceRules('classic', localeOf('zh-Hant')))).toContain('每輪每輛車你最多可加<em>5000升</em>');
  });
});

describe('buildMedalRules', () => {
  it('explains coins → liters + fragments → medal days from the constants, with a worked example', () => {
    const rules = buildMedalRules(localeOf('en'));
    expect(rules[0]).toContain('<em>1 L</em> of gasoline and <em>1 medal fragment</em>');
    expect(rules[1]).toContain(`<em>${FRAGMENTS_PER_MEDAL_DAY} fragments</em> turn into <em>1 day</em>`);
    expect(rules[3]).toBe(
      'For example, 2000 coins buy 2000 L of gasoline and give 2000 fragments: 1 more day of the medal.',
    );
  });

  it('follows other constants', () => {
    const rules = buildMedalRules(
      localeOf('en'),
      withConstants({ litersPerCoin: 2, fragmentsPerCoin: 4, fragmentsPerMedalDay: 1000 }),
    );
    expect(rules[0]).toContain('<em>2 L</em> of gasoline and <em>4 medal fragments</em>');
    expect(rules[1]).toContain('<em>1000 fragments</em>');
    expect(rules[3]).toBe(
      'For example, 250 coins buy 500 L of gasoline and give 1000 fragments: 1 more day of the medal.',
    );
  });

  it('is complete in every language', () => {
    for (const language of LANGUAGES) {
      const rules = buildMedalRules(localeOf(language));
      expect(rules).toHaveLength(4);
      for (const rule of rules) expect(rule, language).not.toMatch(/\{\{|race:|^medal\.|^\s*$/);
      expect(text(rules)).toContain('2000');
    }
  });
});

describe('ruleNumberFormat', () => {
  it('keeps four-digit limits ungrouped and groups larger numbers in the language’s way', () => {
    expect(ruleNumberFormat('en')(5000)).toBe('5000');
    expect(ruleNumberFormat('en')(50_000)).toBe('50,000');
    expect(ruleNumberFormat('zh-Hant')(1.9)).toBe('1.9');
    expect(ruleNumberFormat('not a language!')(12_345)).toBe('12,345');
  });
});
