// Paths and types of the racing endpoints (ours: the spec shows no payloads). The mock server imports this file.
import type { EntryId, Fuel, RaceGame, RaceOutcome } from './model';

const PREFIX = '/api/game/v1/race';

export const RACE_PATHS = {
  /** GET ?game= → RaceRound: the round running now, my confirmed fuel and my wallet. */
  round: `${PREFIX}/round/current`,
  /** POST RefuelRequest → RaceRound: charge and lock in a batch of liters (the "confirm" button). */
  refuel: `${PREFIX}/refuel`,
  /** POST BuyGasolineRequest → RaceWallet: coins → gasoline + medal fragments. */
  buyGasoline: `${PREFIX}/gasoline/buy`,
  /** GET ?game= → RaceHistory: my rounds, newest first. */
  history: `${PREFIX}/history`,
  /** GET → MedalStatus: the gold racer medal and the fragments towards its next day. */
  medal: `${PREFIX}/medal`,
} as const;

/** Envelope statuses the racing endpoints answer with, besides the signature checks. */
export const RACE_STATUS = {
  minor: 30401,
  closed: 30402,
  overLimit: 30403,
  noGasoline: 30404,
  notEnoughGasoline: 30405,
  notEnoughCoins: 30406,
  invalid: 30407,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts): a literal, so the board and race chunks do not pull in one more file
} as const;

export interface RaceEntry {
  id: EntryId;
  /** Reward multiplier for liters on this entry if it wins; the server decides. */
  multiplier: number;
  /** Chance to win this round, 0–1; the server decides, the client only shows it. */
  win_rate: number;
  /** Liters every player has put on this entry this round (its horsepower in the battle). */
  pool_liters: number;
}

export interface RaceWallet {
  /** Liters of gasoline. */
  gasoline: number;
  /** Gold coins. */
  coins: number;
  /** Medal fragments towards the next medal day (0–1999; whole days are converted by the server). */
  fragments: number;
}

export interface RaceReward {
  /** Gold coins won. */
  coins: number;
  /** Days of the golden car vehicle (golden speed car winners only). */
  vehicle_days: number;
}

export interface RaceResult {
  winner: EntryId;
  /** First to last across the line; the track animates from it. */
  finish_order: EntryId[];
  my_outcome: RaceOutcome;
  reward: RaceReward;
}

export interface RecentWinner {
  round_id: number;
  winner: EntryId;
}

export interface RaceRound {
  game: RaceGame;
  round_id: number;
  /** When the round's countdown began (ms since the epoch). */
  start_at: number;
  /** The server's clock when it answered (ms): the page corrects for a phone clock that is off. */
  server_now: number;
  entries: RaceEntry[];
  /** My charged liters this round. */
  my_fuel: Fuel;
  wallet: RaceWallet;
  /** Null during the countdown: nobody may know the winner before the race starts. */
  result: RaceResult | null;
  /** The last rounds' winners, newest first. */
  recent_winners: RecentWinner[];
}

export interface RefuelRequest {
  game: RaceGame;
  round_id: number;
  /** JSON of `Fuel`: the liters to charge per entry. */
  fuel: string;
  /** Idempotency key: a retried or double-tapped confirm is charged once. */
  request_id: string;
}

export interface BuyGasolineRequest {
  liters: number;
  /** Idempotency key: a retried purchase is charged once. */
  request_id: string;
}

export interface RaceHistoryEntry {
  game: RaceGame;
  round_id: number;
  start_at: number;
  /** My confirmed liters per entry that round. */
  fuel: Fuel;
  winner: EntryId;
  outcome: RaceOutcome;
  reward: RaceReward;
}

export interface RaceHistory {
  items: RaceHistoryEntry[];
}

export interface MedalStatus {
  /** Fragments towards the next day (0–1999). */
  fragments: number;
  /** When the gold racer medal expires (ms), or null if never earned. */
  expires_at: number | null;
}
