import { queryOptions } from '@tanstack/react-query';
import type { PointsRate } from '../../platform/earnings/earnings';
import { apiGet } from '../../platform/http/client';
import { instant, list, record, text, whole } from '../../platform/http/read';
import { ANCHOR_PATHS, anchorKeys, currencyOf } from './api';
import { type Grade, type GradeRow, GRADES, isGrade, opensQualityPool } from './rating';

const LOWEST_GRADE = GRADES[GRADES.length - 1]!;

export interface AnchorProfile {
  nickname: string;
  grade: Grade;
  grades: GradeRow[];
  scores: { replyRate: number; callQuality: number; conduct: number };
  nextRatingAt: number | null;
  announcedCp: boolean;
  market: 'CN' | 'TW';
  rate: PointsRate;
  currency: string;
}

export function parseProfile(data: unknown): AnchorProfile {
  const raw = record(data);
  const scores = record(raw.scores);
  const rate = record(raw.rate);
  const rows = new Map<Grade, GradeRow>();
  for (const item of list(raw.grades)) {
    const row = record(item);
    if (!isGrade(row.grade) || rows.has(row.grade)) continue;
    rows.set(row.grade, {
      grade: row.grade,
      chatRecommendations: row.chat_recommendations === true,
      chatsPerDay: whole(row.chats_per_day, 9_999),
      houseRecommendations: row.house_recommendations === true,
      qualityPool: row.quality_pool === true && opensQualityPool(row.grade),
    });
  }
  const market = raw.market === 'TW' ? 'TW' : 'CN';
  return {
    nickname: text(raw.nickname, 64),
    grade: isGrade(raw.grade) ? raw.grade : LOWEST_GRADE,
    // Top first, whatever order the reply used.
    grades: GRADES.flatMap((grade) => rows.get(grade) ?? []),
    scores: {
      replyRate: whole(scores.reply_rate, 100),
      callQuality: whole(scores.call_quality, 100),
      conduct: whole(scores.conduct, 100),
    },
    nextRatingAt: instant(raw.next_rating_at),
    announcedCp: raw.announced_cp === true,
    market,
    rate: { points: whole(rate.points), cash: whole(rate.cash) },
    currency: currencyOf(raw.currency ?? (market === 'TW' ? 'TWD' : 'CNY')),
  };
}

export interface AnchorPoints {
  today: number;
  week: number;
  total: number;
}

export function parsePoints(data: unknown): AnchorPoints {
  const raw = record(data);
  return { today: whole(raw.today), week: whole(raw.week), total: whole(raw.total) };
}

export const profileQuery = () =>
  queryOptions({
    queryKey: anchorKeys.profile(),
    queryFn: async ({ signal }) => parseProfile(await apiGet<unknown>(ANCHOR_PATHS.profile, {}, { signal })),
  });

export const pointsQuery = () =>
  queryOptions({
    queryKey: anchorKeys.points(),
    queryFn: async ({ signal }) => parsePoints(await apiGet<unknown>(ANCHOR_PATHS.points, {}, { signal })),
  });
