// Paths and types of the CP endpoints (ours: the spec shows no payloads). The mock server imports this file.
import type { CpTier } from './model';

const PREFIX = '/api/social/v1/cp';

export const CP_PATHS = {
  /** GET { cp_id? } → CpShow: a couple (mine without cp_id), or my pair in forming, or neither. */
  show: `${PREFIX}/show`,
  /** POST { request_id } → CpShow: give my partner-to-be the 999-coin confession gift; the same request_id pays once. */
  confess: `${PREFIX}/confess`,
  /** GET { cp_id } → CpAnnounce: who has confirmed the announcement. */
  announce: `${PREFIX}/announce`,
  /** POST { cp_id, request_id } → CpAnnounce: my confirmation; the same request_id confirms once. */
  confirmAnnounce: `${PREFIX}/announce/confirm`,
} as const;

export const CP_STATUS = {
  /** The coins do not cover the confession gift (the page offers the top-up). */
  notEnoughCoins: 33401,
  /** No pair in forming (or the gift already given). */
  nothingToConfess: 33402,
  unknownCouple: 33403,
  /** Only the pair's two members announce it. */
  notMine: 33404,
  notSignedIn: 10001,
} as const;

/** A member of a pair: public, as on the CP boards (CP is not anonymous). */
export interface CpPerson {
  /** Public id: the native user home opens with it. */
  public_id: string;
  nickname: string;
  avatar: string;
  /** An anchor: announcing takes them off new-user traffic recommendation (spec §6). */
  anchor: boolean;
}

export interface CpGift {
  gift_id: string;
  name: string;
  count: number;
}

export interface CpCouple {
  cp_id: string;
  tier: CpTier;
  /** The pair's CP value (before the board's multiplier) and love value. */
  cp_value: number;
  love_value: number;
  formed_at: number;
  announced_at: number | null;
  /** Mine: the asker is one of the two. */
  mine: boolean;
  /** The two, the asker first when mine. */
  partners: [CpPerson, CpPerson];
  /** The gifts the two gave each other, most first. */
  gifts: CpGift[];
}

export interface CpForming {
  partner: CpPerson;
  confession: { mine: boolean; partner: boolean };
  messages: { mine: number; partner: number };
}

export interface CpShow {
  couple: CpCouple | null;
  forming: CpForming | null;
  /** My gold coins, for the confession gift. */
  coins: number;
  server_now: number;
}

export interface CpAnnounce {
  couple: CpCouple;
  confirmed: { mine: boolean; partner: boolean };
}
