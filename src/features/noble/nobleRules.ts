import type { TFunction } from 'i18next';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { CYCLE_DAYS, GOLD_PER_GROWTH } from './model';

/** Noble props last a year (spec §9). */
export const NOBLE_PROP_VALIDITY_YEARS = 1;

/** "How growth works", from the model's constants: the rules page text and the rules never disagree. */
export function growthRules(t: TFunction<'noble'>, language: string): string[] {
  const n = (value: number) => formatNumber(language, value);
  return [
    t('rules.earn', { gold: n(GOLD_PER_GROWTH) }),
    t('rules.upgrade', { days: CYCLE_DAYS }),
    t('rules.keep', { days: CYCLE_DAYS }),
    t('rules.decay', { days: CYCLE_DAYS }),
    t('rules.buy', { days: CYCLE_DAYS }),
    t('rules.props', { years: NOBLE_PROP_VALIDITY_YEARS }),
  ];
}
