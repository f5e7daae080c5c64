import type { TFunction } from 'i18next';
import { numberFormat } from '../../../platform/i18n/numberFormat';
import type { RewardTierWire } from '../contract';

export type PrizeKind = 'medal' | 'vehicle' | 'frame' | 'coins';

export interface Prize {
  kind: PrizeKind;
  /** "Medal · 1 day", "Vehicle · 7 days", "100,000 coins". */
  text: string;
  /** Under the prize's picture: "7 days", "10萬". */
  caption: string;
}

/** A tier's prizes, in the order they are shown, each with the picture it gets. */
export function tierPrizes(tier: RewardTierWire, t: TFunction<'ranks'>, language: string): Prize[] {
  const prizes: Prize[] = [];
  const days = (kind: PrizeKind, count: number) => {
    if (count > 0) prizes.push({ kind, text: t(`rewards.${kind}`, { count }), caption: t('rewards.days', { count }) });
  };
  days('medal', tier.medal_days);
  days('vehicle', tier.vehicle_days);
  days('frame', tier.frame_days);
  if (tier.coins > 0)
    prizes.push({
      kind: 'coins',
      text: t('rewards.coins', { amount: numberFormat(language).format(tier.coins) }),
      caption: numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(tier.coins),
    });
  return prizes;
}

/** "No. 1" or "No. 4–10". */
export const tierRanks = (tier: RewardTierWire, t: TFunction<'ranks'>): string =>
  tier.from === tier.to ? t('rewards.rank', { rank: tier.from }) : t('rewards.ranks', { from: tier.from, to: tier.to });
