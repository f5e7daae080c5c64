import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../platform/http/client';
import { instant, text, whole } from '../../../platform/http/read';
import { FESTIVAL_API, type FireworkLaunch, festivalKeys, id, rows } from '../api';

// The launches reply, read as defensively as the festival's state (api.ts), with the one page that shows it.

const parseLaunch = (raw: Record<string, unknown>): FireworkLaunch | null => {
  const launchId = id(raw.launch_id);
  const at = instant(raw.at);
  if (!launchId || at === null) return null;
  return {
    launch_id: launchId,
    nickname: text(raw.nickname, 40),
    gift_id: text(raw.gift_id, 64),
    count: Math.max(1, whole(raw.count, 9_999)),
    at,
  };
};

export const launchesQuery = (festival: string) =>
  queryOptions({
    queryKey: festivalKeys.list(festival, 'launches'),
    queryFn: async ({ signal }) =>
      rows(
        await apiGet<unknown>(FESTIVAL_API.launches, { festival }, { signal }),
        parseLaunch,
        (row) => row.launch_id,
        20,
      ),
  });
