import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { list, record } from '../../platform/http/read';
import { LOTTERY_PATHS, lotteryKeys, parseDraw, parsePrizes, type LotteryDraw, type LotteryRecords } from './api';
import { RECORDS_MAX } from './model';

// My draws: read only when their sheet opens, so their reading comes with it.

export function parseRecords(data: unknown): LotteryRecords {
  const raw = record(data);
  const prizes = parsePrizes(raw.prizes);
  const records: LotteryDraw[] = [];
  for (const item of list(raw.records)) {
    if (records.length === RECORDS_MAX) break;
    const draw = parseDraw(item, prizes);
    if (draw && draw.items.length > 0 && draw.drawn_at > 0) records.push(draw); // an unreadable row is left out
  }
  return { records, prizes };
}

export const lotteryRecordsQuery = (game: string) =>
  queryOptions({
    queryKey: lotteryKeys.records(game),
    queryFn: async ({ signal }) => parseRecords(await apiGet<unknown>(LOTTERY_PATHS.records, { game }, { signal })),
  });
