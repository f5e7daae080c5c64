/**
 * The room PK server, simulated: per access token, a PK between two voice rooms with seeded supporters, placed on the
 * clock at that token's first request (the app clock in Storybook, the e2e pin via `serverTimeFor`), so a story or a
 * test opens it in the state it asks for — before, live, settling, ended (red or blue wins, or a draw) or none — and
 * the clock walks it on from there: it starts at `start_at`, ends at `end_at` and is settled `settleAfterMs` later, by
 * the scores unless the setup names the winner. The page's pushes (score, result) come from the app, not from here:
 * stories and e2e send them through the mock bridge, the dev simulator from its push panel (mocks/simulator/pushes.ts).
 */
import type { Contributor, PkSide, PkWinner } from '../../src/features/rooms/model';
import type { PkRoom, RoomPk, RoomPkReply } from '../../src/features/rooms/contract';
import { appNow } from '../../src/platform/clock/clock';
import { AVATARS, memberId, NICKNAMES } from './population';
import { ok, type SimulatorReply } from './simulatorReply';

/** The demo PK's id: the page's address (`?pk_id=`), the pushes and the dev panel's templates name it. */
export const DEMO_PK_ID = 'pk_20250701_7';

export type RoomPkSetup = 'before' | 'live' | 'settling' | 'ended' | 'none';

export interface RoomPkSimulatorOptions {
  now?: () => number;
  /** Where the PK is at the token's first request (default live, 3 min 15 s left). */
  state?: RoomPkSetup;
  /** Both sides' scores (default a close battle; 0 : 0 before the start; by the winner once ended). */
  scores?: { red: number; blue: number };
  /** Who the server declares (default: the higher score; equal scores are a draw). */
  winner?: PkWinner;
  /** The side of the room the member is in (default red); null: watching from neither. */
  mySide?: PkSide | null;
  /** What the hosts put at stake (default a punishment and a reward; '' for none). */
  punishment?: string;
  reward?: string;
  /** Supporters on each side: seeded (default) or none yet. */
  supporters?: 'seeded' | 'none';
  /** How long the server takes to settle after the end (default 0; `settling` holds the result until a push). */
  settleAfterMs?: number;
  /** How long the PK lasts (default 5 minutes). */
  durationMs?: number;
}

export const PK_DURATION_MS = 5 * 60_000;
/** A live PK opens with this much of it played (3 min 15 s left of 5). */
export const LIVE_PLAYED_MS = 105_000;
/** A PK to come starts this long after the first request. */
export const BEFORE_START_MS = 90_000;

export const DEFAULT_PUNISHMENT = '輸的主播戴貓耳唱一首歌 🐱';
export const DEFAULT_REWARD = '贏方主播獲得「PK 王者」頭像框 24 小時';

/** Scores of a close live battle, and of a finished one by its winner. */
export const LIVE_SCORES = { red: 12_680, blue: 10_940 };
const FINAL_SCORES: Record<PkWinner, { red: number; blue: number }> = {
  red: { red: 52_800, blue: 31_050 },
  blue: { red: 27_300, blue: 48_920 },
  draw: { red: 20_520, blue: 20_520 },
};

const contributor = (index: number, score: number): Contributor => ({
  user_id: memberId(index),
  nickname: NICKNAMES[(index - 1) % NICKNAMES.length]!,
  avatar: index % 4 === 0 ? '' : AVATARS[index % AVATARS.length]!,
  score,
});

/** Five supporters a side (the page shows three), whose gifts are part of the side's score. */
function seededTop(side: PkSide, score: number): Contributor[] {
  const shares = side === 'red' ? [0.31, 0.22, 0.12, 0.06, 0.02] : [0.28, 0.19, 0.15, 0.05, 0.03];
  const first = side === 'red' ? 3 : 11;
  return shares
    .map((share, index) => contributor(first + index, Math.floor(score * share)))
    .filter((entry) => entry.score > 0);
}

