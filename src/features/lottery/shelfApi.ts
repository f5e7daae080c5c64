import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { list, record, whole } from '../../platform/http/read';
import {
  currencyOf,
  id,
  LOTTERY_PATHS,
  lotteryKeys,
  oneOf,
  PRIZES_MAX,
  type BlindBoxSeries,
  type BlindBoxShelf,
} from './api';

// The blind-box shelves: read by the shelf pages only, so their reading comes with them.

const LOOKS = ['dragon', 'summer', 'love', 'star'] as const;

export function parseShelf(data: unknown): BlindBoxShelf {
  const series: BlindBoxSeries[] = [];
  for (const item of list(record(data).series)) {
    const raw = record(item);
    const game = id(raw.game);
    if (!game || series.some((known) => known.game === game) || series.length === 12) continue;
    const items = whole(raw.items, PRIZES_MAX);
    series.push({
      game,
      look: oneOf(raw.look, LOOKS, 'star'),
      price: whole(raw.price),
      currency: currencyOf(raw.currency),
      items,
      collected: Math.min(items, whole(raw.collected, PRIZES_MAX)),
    });
  }
  return { series };
}

export const blindBoxShelfQuery = (shelf: 'house' | 'cp') =>
  queryOptions({
    queryKey: lotteryKeys.shelf(shelf),
    queryFn: async ({ signal }) => parseShelf(await apiGet<unknown>(LOTTERY_PATHS.shelf, { shelf }, { signal })),
  });
