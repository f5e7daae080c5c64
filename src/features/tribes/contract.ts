// Paths and types of the tribe endpoints (ours: the spec shows no payloads). The mock server imports this file.
import type { PkRound, PkSide, PkStage, TribeRole } from './model';

const PREFIX = '/api/social/v1/tribes';

export const TRIBE_PATHS = {
  /** GET { q? } → TribeSquare: my tribe, my pending request, the tribes (matching q), strongest first. */
  square: `${PREFIX}/square`,
  /** GET { tribe_id } → TribeHall: a tribe, its members by contribution, and where I stand with it. */
  hall: `${PREFIX}/hall`,
  /** POST { tribe_id, request_id } → TribeHall: join (an open tribe) or ask to (the chief approves); once per id. */
  join: `${PREFIX}/join`,
  /** POST { tribe_id, request_id } → TribeHall: leave my tribe; once per request_id. */
  leave: `${PREFIX}/leave`,
  /** GET → TribePk: this season's tribe PK tournament. */
  pk: `${PREFIX}/pk`,
} as const;

export const TRIBE_STATUS = {
  unknownTribe: 34401,
  /** One tribe at a time: leave mine first. */
  alreadyInTribe: 34402,
  full: 34403,
  /** The chief hands the tribe over before leaving. */
  chiefCannotLeave: 34404,
  notSignedIn: 10001,
} as const;

export interface TribeCard {
  tribe_id: string;
  name: string;
  /** Tribe level 1–30. */
  level: number;
  members: number;
  capacity: number;
  slogan: string;
  chief: string;
  /** This week's contribution of all members: the square's order and the tribe board's value. */
  power: number;
  /** Joining needs the chief's approval (else anyone joins at once). */
  approval: boolean;
}

export interface TribeSquare {
  mine: TribeCard | null;
  /** The tribe I asked to join, waiting for its chief. */
  requested: string | null;
  tribes: TribeCard[];
}

export interface TribeMember {
  public_id: string;
  nickname: string;
  avatar: string;
  role: TribeRole;
  /** This week's contribution. */
  contribution: number;
}

export type Membership = 'member' | 'requested' | 'none';

export interface TribeHall {
  tribe: TribeCard & { exp: number; next_level_exp: number; rank: number };
  /** By contribution, most first: the hall's contribution board. */
  members: TribeMember[];
  membership: Membership;
  my_role: TribeRole | null;
  /** I am in another tribe (joining this one means leaving it first). */
  other_tribe: boolean;
}

export interface PkStanding {
  tribe_id: string;
  name: string;
  side: PkSide;
  score: number;
}

export interface PkMatch {
  match_id: string;
  round: PkRound;
  /** null for the peak final (the red champion against the blue). */
  side: PkSide | null;
  slot: number;
  a: string | null;
  b: string | null;
  score_a: number;
  score_b: number;
  state: 'upcoming' | 'live' | 'decided';
  winner: string | null;
  starts_at: number;
  ends_at: number;
}

export interface PkWindow {
  starts_at: number;
  ends_at: number;
}

export interface TribePk {
  season: string;
  /** Qualifying: every tribe of a side by score; the top 8 of each side go on. */
  qualifying: PkStanding[];
  /** When each stage is played (the page shows them in UTC+8). */
  schedule: Record<PkStage, PkWindow>;
  matches: PkMatch[];
  my_tribe_id: string | null;
  server_now: number;
}
