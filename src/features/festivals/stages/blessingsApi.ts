import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../platform/http/client';
import { instant, text } from '../../../platform/http/read';
import { type Blessing, FESTIVAL_API, festivalKeys, id, oneOf, rows } from '../api';
import { BLESSING_SIZES } from '../model';

// The blessings wall's replies, read as defensively as the festival's state (api.ts), with the stage that shows them.

export const parseBlessing = (raw: Record<string, unknown>): Blessing | null => {
  const blessingId = id(raw.blessing_id);
  const at = instant(raw.at);
  const words = text(raw.text, 200).trim();
  if (!blessingId || at === null || !words) return null;
  const state = oneOf(raw.state, ['pending', 'approved', 'rejected'] as const, 'pending');
  return {
    blessing_id: blessingId,
    user_id: text(raw.user_id, 64),
    nickname: text(raw.nickname, 40),
    text: words,
    // The size is drawn when the blessing is posted: its writer sees it at once, everyone else once it is approved.
    size: BLESSING_SIZES.includes(raw.size as never) ? (raw.size as Blessing['size']) : null,
    state,
    at,
    mine: raw.mine === true,
  };
};

export const parseBlessings = (value: unknown) => rows(value, parseBlessing, (row) => row.blessing_id);

export const blessingsQuery = (festival: string, mine: boolean) =>
  queryOptions({
    queryKey: festivalKeys.blessings(festival, mine),
    queryFn: async ({ signal }) =>
      parseBlessings(await apiGet<unknown>(FESTIVAL_API.blessings, { festival, mine: mine ? 1 : 0 }, { signal })),
  });
