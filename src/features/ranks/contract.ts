// Paths and types of the rank endpoints (ours: the spec shows no payloads). The mock server imports this file.
import type { BoardKind, Scope, Subject } from './model';

const PREFIX = '/api/rank/v1';

export const RANK_PATHS = {
  /** GET ?kind=&scope=[&gift=] → BoardReply: the top BOARD_SIZE of one board. */
  board: `${PREFIX}/board`,
  /** GET ?kind=&scope=[&gift=] → MyRankReply: where the signed-in user (or their tribe / CP pair) stands. */
  mine: `${PREFIX}/mine`,
  /** GET [?week=<start ms>] → GiftStarHistoryReply: a past week's gift stars (default: last week). */
  giftStarHistory: `${PREFIX}/gift_star/history`,
  /** GET ?scope= → RewardsReply: what each rank wins when the board settles. */
  rewards: `${PREFIX}/rewards`,
} as const;

export const RANK_STATUS = {
  invalid: 40701,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts): a literal, so the board and race chunks do not pull in one more file
} as const;

export interface MedalWire {
  /** The board and period whose top three wear it. */
  kind: BoardKind;
  period: 'daily' | 'weekly';
  days_left: number;
}

export interface PartnerWire {
  id: string;
  name: string;
  avatar: string;
}

export interface BoardEntryWire {
  rank: number;
  /** A user id, a tribe id, or for a CP pair the first partner's user id. */
  id: string;
  subject: Subject;
  name: string;
  avatar: string;
  /** User level 1–100 (a tribe's level for tribes); 0 = not shown. */
  level: number;
  value: number;
  online: boolean;
  medal: MedalWire | null;
  /** The other half of a CP pair. */
  partner: PartnerWire | null;
}

export interface StarGift {
  id: string;
  /** The server's name, used when the client has no translation for the id. */
  name: string;
  icon: string;
}

/** The Christmas edition a lighting board counts, as the server names it (scope `christmas`). */
export interface EditionWire {
  year: number;
  /** The days trees can be lit (ms, end exclusive): null when the reply does not say. */
  lighting_start_at: number | null;
  lighting_end_at: number | null;
}

export interface BoardReply {
  kind: BoardKind;
  scope: Scope;
  /** The scope's window (ms); `end_at` is when the board settles, null for all time. */
  start_at: number;
  end_at: number | null;
  server_now: number;
  entries: BoardEntryWire[];
  /** The gift-star board only: this week's star gifts and which one this list is. */
  star_gifts: StarGift[];
  gift: string | null;
  /** The lighting board only: the Christmas edition it counts (the page shows its year); null elsewhere. */
  edition: EditionWire | null;
}

export interface MyRankReply {
  /** Me, my tribe or my CP pair; null when I have none of those (no tribe, no CP). */
  entry: Omit<BoardEntryWire, 'rank'> | null;
  /** My place, even below the list; null until I score. */
  rank: number | null;
  value: number;
  /** How much more puts me level with the rank above (0 at the top). */
  gap: number;
}

export interface GiftStarHistoryReply {
  /** The week shown (Monday 00:00 UTC+8, ms) and the weeks there are, newest first. */
  week: number;
  weeks: number[];
  stars: { gift: StarGift; entries: BoardEntryWire[] }[];
}

export interface RewardTierWire {
  from: number;
  to: number;
  medal_days: number;
  vehicle_days: number;
  frame_days: number;
  coins: number;
}

export interface RewardsReply {
  scope: Scope;
  tiers: RewardTierWire[];
}
