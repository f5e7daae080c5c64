// Paths and types of the noble and level endpoints (ours: the spec shows no payloads). The mock server imports this file.

const PREFIX = '/api/noble/v1';

export const NOBLE_PATHS = {
  /** GET → TiersReply: the nine tiers with their numbers and privileges. */
  tiers: `${PREFIX}/tiers`,
  /** GET → StandingReply: my growth, tier and cycle, settled to the server's now. */
  state: `${PREFIX}/state`,
  /** POST { tier, request_id } → StandingReply: buy or renew a tier with coins; the same request_id buys once. */
  buy: `${PREFIX}/buy`,
  /** GET { page, size } → GrowthPageReply: my growth records, newest first. */
  growth: `${PREFIX}/growth/records`,
  /** GET → LevelReply: my user level and experience. */
  level: '/api/ucuser/v1/user/level',
} as const;

export const NOBLE_STATUS = {
  notEnoughCoins: 33401,
  /** A tier below mine cannot be bought. */
  belowMyTier: 33402,
  invalid: 33403,
} as const;

export interface TierReply {
  tier: string;
  requirement: number;
  maintenance: number;
  decay: number;
  /** Gold coins for one cycle. */
  price: number;
  privileges: string[];
}

export interface TiersReply {
  tiers: TierReply[];
}

export interface StandingReply {
  growth: number;
  tier: string | null;
  /** When the current cycle began (ms): an upgrade, a purchase, or the end of the one before. */
  cycle_start_at: number;
  /** When the current cycle ends and is judged (ms): the server's, thirty days after it began. */
  cycle_end_at: number;
  /** Growth earned in the current cycle. */
  cycle_growth: number;
  coins: number;
  /** My last change of tier, for the "just upgraded" banner. */
  last_change: { kind: 'upgrade' | 'drop' | 'renew'; tier: string | null; at: number } | null;
  server_now: number;
}

export interface GrowthRecordReply {
  record_id: string;
  kind: string;
  /** Signed: a decay is negative. */
  amount: number;
  at: number;
}

export interface GrowthPageReply {
  records: GrowthRecordReply[];
  has_more: boolean;
}

export interface LevelReply {
  level: number;
  experience: number;
  /** Experience at which my level began, and at which the next one begins (null at level 100). */
  level_start: number;
  next_level_at: number | null;
}
