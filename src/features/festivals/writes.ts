import { apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError } from '../../platform/http/errors';
import { record } from '../../platform/http/read';
import { FESTIVAL_API, parseReward, type Blessing } from './api';
import { parseBlessing } from './stages/blessingsApi';
import type { RewardItem } from './model';

// The festival's writes: loaded with the first one (`import()` in each intent's send), not with the page.

/** My final standing's rewards: once per `requestId` (a repeat gets the first answer). */
export async function claimRewards(
  festival: string,
  requestId: string,
  options: RequestOptions,
): Promise<RewardItem[]> {
  const raw = record(await apiPost<unknown>(FESTIVAL_API.claim, { festival, request_id: requestId }, options));
  if (raw.state !== 'claimed') throw new ApiError('bad-response', 200, 'Claim reply without its state');
  return (Array.isArray(raw.rewards) ? raw.rewards : []).slice(0, 8).map(parseReward);
}

/** A blessing: once per `requestId`; it comes back under review, or drawn and approved. */
export async function postBlessing(
  festival: string,
  text: string,
  requestId: string,
  options: RequestOptions,
): Promise<Blessing> {
  const blessing = parseBlessing(
    record(await apiPost<unknown>(FESTIVAL_API.bless, { festival, text, request_id: requestId }, options)),
  );
  if (!blessing) throw new ApiError('bad-response', 200, 'Blessing reply without the blessing');
  return blessing;
}
