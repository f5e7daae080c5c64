import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/client';
import { text, whole } from '../http/read';
import { ApiError } from '../http/errors';

export const SELF_INFO_PATH = '/api/ucuser/v1/self/info';

/** GET /api/ucuser/v1/self/info → data (spec §3 "Self-info result"). */
export interface SelfInfo {
  userid: string;
  nickname: string;
  is_high_quality: boolean;
  avatar_url: string;
  public_id: string;
  age: number;
  /** 1 is male, anything else female. */
  gender: number;
  level: number;
  device_id: string;
}

const AGE_MAX = 150;
const LEVEL_MAX = 100;

/** Reads a reply defensively: a wrong field type becomes a default; a non-object is a bad response. */
export function parseSelfInfo(data: unknown): SelfInfo {
  if (typeof data !== 'object' || data === null) throw new ApiError('bad-response', 200, 'Self info is not an object');
  const raw = data as Record<string, unknown>;
  return {
    userid: text(raw.userid),
    nickname: text(raw.nickname),
    is_high_quality: raw.is_high_quality === true,
    avatar_url: text(raw.avatar_url),
    public_id: text(raw.public_id),
    // Bounded like every reply's numbers: an age of 1e308 must not make a minor an adult or break a badge.
    age: whole(raw.age, AGE_MAX),
    gender: whole(raw.gender, 9),
    level: whole(raw.level, LEVEL_MAX),
    device_id: text(raw.device_id),
  };
}

export async function fetchSelfInfo(signal?: AbortSignal): Promise<SelfInfo> {
  return parseSelfInfo(await apiGet<unknown>(SELF_INFO_PATH, {}, { signal }));
}

export const selfInfoQuery = () =>
  queryOptions({
    queryKey: ['self-info'],
    queryFn: ({ signal }) => fetchSelfInfo(signal),
    staleTime: 60_000,
  });
