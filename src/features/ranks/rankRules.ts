/**
 * `/h5/rank_rule_reward`, written from the constants the boards are computed with
 * (`model.ts`): change a rate there and the rules page says the new number. Pure —
 * translation and number formatting come in, so tests can use other constants.
 */
import { ruleNumberFormat, type RulesLocale } from '../../platform/i18n/ruleText';
import { formatDateTime } from '../../platform/i18n/dateFormat';
import { EXPERIENCE_PER_GOLD, EXPERIENCE_PER_TEN_SILVER } from '../../ui/LevelBadge/experience';
import {
  BILLBOARD_WINDOW,
  BOARD_SIZE,
  CP_GIFT_GOLD,
  CP_TIER_MULTIPLIER,
  HONOR_PER_GOLD,
  HONOR_PER_TEN_SILVER,
  MATCHMAKER_PER_ANNOUNCED_PAIR,
  MATCHMAKER_PER_NEW_PAIR,
  MEDAL_DAYS,
  REWARDED_RANKS,
  RICH_PER_GOLD,
  RICH_PER_TEN_SILVER,
  VEHICLE_DAYS,
  type Window,
} from './model';
import { UTC8_OFFSET_MS } from '../../platform/clock/clock';

export interface RankRuleConstants {
  richPerGold: number;
  richPerTenSilver: number;
  honorPerGold: number;
  honorPerTenSilver: number;
  experiencePerGold: number;
  experiencePerTenSilver: number;
  cpUltimate: number;
  cpPeerless: number;
  matchmakerNewPair: number;
  matchmakerAnnouncedPair: number;
  cpGiftGold: number;
  rewardedRanks: number;
  medalDays: number;
  vehicleDays: number;
  boardSize: number;
  billboard: Window;
}

export const RANK_RULE_CONSTANTS: RankRuleConstants = {
  richPerGold: RICH_PER_GOLD,
  richPerTenSilver: RICH_PER_TEN_SILVER,
  honorPerGold: HONOR_PER_GOLD,
  honorPerTenSilver: HONOR_PER_TEN_SILVER,
  experiencePerGold: EXPERIENCE_PER_GOLD,
  experiencePerTenSilver: EXPERIENCE_PER_TEN_SILVER,
  cpUltimate: CP_TIER_MULTIPLIER.ultimate,
  cpPeerless: CP_TIER_MULTIPLIER.peerless,
  matchmakerNewPair: MATCHMAKER_PER_NEW_PAIR,
  matchmakerAnnouncedPair: MATCHMAKER_PER_ANNOUNCED_PAIR,
  cpGiftGold: CP_GIFT_GOLD,
  rewardedRanks: REWARDED_RANKS,
  medalDays: MEDAL_DAYS,
  vehicleDays: VEHICLE_DAYS,
  boardSize: BOARD_SIZE,
  billboard: BILLBOARD_WINDOW,
};

export interface RankRuleSections {
  values: string[];
  periods: string[];
  rewards: string[];
}

/** A UTC+8 calendar date in the reader's language ("27 Dec 2024", "2024年12月27日"). */
function utc8Date(at: number, language: string): string {
  return formatDateTime(
    new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    at + UTC8_OFFSET_MS,
  );
}

export function buildRankRules(
  { t, language }: RulesLocale,
  c: RankRuleConstants = RANK_RULE_CONSTANTS,
): RankRuleSections {
  const n = ruleNumberFormat(language);
  return {
    values: [
      t('rankPages:rules.richCharm', {
        perGold: n(c.richPerGold),
        perTenSilver: n(c.richPerTenSilver),
        times: n(c.richPerTenSilver / c.richPerGold),
      }),
      t('rankPages:rules.honor', { perGold: n(c.honorPerGold), perTenSilver: n(c.honorPerTenSilver) }),
      t('rankPages:rules.experience', { perGold: n(c.experiencePerGold), perTenSilver: n(c.experiencePerTenSilver) }),
      t('rankPages:rules.cpTiers', { ultimate: n(c.cpUltimate), peerless: n(c.cpPeerless) }),
      t('rankPages:rules.matchmaker', { newPair: n(c.matchmakerNewPair), announced: n(c.matchmakerAnnouncedPair) }),
      t('rankPages:rules.cpGift', { gold: n(c.cpGiftGold) }),
    ],
    periods: [
      t('rankPages:rules.daily'),
      t('rankPages:rules.weekly'),
      // The window's end is exclusive (midnight after the last day): the reader's last day is the day before.
      t('rankPages:rules.billboard', {
        from: utc8Date(c.billboard.start, language),
        to: utc8Date(c.billboard.end - 1, language),
      }),
      t('rankPages:rules.ties'),
      t('rankPages:rules.listSize', { size: n(c.boardSize) }),
    ],
    rewards: [
      t('rankPages:rules.medalReward', { count: c.medalDays, ranks: n(c.rewardedRanks), days: n(c.medalDays) }),
      t('rankPages:rules.vehicleReward', { count: c.vehicleDays, ranks: n(c.rewardedRanks), days: n(c.vehicleDays) }),
      t('rankPages:rules.eventReward'),
    ],
  };
}
