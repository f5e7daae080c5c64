// Paths and types of the scratch-card endpoints (ours: the spec shows no payloads). The mock server imports this file.
import type { Prize } from './model';

const PREFIX = '/api/game/v1/scratch';

export const SCRATCH_PATHS = {
  /** GET → ScratchState: balance, cards owned, the card to scratch, fragments and medal. */
  state: `${PREFIX}/state`,
  /** POST { count, request_id } → ScratchState: buy a bundle; the same request_id buys once. */
  buy: `${PREFIX}/buy`,
  /** POST { card_id } → ScratchReveal: open a card (at the first stroke); the same card answers the same prize. */
  reveal: `${PREFIX}/reveal`,
  /** GET → ScratchRecords: the latest 100 opened cards, newest first. */
  records: `${PREFIX}/records`,
} as const;

export const SCRATCH_STATUS = {
  /** The coins do not cover the purchase (the page says "not enough coins", with the top-up). */
  notEnoughCoins: 31401,
  /** "Buy scratch tickets before playing." — no card to open. */
  noCards: 31402,
  /** A card that is not mine (or unknown). */
  unknownCard: 31403,
  invalid: 31404,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts), kept literal like the other areas
} as const;

/**
 * The card to scratch: only its id. Its prize is decided by the server when the card is bought and
 * is never in this reply — the page learns it from `reveal`, once the card is opened.
 */
export interface ScratchCardRef {
  card_id: string;
}

export interface ScratchState {
  /** Gold coins. */
  coins: number;
  /** Cards bought and not yet opened (the current one included). */
  cards: number;
  /** The oldest unopened card, or null without cards. */
  current_card: ScratchCardRef | null;
  /** Fragments towards the next medal day (0–4). */
  fragments: number;
  /** When the scratch medal runs out, or null. */
  medal_expires_at: number | null;
  server_now: number;
}

export interface ScratchReveal {
  card_id: string;
  prize: Prize;
  opened_at: number;
}

export type ScratchRecord = ScratchReveal;

export interface ScratchRecords {
  records: ScratchRecord[];
}
