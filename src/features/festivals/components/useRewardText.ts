import { useTranslation } from 'react-i18next';
import type { RewardItem } from '../model';
import { useCount } from './useCount';

/** A reward in words: "Festival medal · 7 days", "1,000 gold coins" (`text`), or as a name and its days (`parts`). */
export function useRewardText() {
  const { t } = useTranslation('festivals');
  const count = useCount();
  const parts = (reward: RewardItem): [name: string, days: string | null] =>
    reward.kind === 'coins'
      ? [t('rewards.coins', count(reward.amount)), null]
      : [t(`rewards.kinds.${reward.kind}`), reward.days > 0 ? t('rewards.days', { count: reward.days }) : null];
  return {
    parts,
    text: (reward: RewardItem) => {
      const [name, days] = parts(reward);
      return days ? t('rewards.forDays', { name, count: reward.days }) : name;
    },
  };
}
