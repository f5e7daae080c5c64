import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../platform/http/client';
import { instant, text, whole } from '../../../platform/http/read';
import { type Confession, FESTIVAL_API, festivalKeys, id, rows } from '../api';

// The confessions reply, read as defensively as the festival's state (api.ts), with the one page that shows it.

const parseConfession = (raw: Record<string, unknown>): Confession | null => {
  const confessionId = id(raw.confession_id);
  const at = instant(raw.at);
  if (!confessionId || at === null) return null;
  return {
    confession_id: confessionId,
    from: text(raw.from, 40),
    to: text(raw.to, 40),
    text: text(raw.text, 200).trim(),
    count: Math.max(1, whole(raw.count, 9_999)),
    at,
  };
};

export const confessionsQuery = (festival: string) =>
  queryOptions({
    queryKey: festivalKeys.list(festival, 'confessions'),
    queryFn: async ({ signal }) =>
      rows(
        await apiGet<unknown>(FESTIVAL_API.confessions, { festival }, { signal }),
        parseConfession,
        (row) => row.confession_id,
      ),
  });
