import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/client';
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

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

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
    age: count(raw.age),
    gender: count(raw.gender),
    level: count(raw.level),
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
