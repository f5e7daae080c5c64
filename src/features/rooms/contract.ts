// Paths and types of the room PK endpoint (ours: the spec names the page, not its payloads). The mock server imports this file.
import type { Contributor, PkSide, PkWinner } from './model';

export const ROOM_PK_PATHS = {
  /**
   * GET { pk_id? } → RoomPkReply: the PK with that id, or without it the PK of the voice room I am in; `pk: null` when
   * there is none (no PK now, or that one is gone).
   */
  pk: '/api/room/v1/pk',
} as const;

export const ROOM_PK_STATUS = {
  /** A `pk_id` the server cannot read. */
  invalid: 37401,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts)
} as const;

export interface PkHost {
  name: string;
  avatar: string;
}

/** One side of a PK: a voice room, its host, its score and its supporters. */
export interface PkRoom {
  room_id: string;
  name: string;
  /** The room's cover picture (https or our site's), or '' (its initial is drawn instead). */
  cover: string;
  host: PkHost;
  /** Gift value given to this side in this PK (gold coins). */
  score: number;
  /** How many members have given to this side. */
  supporters: number;
  /** This side's top supporters, highest first. */
  top: Contributor[];
}

export interface PkResult {
  winner: PkWinner;
  /** The punishment the loser takes (the hosts chose it before the start), in the server's words; '' for none. */
  punishment: string;
  /** The winner's reward, in the server's words; '' for none. */
  reward: string;
}

export interface RoomPk {
  pk_id: string;
  /** When the battle starts and ends (ms since the epoch). */
  start_at: number;
  end_at: number;
  red: PkRoom;
  blue: PkRoom;
  /** The side of the room I am in (the page says "we"), or null when I watch from neither. */
  my_side: PkSide | null;
  /** What is at stake, known from the start: the loser's punishment and the winner's reward ('' when none). */
  punishment: string;
  reward: string;
  /** The server's result once it has settled the PK, else null. */
  result: PkResult | null;
}

export interface RoomPkReply {
  pk: RoomPk | null;
  /** The server's clock when it answered (ms). */
  server_now: number;
}