const ROOMS: Record<PkSide, Omit<PkRoom, 'score' | 'supporters' | 'top'>> = {
  red: { room_id: 'r_1024', name: '星光夜話', cover: '', host: { name: 'Luna', avatar: AVATARS[1]! } },
  blue: { room_id: 'r_2048', name: 'Midnight 電台', cover: '', host: { name: '夜空的貓', avatar: AVATARS[2]! } },
};

interface Battle {
  pk: Omit<RoomPk, 'result'>;
  /** When the server settles it (Infinity: held until the test says). */
  settleAt: number;
  winner: PkWinner | null;
}

export function createRoomPkSimulator(options: RoomPkSimulatorOptions = {}) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const battles = new Map<string, Battle | null>();
  const state = options.state ?? 'live';
  const duration = options.durationMs ?? PK_DURATION_MS;

  function place(at: number): Battle | null {
    if (state === 'none') return null;
    const start =
      state === 'before'
        ? at + BEFORE_START_MS
        : state === 'live'
          ? at - LIVE_PLAYED_MS
          : state === 'settling'
            ? at - duration - 5_000
            : at - duration - 30_000;
    const declared = options.winner ?? null;
    const scores =
      options.scores ??
      (state === 'before'
        ? { red: 0, blue: 0 }
        : state === 'ended' || state === 'settling'
          ? FINAL_SCORES[declared ?? 'red']
          : LIVE_SCORES);
    const room = (side: PkSide): PkRoom => {
      const top = options.supporters === 'none' || scores[side] === 0 ? [] : seededTop(side, scores[side]);
      return {
        ...ROOMS[side],
        score: scores[side],
        supporters: top.length ? top.length * (side === 'red' ? 9 : 7) + 3 : 0,
        top,
      };
    };
    return {
      pk: {
        pk_id: DEMO_PK_ID,
        start_at: start,
        end_at: start + duration,
        red: room('red'),
        blue: room('blue'),
        my_side: options.mySide === undefined ? 'red' : options.mySide,
        punishment: options.punishment ?? DEFAULT_PUNISHMENT,
        reward: options.reward ?? DEFAULT_REWARD,
      },
      settleAt: state === 'settling' ? Number.POSITIVE_INFINITY : start + duration + (options.settleAfterMs ?? 0),
      winner: declared,
    };
  }

  const battleFor = (token: string): Battle | null => {
    if (!battles.has(token)) battles.set(token, place(now()));
    return battles.get(token) ?? null;
  };

  const winnerOf = (battle: Battle): PkWinner => {
    if (battle.winner) return battle.winner;
    const { red, blue } = battle.pk;
    return red.score === blue.score ? 'draw' : red.score > blue.score ? 'red' : 'blue';
  };

  const view = (battle: Battle): RoomPk => {
    const settled = now() >= battle.settleAt;
    const winner = winnerOf(battle);
    return {
      ...battle.pk,
      result: settled
        ? {
            winner,
            punishment: winner === 'draw' ? '' : battle.pk.punishment,
            reward: winner === 'draw' ? '' : battle.pk.reward,
          }
        : null,
    };
  };

  return {
    now,
    /** The server's clock for the next request (a token's e2e pin); null: the app clock. */
    setClock(at: number | null) {
      fixedNow = at;
    },
    /** GET: the PK asked for (its id), or the one of my room (no id); none when it is not this token's. */
    pk(token: string, pkId: string): SimulatorReply<RoomPkReply> {
      const battle = battleFor(token);
      const shown = battle && (!pkId || pkId === battle.pk.pk_id) ? view(battle) : null;
      return ok({ pk: shown, server_now: now() });
    },
    /** The PK of a token as the server holds it (tests), placed if it was not yet. */
    battleOf(token: string): RoomPk | null {
      const battle = battleFor(token);
      return battle ? view(battle) : null;
    },
  };
}

export type RoomPkSimulator = ReturnType<typeof createRoomPkSimulator>;

/** The shared simulator of the dev app and e2e: a live PK per token. */
export const roomPkSimulator = createRoomPkSimulator();
