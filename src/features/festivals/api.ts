import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { ApiError } from '../../platform/http/errors';
import { instant, list, record, text, whole } from '../../platform/http/read';
import {
  type BoardEntry,
  type ClaimState,
  FESTIVAL_API,
  type FestivalGift,
  type FestivalState,
  type FestivalTask,
  type MyStanding,
} from './contract';
import {
  areTiersInOrder,
  DEFAULT_KEEP_TIME_MS,
  type FestivalWindow,
  isWindowInOrder,
  REWARD_KINDS,
  type RewardItem,
  type RewardTier,
} from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a
// wrong field becomes a safe default, a row without an id is left out; a state whose window is not a window is
// refused (the page shows its load failure with a retry), never guessed.

export const BOARD_MAX = 100;
const LIST_MAX = 50;

export const id = (value: unknown): string | null => text(value, 64).trim() || null;
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Rows of a list, each read by `read` (null: left out), at most `max`, each id once. */
export function rows<T>(
  value: unknown,
  read: (raw: Record<string, unknown>) => T | null,
  key: (row: T) => string,
  max = LIST_MAX,
) {
  const out: T[] = [];
  const seen = new Set<string>();
  for (const item of list(value)) {
    const row = read(record(item));
    if (!row || seen.has(key(row)) || out.length === max) continue;
    seen.add(key(row));
    out.push(row);
  }
  return out;
}

/** A share link's key: short letters and digits only (it goes into a path). */
export const shareHash = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z0-9]{4,32}$/.test(value) ? value : null;

export function parseWindow(value: unknown): FestivalWindow {
  const raw = record(value);
  const start = instant(raw.start_at);
  if (start === null) throw new ApiError('bad-response', 200, 'Festival window without a start');
  const window: FestivalWindow = {
    start_at: start,
    end_at: instant(raw.end_at),
    results_at: instant(raw.results_at),
    keep_time: raw.keep_time === undefined ? DEFAULT_KEEP_TIME_MS : whole(raw.keep_time, 366 * 86_400_000),
  };
  if (!isWindowInOrder(window)) throw new ApiError('bad-response', 200, 'Festival window out of order');
  return window;
}

export const parseReward = (value: unknown): RewardItem => {
  const raw = record(value);
  return { kind: oneOf(raw.kind, REWARD_KINDS, 'medal'), days: whole(raw.days, 9_999), amount: whole(raw.amount) };
};

const parseGift = (raw: Record<string, unknown>): FestivalGift | null => {
  const giftId = id(raw.gift_id);
  return giftId
    ? {
        gift_id: giftId,
        art: text(raw.art, 24),
        price: whole(raw.price),
        points: whole(raw.points),
        medal_days: whole(raw.medal_days, 9_999),
        vehicle_days: whole(raw.vehicle_days, 9_999),
      }
    : null;
};

const parseTask = (raw: Record<string, unknown>): FestivalTask | null => {
  const taskId = id(raw.task_id);
  return taskId
    ? {
        task_id: taskId,
        kind: text(raw.kind, 32),
        target: whole(raw.target),
        progress: whole(raw.progress),
        reward: parseReward(raw.reward),
      }
    : null;
};

const parseEntry = (raw: Record<string, unknown>): BoardEntry | null => {
  const userId = id(raw.user_id);
  const rank = whole(raw.rank, BOARD_MAX);
  if (!userId || rank < 1) return null;
  const partner = text(raw.partner, 40);
  return {
    rank,
    user_id: userId,
    nickname: text(raw.nickname, 40),
    score: whole(raw.score),
    ...(partner ? { partner } : {}),
  };
};

function parseMe(value: unknown): MyStanding | null {
  if (value === null || typeof value !== 'object') return null;
  const raw = record(value);
  const rank = whole(raw.rank, BOARD_MAX * 100);
  const gap = whole(raw.gap);
  return { rank: rank >= 1 ? rank : null, score: whole(raw.score), gap: rank > 1 && raw.gap != null ? gap : null };
}

function parseTiers(value: unknown): RewardTier[] {
  const tiers = list(value)
    .map((item) => {
      const raw = record(item);
      return {
        from: whole(raw.from, BOARD_MAX),
        to: whole(raw.to, BOARD_MAX),
        rewards: list(raw.rewards).slice(0, 8).map(parseReward),
      };
    })
    .slice(0, 12);
  // Overlapping or reversed tiers would promise two rewards for one place: none are shown rather than a wrong one.
  return areTiersInOrder(tiers) ? tiers : [];
}

export function parseState(value: unknown): FestivalState {
  const raw = record(value);
  const claim = record(raw.claim);
  const tabs = list(raw.tabs)
    .map((tab) => id(tab))
    .filter((tab): tab is string => tab !== null)
    .slice(0, 8);
  const tab = id(raw.tab);
  return {
    festival: text(raw.festival, 32),
    window: parseWindow(raw.window),
    gifts: rows(raw.gifts, parseGift, (gift) => gift.gift_id, 12),
    tasks: rows(raw.tasks, parseTask, (task) => task.task_id, 12),
    board: rows(raw.board, parseEntry, (entry) => entry.user_id, BOARD_MAX).sort((a, b) => a.rank - b.rank),
    me: parseMe(raw.me),
    tiers: parseTiers(raw.tiers),
    claim: {
      state: oneOf<ClaimState>(claim.state, ['none', 'claimable', 'claimed'], 'none'),
      rewards: list(claim.rewards).slice(0, 8).map(parseReward),
    },
    tab: tab && tabs.includes(tab) ? tab : null,
    tabs,
    share_hash: shareHash(raw.share_hash),
    server_now: instant(raw.server_now),
  };
}

export const festivalKeys = {
  all: ['festival'] as const,
  state: (festival: string, tab: string | null) => ['festival', festival, 'state', tab] as const,
  blessings: (festival: string, mine: boolean) => ['festival', festival, 'blessings', mine] as const,
  list: (festival: string, kind: 'confessions' | 'launches' | 'rooms') => ['festival', festival, kind] as const,
  shared: (festival: string, hash: string) => ['festival', festival, 'shared', hash] as const,
};

export const festivalQuery = (festival: string, tab: string | null = null) =>
  queryOptions({
    queryKey: festivalKeys.state(festival, tab),
    queryFn: async ({ signal }) =>
      parseState(await apiGet<unknown>(FESTIVAL_API.state, { festival, ...(tab ? { tab } : {}) }, { signal })),
  });
