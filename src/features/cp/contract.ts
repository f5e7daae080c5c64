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
  /**
   * GET { cursor? } → CpHall: the official CP hall, newest announcement first, a page at a time. The cursor is the
   * server's opaque token from `next_cursor` (a keyset: a pair announced while someone pages does not shift the pages).
   */
  hall: `${PREFIX}/hall`,
  /** GET {} → CpMatchmakerBoard: the matchmaker board of the server's current period, and my standing on it. */
  matchmakers: `${PREFIX}/matchmakers`,
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

/** An announced pair in the official CP hall: what its card shows (its page has the rest). */
export interface CpHallCouple {
  cp_id: string;
  tier: CpTier;
  cp_value: number;
  formed_at: number;
  /** Null when the server's date is unreadable: the card then shows no date. */
  announced_at: number | null;
  mine: boolean;
  partners: [CpPerson, CpPerson];
}

export interface CpHall {
  /** This page of the hall, newest announcement first. */
  couples: CpHallCouple[];
  /** My own pair when it is announced (pinned on top of the first page), else null. */
  mine: CpHallCouple | null;
  /** The next page's cursor; null at the end. */
  next_cursor: string | null;
  server_now: number;
}

/** A matchmaker: someone who introduced pairs. The value is the server's (spec §9: per new pair, per announced pair). */
export interface CpMatchmaker {
  rank: number;
  person: CpPerson;
  new_pairs: number;
  announced_pairs: number;
  value: number;
}

export interface CpMyMatchmaking {
  /** My place on the board; null when not ranked. */
  rank: number | null;
  new_pairs: number;
  announced_pairs: number;
  value: number;
  /** What passing the row above takes (or getting on the board, not ranked); null when first or not sent. */
  gap: number | null;
}

export interface CpMatchmakerBoard {
  /** The server's name of the board's period, shown as it comes ("2025.07.01 – 2025.07.31"); may be empty. */
  period: string;
  rows: CpMatchmaker[];
  mine: CpMyMatchmaking | null;
  server_now: number;
}
