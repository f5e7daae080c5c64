import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../platform/i18n/numberFormat';
import type { Prize } from './model';

/** A prize in words: "520 coins", "Lantern ×3", "Golden dragon chariot · 7 days" — numbers kept with their units. */
export function usePrizeText() {
  const { t, i18n } = useTranslation('lottery');
  const amount = (value: number) => formatNumber(i18n.language, value);
  // The items the page has words for are named in its language; any other by the server's `name`.
  const itemName = (prize: Prize) =>
    prize.item && i18n.exists(`lottery:items.${prize.item}`)
      ? t(`items.${prize.item}`)
      : prize.name || t(`kinds.${prize.kind}`);
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
