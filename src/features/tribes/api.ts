import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, list, record, text, whole } from '../../platform/http/read';
import {
  type Membership,
  type PkMatch,
  type PkStanding,
  TRIBE_PATHS,
  TRIBE_STATUS,
  type TribeCard,
  type TribeHall,
  type TribeMember,
  type TribePk,
  type TribeSquare,
} from './contract';
import {
  MATCHES_PER_SIDE,
  PK_ROUNDS,
  PK_SIDES,
  PK_STAGES,
  type PkRound,
  type PkSide,
  TRIBE_MAX_LEVEL,
  TRIBE_ROLES,
  type TribeRole,
} from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md): a wrong field becomes a safe default; a tribe, member or match
// without its id is dropped (it could be neither opened nor placed), never a crash.

/** A tribe's or a person's id: a short token, safe in an address and a bridge call. */
export const isTribeId = (value: string): boolean => /^[\w.:-]{1,64}$/.test(value);
const token = (value: unknown): string => {
  const id = text(value, 64);
  return isTribeId(id) ? id : '';
};
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
/** An avatar is an https picture or one of our site's, or none (the initial is drawn instead). */
const picture = (value: unknown): string => {
  const url = text(value, 512);
  return /^(?:https:\/\/|\/(?!\/))[^\s"'<>]+$/.test(url) ? url : '';
};

function readCard(value: unknown): TribeCard | null {
  const raw = record(value);
  const id = token(raw.tribe_id);
  if (!id) return null;
  const capacity = whole(raw.capacity, 9_999);
  return {
    tribe_id: id,
    name: text(raw.name, 40).trim() || id,
    level: Math.max(1, whole(raw.level, TRIBE_MAX_LEVEL)),
    members: whole(raw.members, 9_999),
    capacity: Math.max(capacity, whole(raw.members, 9_999)),
    slogan: text(raw.slogan, 120).trim(),
    chief: text(raw.chief, 40).trim(),
    power: whole(raw.power),
    approval: raw.approval === true,
  };
}

const cards = (value: unknown): TribeCard[] =>
  list(value)
    .map(readCard)
    .filter((card): card is TribeCard => card !== null)
    .slice(0, 200);

export function parseSquare(data: unknown): TribeSquare {
  const raw = record(data);
  const requested = token(raw.requested);
  return { mine: readCard(raw.mine), requested: requested || null, tribes: cards(raw.tribes) };
}

function readMember(value: unknown): TribeMember | null {
  const raw = record(value);
  const id = token(raw.public_id);
  const nickname = text(raw.nickname, 40).trim();
  if (!id && !nickname) return null;
  return {
    public_id: id,
    nickname: nickname || id,
    avatar: picture(raw.avatar),
    role: oneOf(TRIBE_ROLES, raw.role, 'member'),
    contribution: whole(raw.contribution),
  };
}

export function parseHall(data: unknown): TribeHall {
  const raw = record(data);
  const tribe = readCard(raw.tribe);
  if (!tribe) throw new ApiError('bad-response', 200, 'Tribe hall without its tribe');
  const detail = record(raw.tribe);
  const members = list(raw.members)
    .map(readMember)
    .filter((member): member is TribeMember => member !== null)
    .sort((x, y) => y.contribution - x.contribution)
    .slice(0, 500);
  const membership = oneOf<Membership>(['member', 'requested', 'none'], raw.membership, 'none');
  return {
    tribe: { ...tribe, exp: whole(detail.exp), next_level_exp: whole(detail.next_level_exp), rank: whole(detail.rank) },
    members,
    membership,
    my_role: membership === 'member' ? oneOf<TribeRole>(TRIBE_ROLES, raw.my_role, 'member') : null,
    other_tribe: membership !== 'member' && raw.other_tribe === true,
  };
}

function readStanding(value: unknown): PkStanding | null {
  const raw = record(value);
  const id = token(raw.tribe_id);
  if (!id || !(PK_SIDES as readonly unknown[]).includes(raw.side)) return null;
  return { tribe_id: id, name: text(raw.name, 40).trim() || id, side: raw.side as PkSide, score: whole(raw.score) };
}

function readMatch(value: unknown): PkMatch | null {
  const raw = record(value);
  const id = token(raw.match_id);
  const round = raw.round as PkRound;
  if (!id || !(PK_ROUNDS as readonly unknown[]).includes(round)) return null;
  const side = round === 'peak' ? null : oneOf<PkSide | ''>(PK_SIDES, raw.side, '');
  if (side === '') return null;
  const slots = round === 'peak' ? 1 : MATCHES_PER_SIDE[round];
  const slot = whole(raw.slot, 99);
  if (slot >= slots) return null;
  const a = token(raw.a) || null;
  const b = token(raw.b) || null;
  const winner = token(raw.winner);
  return {
    match_id: id,
    round,
    side,
    slot,
    a,
    b,
    score_a: whole(raw.score_a),
    score_b: whole(raw.score_b),
    state: oneOf(['upcoming', 'live', 'decided'] as const, raw.state, 'upcoming'),
    winner: winner === a || winner === b ? winner : null,
    starts_at: instant(raw.starts_at) ?? 0,
    ends_at: instant(raw.ends_at) ?? 0,
  };
}

export function parsePk(data: unknown): TribePk {
  const raw = record(data);
  const matches: PkMatch[] = [];
  for (const match of list(raw.matches).map(readMatch)) {
    // One match per place: a second one for the same place is a server mistake, the first stands.
    if (match && !matches.some((m) => m.round === match.round && m.side === match.side && m.slot === match.slot))
      matches.push(match);
  }
  const myTribe = token(raw.my_tribe_id);
  return {
    season: text(raw.season, 60).trim(),
    qualifying: list(raw.qualifying)
      .map(readStanding)
      .filter((standing): standing is PkStanding => standing !== null)
      .slice(0, 200),
    schedule: Object.fromEntries(
      PK_STAGES.map((stage) => {
        const span = record(record(raw.schedule)[stage]);
        return [stage, { starts_at: instant(span.starts_at) ?? 0, ends_at: instant(span.ends_at) ?? 0 }];
      }),
    ) as TribePk['schedule'],
    matches,
    my_tribe_id: myTribe || null,
    server_now: instant(raw.server_now) ?? 0,
  };
}

export const tribeKeys = {
  square: (q: string) => ['tribes', 'square', q] as const,
  hall: (tribeId: string) => ['tribes', 'hall', tribeId] as const,
  pk: ['tribes', 'pk'] as const,
};

export const tribeSquareQuery = (q: string) =>
  queryOptions({
    queryKey: tribeKeys.square(q),
    queryFn: async ({ signal }) => parseSquare(await apiGet<unknown>(TRIBE_PATHS.square, q ? { q } : {}, { signal })),
  });

export const tribeHallQuery = (tribeId: string) =>
  queryOptions({
    queryKey: tribeKeys.hall(tribeId),
    queryFn: async ({ signal }) =>
      parseHall(await apiGet<unknown>(TRIBE_PATHS.hall, { tribe_id: tribeId }, { signal })),
  });

/** While a match is live its scores move: read again every 5 s (only while the page is in front). */
export const LIVE_REFRESH_MS = 5_000;

export const tribePkQuery = () =>
  queryOptions({
    queryKey: tribeKeys.pk,
    queryFn: async ({ signal }) => parsePk(await apiGet<unknown>(TRIBE_PATHS.pk, {}, { signal })),
    refetchInterval: (query) =>
      query.state.data?.matches.some((match) => match.state === 'live') ? LIVE_REFRESH_MS : false,
  });

/** Join or ask to join: once per `requestId`. */
export async function joinTribe(tribeId: string, requestId: string, options: RequestOptions): Promise<TribeHall> {
  return parseHall(await apiPost<unknown>(TRIBE_PATHS.join, { tribe_id: tribeId, request_id: requestId }, options));
}

/** Leave my tribe: once per `requestId`. */
export async function leaveTribe(tribeId: string, requestId: string, options: RequestOptions): Promise<TribeHall> {
  return parseHall(await apiPost<unknown>(TRIBE_PATHS.leave, { tribe_id: tribeId, request_id: requestId }, options));
}

export const isUnknownTribe = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === TRIBE_STATUS.unknownTribe;
