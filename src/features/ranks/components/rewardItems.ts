import type { TFunction } from 'i18next';
import { numberFormat } from '../../../platform/i18n/numberFormat';
import type { RewardTierWire } from '../contract';

/** A tier's prizes in words: "Medal · 1 day", "Vehicle · 7 days", "100,000 coins". */
export function rewardItems(tier: RewardTierWire, t: TFunction<'ranks'>, language: string): string[] {
  const items: string[] = [];
  if (tier.medal_days > 0) items.push(t('rewards.medal', { count: tier.medal_days }));
  if (tier.vehicle_days > 0) items.push(t('rewards.vehicle', { count: tier.vehicle_days }));
  if (tier.frame_days > 0) items.push(t('rewards.frame', { count: tier.frame_days }));
  if (tier.coins > 0) items.push(t('rewards.coins', { amount: numberFormat(language).format(tier.coins) }));
  return items;
}

/** "No. 1" or "No. 4–10". */
export const tierRanks = (tier: RewardTierWire, t: TFunction<'ranks'>): string =>
  tier.from === tier.to ? t('rewards.rank', { rank: tier.from }) : t('rewards.ranks', { from: tier.from, to: tier.to });
