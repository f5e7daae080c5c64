import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../platform/i18n/numberFormat';
import type { Prize } from './model';

/** The items the page names itself (its art and its words); any other is named by the server's `name`. */
const NAMED_ITEMS = new Set([
  'wish_ticket',
  'bubble_fragment',
  'dragon_pearl',
  'lantern',
  'dragon_frame',
  'dragon_chariot',
  'star_dust',
  'star_medal',
  'shooting_star',
  'star_frame',
  'star_chariot',
  'jester_carriage',
  'whoopee_cushion',
  'rubber_chicken',
  'fake_mustache',
]);

/** A prize in words: "520 coins", "Lantern ×3", "Golden dragon chariot · 7 days" — numbers kept with their units. */
export function usePrizeText() {
  const { t, i18n } = useTranslation('lottery');
  const amount = (value: number) => formatNumber(i18n.language, value);
  const itemName = (prize: Prize) =>
    NAMED_ITEMS.has(prize.item) ? t(`items.${prize.item}`) : prize.name || t(`kinds.${prize.kind}`);
  return {
    amount,
    /** Its name alone (a board's label under the art). */
    name: itemName,
    /** What it gives: its name with its amount or its days. */
    describe: (prize: Prize): string => {
      if (prize.kind === 'coins') return t('prize.coins', { amount: amount(prize.amount) });
      if (prize.days > 0) return t('prize.days', { name: itemName(prize), count: prize.days });
      if (prize.amount > 1) return t('prize.times', { name: itemName(prize), amount: amount(prize.amount) });
      return itemName(prize);
    },
    /** A short line under the art on the board: the amount or the days. */
    short: (prize: Prize): string =>
      prize.kind === 'coins'
        ? amount(prize.amount)
        : prize.days > 0
          ? t('prize.daysShort', { count: prize.days })
          : `×${amount(Math.max(1, prize.amount))}`,
  };
}

export type PrizeText = ReturnType<typeof usePrizeText>;
