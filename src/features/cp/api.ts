import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, list, record, text, whole } from '../../platform/http/read';
import {
  CP_PATHS,
  CP_STATUS,
  type CpAnnounce,
  type CpCouple,
  type CpForming,
  type CpGift,
  type CpPerson,
  type CpShow,
} from './contract';
import { CP_TIERS, type CpTier } from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md): a wrong field becomes a safe default; a couple without its id
// or its two people is no couple; a person without a public id cannot be opened, and is shown without the jump.

const badReply = (what: string) => new ApiError('bad-response', 200, `CP reply without ${what}`);
/** A pair's or a person's id: a short token (letters, digits, `-_.:`), safe in an address and a bridge call. */
export const isCpId = (value: string): boolean => /^[\w.:-]{1,64}$/.test(value);
/** Ids go in addresses and bridge calls: short tokens only. */
export const token = (value: unknown): string => {
  const id = text(value, 64);
  return isCpId(id) ? id : '';
};
/** An avatar is an https picture or one of our site's, or none (the initial is drawn instead). */
const picture = (value: unknown): string => {
  const url = text(value, 512);
  return /^(?:https:\/\/|\/(?!\/))[^\s"'<>]+$/.test(url) ? url : '';
};

export const readTier = (value: unknown): CpTier =>
  (CP_TIERS as readonly unknown[]).includes(value) ? (value as CpTier) : 'none';

export function readPerson(value: unknown): CpPerson | null {
  const raw = record(value);
  const nickname = text(raw.nickname, 40).trim();
  const publicId = token(raw.public_id);
  if (!nickname && !publicId) return null;
  return {
    public_id: publicId,
    nickname: nickname || publicId,
    avatar: picture(raw.avatar),
    anchor: raw.anchor === true,
  };
}

function readCouple(value: unknown): CpCouple | null {
  const raw = record(value);
  const id = token(raw.cp_id);
  const people = list(raw.partners).map(readPerson);
  if (!id || !people[0] || !people[1]) return null;
  const gifts: CpGift[] = [];
  for (const item of list(raw.gifts)) {
    const gift = record(item);
    const name = text(gift.name, 40).trim();
    const count = whole(gift.count, 999_999);
    if (name && count > 0) gifts.push({ gift_id: token(gift.gift_id) || name, name, count });
  }
  return {
    cp_id: id,
    tier: readTier(raw.tier),
    cp_value: whole(raw.cp_value),
    love_value: whole(raw.love_value),
    formed_at: instant(raw.formed_at) ?? 0,
    announced_at: instant(raw.announced_at),
    mine: raw.mine === true,
    partners: [people[0], people[1]],
    gifts: gifts.slice(0, 20),
  };
}

function readForming(value: unknown): CpForming | null {
  const raw = record(value);
  const partner = readPerson(raw.partner);
  if (!partner) return null;
  const confession = record(raw.confession);
  const messages = record(raw.messages);
  return {
    partner,
    confession: { mine: confession.mine === true, partner: confession.partner === true },
    messages: { mine: whole(messages.mine, 9_999), partner: whole(messages.partner, 9_999) },
  };
}

export function parseShow(data: unknown): CpShow {
  const raw = record(data);
  const couple = readCouple(raw.couple);
  return {
    couple,
    // A pair that formed is no longer forming, whatever else the reply said.
    forming: couple ? null : readForming(raw.forming),
    coins: whole(raw.coins),
    server_now: instant(raw.server_now) ?? 0,
  };
}

export function parseAnnounce(data: unknown): CpAnnounce {
  const raw = record(data);
  const couple = readCouple(raw.couple);
  if (!couple) throw badReply('couple');
  const confirmed = record(raw.confirmed);
  return { couple, confirmed: { mine: confirmed.mine === true, partner: confirmed.partner === true } };
}

export const cpKeys = {
  show: (cpId: string) => ['cp', 'show', cpId] as const,
  announce: (cpId: string) => ['cp', 'announce', cpId] as const,
  hall: () => ['cp', 'hall'] as const,
  matchmakers: () => ['cp', 'matchmakers'] as const,
};

export const cpShowQuery = (cpId: string) =>
  queryOptions({
    queryKey: cpKeys.show(cpId),
    queryFn: async ({ signal }) =>
      parseShow(await apiGet<unknown>(CP_PATHS.show, cpId ? { cp_id: cpId } : {}, { signal })),
  });

export const cpAnnounceQuery = (cpId: string) =>
  queryOptions({
    queryKey: cpKeys.announce(cpId),
    queryFn: async ({ signal }) => parseAnnounce(await apiGet<unknown>(CP_PATHS.announce, { cp_id: cpId }, { signal })),
  });

/** The 999-coin confession gift: one gift per `requestId`. */
export async function sendConfession(requestId: string, options: RequestOptions): Promise<CpShow> {
  return parseShow(await apiPost<unknown>(CP_PATHS.confess, { request_id: requestId }, options));
}

/** My confirmation of the announcement: once per `requestId`. */
export async function confirmAnnouncement(
  cpId: string,
  requestId: string,
  options: RequestOptions,
): Promise<CpAnnounce> {
  return parseAnnounce(
    await apiPost<unknown>(CP_PATHS.confirmAnnounce, { cp_id: cpId, request_id: requestId }, options),
  );
}

export const isNotEnoughCoins = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === CP_STATUS.notEnoughCoins;
export const isUnknownCouple = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === CP_STATUS.unknownCouple;
