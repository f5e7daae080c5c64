// Paths and types of the Christmas tree endpoints (ours: the spec shows no payloads). The mock server imports this file.

const PREFIX = '/api/activity/v1/christmas';

export const CHRISTMAS_PATHS = {
  /** GET → ChristmasConfig: this year's edition (dates in ms, UTC+8 midnights). */
  config: `${PREFIX}/config`,
  /** GET → TreeReply: my tree, my props and coins. */
  state: `${PREFIX}/state`,
  /** POST { request_id } → TreeReply: one prop lights one bulb; the same request_id lights once. */
  light: `${PREFIX}/light`,
  /** POST { count, request_id } → TreeReply: buy props with coins; the same request_id buys once. */
  buy: `${PREFIX}/buy`,
  /** POST { to_user_id, request_id } → TreeReply: give one prop to a contact; the same request_id gives once. */
  gift: `${PREFIX}/gift`,
  /** GET → WishesReply: the newest wishes on the tree. POST { text, request_id } → WishReply. */
  wishes: `${PREFIX}/wishes`,
  /** POST { wish_id } → {}: report a wish (it leaves my wall at once; the server reviews it). */
  report: `${PREFIX}/wishes/report`,
  /** GET → PoolReply: the prize pool, the lit trees and, from the split day, my share. */
  pool: `${PREFIX}/pool`,
} as const;

export const CHRISTMAS_STATUS = {
  /** "You have not unlocked the Christmas tree, so you cannot join." */
  notUnlocked: 32401,
  /** "The Christmas vault is not yet open." */
  vaultClosed: 32402,
  /** "The prize pool is not open." */
  poolClosed: 32403,
  noProps: 32404,
  notEnoughCoins: 32405,
  eventOver: 32406,
  alreadyLit: 32407,
  invalid: 32408,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts), kept literal like the other areas
} as const;

export interface ChristmasConfig {
  year: number;
  start_at: number;
  end_at: number;
  split_at: number;
  split_end_at: number;
  board_start_at: number;
  board_end_at: number;
}

export interface PropBatchReply {
  count: number;
  expires_at: number;
}

export interface TreeReply {
  /** The tree is unlocked by my first Christmas Tree gift in a live room during the event (the server says). */
  unlocked: boolean;
  /** Bulbs on, 0–10. */
  lights: number;
  /** My props by expiry. */
  props: PropBatchReply[];
  coins: number;
  server_now: number;
}

export interface Wish {
  wish_id: string;
  user_id: string;
  nickname: string;
  avatar_url: string;
  text: string;
  at: number;
  /** Mine: no report button. */
  mine: boolean;
}

export interface WishesReply {
  wishes: Wish[];
}

export interface PoolReply {
  /** Coins in the pool now (final from the split day). */
  total: number;
  /** Trees with every bulb on. */
  lit_trees: number;
  /** My coins from the pool: null before the split day or when my tree was not lit. */
  my_share: number | null;
}
