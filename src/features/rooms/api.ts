import { queryOptions } from '@tanstack/react-query';
import { appNow } from '../../platform/clock/clock';
import { apiGet } from '../../platform/http/client';
import { instant, list, record, text, whole } from '../../platform/http/read';
import { type PkHost, type PkResult, type PkRoom, ROOM_PK_PATHS, type RoomPk, type RoomPkReply } from './contract';
import {
  type Contributor,
  isPkSide,
  isPkWinner,
  isPkId,
  type PkRequest,
  TOP_CONTRIBUTORS,
  topContributors,
} from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md): a wrong field becomes a safe default; a PK without its id,
// its times or a side is no PK (the page says there is none rather than drawing half a battle), never a crash.

/** A room's or a member's id: a short token, safe in an address. */
const token = (value: unknown): string => {
  const id = text(value, 64);
  return /^[\w.:-]{1,64}$/.test(id) ? id : '';
};
/** A picture: https or one of our site's, or none (the initial is drawn instead). */
const picture = (value: unknown): string => {
  const url = text(value, 512);
  return /^(?:https:\/\/|\/(?!\/))[^\s"'<>]+$/.test(url) ? url : '';
};
/** Free text of the server's (a name, a punishment): trimmed, bounded. */
const words = (value: unknown, max: number) => text(value, max).trim();

export function readContributor(value: unknown): Contributor | null {
  const raw = record(value);
  const id = token(raw.user_id);
  const nickname = words(raw.nickname, 40);
  if (!id && !nickname) return null;
  return { user_id: id || nickname, nickname: nickname || id, avatar: picture(raw.avatar), score: whole(raw.score) };
}

/** A side's supporters from a reply or a push: readable rows only, highest first, the top three. */
export const readContributors = (value: unknown): Contributor[] =>
  topContributors(
    list(value)
      .slice(0, 50)
      .map(readContributor)
      .filter((contributor): contributor is Contributor => contributor !== null),
    TOP_CONTRIBUTORS,
  );

function readRoom(value: unknown): PkRoom | null {
  const raw = record(value);
  const id = token(raw.room_id);
  if (!id) return null;
  const host = record(raw.host);
  const top = readContributors(raw.top);
  return {
    room_id: id,
    name: words(raw.name, 40) || id,
    cover: picture(raw.cover),
    host: { name: words(host.name, 40), avatar: picture(host.avatar) } satisfies PkHost,
    score: whole(raw.score),
    supporters: Math.max(whole(raw.supporters, 9_999_999), top.length),
    top,
  };
}

export function readResult(value: unknown, stakes: { punishment: string; reward: string }): PkResult | null {
  if (value === null || value === undefined) return null;
  const raw = record(value);
  if (!isPkWinner(raw.winner)) return null;
  return {
    winner: raw.winner,
    punishment: words(raw.punishment, 200) || stakes.punishment,
    reward: words(raw.reward, 200) || stakes.reward,
  };
}

export function parseRoomPk(data: unknown): RoomPkReply {
  const raw = record(data);
  const serverNow = instant(raw.server_now) ?? 0;
  const pk = record(raw.pk);
  const id = text(pk.pk_id, 64);
  const startAt = instant(pk.start_at);
  const endAt = instant(pk.end_at);
  const red = readRoom(pk.red);
  const blue = readRoom(pk.blue);
  if (!isPkId(id) || startAt === null || endAt === null || endAt < startAt || !red || !blue)
    return { pk: null, server_now: serverNow };
  const stakes = { punishment: words(pk.punishment, 200), reward: words(pk.reward, 200) };
  return {
    pk: {
      pk_id: id,
      start_at: startAt,
      end_at: endAt,
      red,
      blue,
      my_side: isPkSide(pk.my_side) ? pk.my_side : null,
      ...stakes,
      result: readResult(pk.result, stakes),
    } satisfies RoomPk,
    server_now: serverNow,
  };
}

/**
 * What the page holds of a PK: the server's reply, when its scores were true (`scored_at`, the server's clock: a push
 * older than that is not applied), when the page last asked the server (`fetched_at`) and last heard of the PK at all,
 * by a reply or a push (`updated_at`: "last updated"), both on the app clock.
 */
export interface RoomPkView {
  pk: RoomPk | null;
  scored_at: number;
  fetched_at: number;
  updated_at: number;
}

export const roomPkKeys = {
  pk: (request: PkRequest) => ['rooms', 'pk', request.kind === 'pk' ? request.pkId : ''] as const,
};

/** The PK asked for (its id, or the room's current one); no interval: pushes move it (useRoomPk). */
export const roomPkQuery = (request: PkRequest) =>
  queryOptions({
    queryKey: roomPkKeys.pk(request),
    queryFn: async ({ signal }): Promise<RoomPkView> => {
      const reply = parseRoomPk(
        await apiGet<unknown>(ROOM_PK_PATHS.pk, request.kind === 'pk' ? { pk_id: request.pkId } : {}, { signal }),
      );
      const now = appNow();
      return { pk: reply.pk, scored_at: reply.server_now || now, fetched_at: now, updated_at: now };
    },
  });
