/**
 * The scratch game's rules text, built from the rules themselves (`model.ts`): change a constant and
 * the rules page says the new number. Pure — translation and number formatting are passed in.
 */
import { ruleNumberFormat, type RulesLocale } from '../../platform/i18n/ruleText';
import {
  BUNDLES,
  CARD_PRICE_COINS,
  COIN_PRIZES,
  FRAGMENTS_PER_MEDAL_DAY,
  GRAND_PRIZE_COINS,
  RECORDS_MAX,
  REVEAL_THRESHOLD,
} from './model';

export interface ScratchRuleConstants {
  price: number;
  bundle: number;
  threshold: number;
  coinPrizes: readonly number[];
  grandPrize: number;
  fragmentsPerMedalDay: number;
  recordsMax: number;
}

export const SCRATCH_RULE_CONSTANTS: ScratchRuleConstants = {
  price: CARD_PRICE_COINS,
  bundle: Math.max(...BUNDLES),
  threshold: REVEAL_THRESHOLD,
  coinPrizes: COIN_PRIZES,
  grandPrize: GRAND_PRIZE_COINS,
  fragmentsPerMedalDay: FRAGMENTS_PER_MEDAL_DAY,
  recordsMax: RECORDS_MAX,
};

export interface ScratchRuleSections {
  play: string[];
  prizes: string[];
  medal: string[];
}

/** The numbered rules by section, in the active language; `<em>` marks what matters. */
export function buildScratchRules(
  { t, language }: RulesLocale,
  c: ScratchRuleConstants = SCRATCH_RULE_CONSTANTS,
): ScratchRuleSections {
  const n = ruleNumberFormat(language);
  return {
    play: [
      t('scratch:rules.buy', { price: n(c.price), bundle: n(c.bundle) }),
      t('scratch:rules.decided'),
      t('scratch:rules.scratch', { threshold: n(Math.round(c.threshold * 100)) }),
      t('scratch:rules.leave'),
    ],
    prizes: [
      t('scratch:rules.prizes', { list: c.coinPrizes.map(n).join(' / ') }),
      t('scratch:rules.grand', { amount: n(c.grandPrize) }),
    ],
    medal: [
      t('scratch:rules.fragments', { perDay: n(c.fragmentsPerMedalDay) }),
      t('scratch:rules.records', { max: n(c.recordsMax) }),
    ],
  };
}
