/**
 * The Christmas event's rules text, built from the rules themselves (`model.ts`) and this year's
 * edition: change a constant or a date and the rules page says it. Pure — translation, number and
 * date formatting are passed in.
 */
import { dateFormat } from '../../platform/i18n/dateFormat';
import { ruleNumberFormat, type RulesLocale } from '../../platform/i18n/ruleText';
import {
  type Edition,
  LIGHTS_PER_TREE,
  POOL_PER_PROP_COINS,
  PROP_BUNDLES,
  PROP_PRICE_COINS,
  PROP_VALIDITY_MS,
  DAY_MS,
  WISH_MAX_CHARS,
} from './model';

export const CHRISTMAS_RULE_SECTIONS = ['dates', 'tree', 'props', 'pool', 'wishes'] as const;
export type ChristmasRuleSections = Record<(typeof CHRISTMAS_RULE_SECTIONS)[number], string[]>;

/** "December 24" in the language's words (or, with `numericWithYear`, "12/26/2027"), on the UTC+8 calendar. */
export const eventDayFormat = (language: string, numericWithYear = false): ((at: number) => string) =>
  dateFormat(
    language,
    numericWithYear ? { year: 'numeric', month: 'numeric', day: 'numeric' } : { month: 'long', day: 'numeric' },
  );

/** The numbered rules by section, in the active language; `<em>` marks what matters. */
export function buildChristmasRules({ t, language }: RulesLocale, edition: Edition): ChristmasRuleSections {
  const n = ruleNumberFormat(language);
  const day = eventDayFormat(language);
  const last = (endAt: number) => day(endAt - 1); // ends are exclusive: the last day is the one before
  return {
    dates: [
      t('christmas:rules.open', { start: day(edition.startAt), end: last(edition.endAt) }),
      t('christmas:rules.split', { day: day(edition.splitAt) }),
      t('christmas:rules.board', { start: day(edition.boardStartAt), end: last(edition.boardEndAt) }),
    ],
    tree: [
      t('christmas:rules.unlock'),
      t('christmas:rules.light', { total: n(LIGHTS_PER_TREE) }),
      t('christmas:rules.lit', { total: n(LIGHTS_PER_TREE) }),
    ],
    props: [
      t('christmas:rules.price', { price: n(PROP_PRICE_COINS), bundles: PROP_BUNDLES.map(n).join(' / ') }),
      t('christmas:rules.validity', { days: n(Math.round(PROP_VALIDITY_MS / DAY_MS)) }),
      t('christmas:rules.gift'),
    ],
    pool: [t('christmas:rules.pool', { share: n(POOL_PER_PROP_COINS) }), t('christmas:rules.share')],
    wishes: [t('christmas:rules.wish', { max: n(WISH_MAX_CHARS) }), t('christmas:rules.report')],
  };
}
