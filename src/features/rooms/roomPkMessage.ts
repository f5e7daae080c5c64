import { instant, record } from '../../platform/http/read';
import { type PkRoom, readContributors, type RoomPkView } from './api';
import type { Contributor, PkWinner } from './model';
import { isPkId, isPkWinner } from './model';

/**
 * What the app pushes about a room PK through the bridge's one inbound message, `onRacingMessage` (bridge-contract.md:
 * the page registers for room events, and the app sends the room's events there; the race's kinds are in
 * race/racingMessage.ts, each area reads the kinds it knows and ignores the rest). A JSON object (Android sends it
 * as a JSON string); `type` says which kind.
 */
export type RoomPkMessage =
  /**
   * Both sides' scores now, at least every 5 s while a PK is live (gifts or not: a heartbeat), with each side's top
   * supporters when they changed. `at` (optional) is the server's moment of these scores: an older push is not applied.
   */
  | {
      type: 'room_pk_score';
      pk_id: string;
      red_score: number;
      blue_score: number;
      red_top?: Contributor[];
      blue_top?: Contributor[];
      at?: number;
    }
  /** The server settled the PK: the winner (or a draw), the final scores, and what the loser and winner get. */
  | {
      type: 'room_pk_result';
      pk_id: string;
      winner: PkWinner;
      red_score?: number;
      blue_score?: number;
      punishment?: string;
      reward?: string;
    };

/** A score in a push: a whole number from 0 up to the largest a reply may carry, or null (the push is malformed). */
const pushedScore = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 999_999_999_999 ? value : null;

const pushedText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;

/** Reads a push; anything malformed (or of another kind) is null: ignored, never a crash. */
export function parseRoomPkMessage(raw: unknown): RoomPkMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const message = record(value);
  const pkId = typeof message.pk_id === 'string' && isPkId(message.pk_id) ? message.pk_id : null;
  if (!pkId) return null;
  switch (message.type) {
    case 'room_pk_score': {
      const red = pushedScore(message.red_score);
      const blue = pushedScore(message.blue_score);
      if (red === null || blue === null) return null;
      const at = instant(message.at);
      return {
        type: 'room_pk_score',
        pk_id: pkId,
        red_score: red,
        blue_score: blue,
        ...(Array.isArray(message.red_top) ? { red_top: readContributors(message.red_top) } : {}),
        ...(Array.isArray(message.blue_top) ? { blue_top: readContributors(message.blue_top) } : {}),
        ...(at === null ? {} : { at }),
      };
    }
    case 'room_pk_result': {
      if (!isPkWinner(message.winner)) return null;
      // Final scores are optional, but a score that is there must be a score.
      const red = message.red_score === undefined ? undefined : pushedScore(message.red_score);
      const blue = message.blue_score === undefined ? undefined : pushedScore(message.blue_score);
      if (red === null || blue === null) return null;
      const punishment = pushedText(message.punishment);
      const reward = pushedText(message.reward);
      return {
        type: 'room_pk_result',
        pk_id: pkId,
        winner: message.winner,
        ...(red === undefined ? {} : { red_score: red }),
        ...(blue === undefined ? {} : { blue_score: blue }),
        ...(punishment ? { punishment } : {}),
        ...(reward ? { reward } : {}),
      };
    }
    default:
      return null;
  }
}

/**
 * The PK on screen after a push: a score replaces both sides' scores (and their supporters when it names them) unless
 * the PK is settled or the push is older than what the page has; a result settles the PK with the server's winner and
 * words. A push about another PK changes nothing here (useRoomPk decides whether to ask for the new one).
 */
export function applyRoomPkMessage(view: RoomPkView, message: RoomPkMessage, now: number): RoomPkView {
  const pk = view.pk;
  if (!pk || pk.pk_id !== message.pk_id) return view;
  if (message.type === 'room_pk_score') {
    if (pk.result || (message.at !== undefined && message.at < view.scored_at)) return view;
    const side = (room: PkRoom, score: number, top: Contributor[] | undefined): PkRoom =>
      top ? { ...room, score, top, supporters: Math.max(room.supporters, top.length) } : { ...room, score };
    return {
      ...view,
      pk: {
        ...pk,
        red: side(pk.red, message.red_score, message.red_top),
        blue: side(pk.blue, message.blue_score, message.blue_top),
      },
      scored_at: message.at ?? view.scored_at,
      updated_at: now,
    };
  }
  return {
    ...view,
    pk: {
      ...pk,
      red: { ...pk.red, score: message.red_score ?? pk.red.score },
      blue: { ...pk.blue, score: message.blue_score ?? pk.blue.score },
      result: {
        winner: message.winner,
        punishment: message.punishment ?? pk.punishment,
        reward: message.reward ?? pk.reward,
      },
    },
    updated_at: now,
  };
}
