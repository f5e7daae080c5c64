import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../platform/http/client';
import { record, text, whole } from '../../../platform/http/read';
import { BOARD_MAX, FESTIVAL_API, festivalKeys, type SharedCard } from '../api';

// The shared reply, read as defensively as the festival's state (api.ts), with the one page that shows it.

export function parseShared(value: unknown): SharedCard | null {
  const raw = record(value);
  const wish = text(raw.wish, 200).trim();
  if (!wish) return null;
  const rank = whole(raw.rank, BOARD_MAX);
  return { nickname: text(raw.nickname, 40), wish, stars: whole(raw.stars), rank: rank >= 1 ? rank : null };
}

export const sharedQuery = (festival: string, hash: string) =>
  queryOptions({
    queryKey: festivalKeys.shared(festival, hash),
    queryFn: async ({ signal }) =>
      parseShared(await apiGet<unknown>(FESTIVAL_API.shared, { festival, hash }, { signal })),
  });
