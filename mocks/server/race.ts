/**
 * The racing server, simulated: rounds on the real 40 s grid of the app clock,
 * other players' liters growing through each countdown, a seeded winner per
 * round, charges, rewards, history and the medal — with the same rules
 * (`model.ts`) the page uses. One player per access token, so parallel tests
 * never share a wallet. Any story can start in any phase (set the app clock)
 * with any balance (`player`).
 */
import {
  RACE_STATUS,
  type MedalStatus,
  type RaceEntry,
  type RaceHistoryEntry,
  type RaceResult,
  type RaceRound,
  type RaceWallet,
} from '../../src/features/race/contract';
import {
  CAR_IDS,
  DAY_MS,
  entriesOf,
  extendMedal,
  FRAGMENTS_PER_MEDAL_DAY,
  GOLDEN_VEHICLE_DAYS,
  HORSEPOWER_WIN_MULTIPLIER,
  isMinor,
  gasolinePurchase,
  horsepowerWinner,
  mergeFuel,
  outcomeFor,
  phaseAt,
  raceStartsAt,
  refuseBatch,
  roundIdAt,
  roundStartAt,
  PHASE_MS,
  type CarId,
  type EntryId,
  type Fuel,
  type RaceGame,
  type RefuelRefusal,
} from '../../src/features/race/model';
import { appNow } from '../../src/platform/clock/clock';
import { random } from './random';
import { refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

/** Chance to win per car (sums to 1) — the server's secret; the page only shows it. */
const CAR_WIN_RATES: Record<CarId, number> = {
  tractor: 0.25,
  truck: 0.2,
  tesla: 0.15,
  mustang: 0.12,
  porsche: 0.1,
  gclass: 0.08,
  mclaren: 0.05,
  lamborghini: 0.03,
  bugatti: 0.02,
};
/** What a winning liter pays back on average: 95 % (multiplier = 0.95 / chance). */
const RETURN_RATE = 0.95;

export interface RacePlayerSetup {
  coins: number;
  gasoline: number;
  /** Fragments towards the next medal day. */
  fragments: number;
  medalExpiresAt: number | null;
  /** From self info; under 18 is refused by every endpoint. */
  age: number;
  /** `seeded`: a dozen past rounds; `empty`: a new player. */
  history: 'seeded' | 'empty';
}

/** Confirmed liters in the round running when the player first appears (stories of results). */
export type PresetFuel = Fuel | 'on-winner' | 'on-loser';

export interface RaceSimulatorOptions {
  seed?: number;
  /** The server's clock; the app clock by default (Storybook pins it, the dev app follows real time). */
  now?: () => number;
  player?: Partial<RacePlayerSetup>;
  /** Per game: liters already confirmed in the current round. */
  presetFuel?: Partial<Record<RaceGame, PresetFuel>>;
}

export const DEFAULT_PLAYER: RacePlayerSetup = {
  coins: 128_000,
  gasoline: 12_000,
  fragments: 1_460,
  medalExpiresAt: null,
  age: 26,
  history: 'seeded',
};

interface PlayerRound {
  confirmed: Fuel;
  settled: boolean;
}

interface Player {
  wallet: RaceWallet;
  medalExpiresAt: number | null;
  age: number;
  rounds: Map<string, PlayerRound>;
  history: RaceHistoryEntry[];
  /** Idempotency: request id → what it did the first time. */
  requests: Map<string, RefuelRefusal | 'done' | 'notEnoughCoins'>;
  /** How many charges have been made (tests count them). */
  charges: number;
}

/** What the server says, in its own words (the page shows its own translation for known statuses). */
export const RACE_FAILURES: Record<RefuelRefusal | 'minor' | 'notEnoughCoins', ServerFailure> = {
  minor: { status: RACE_STATUS.minor, msg: '未成年人禁止參與賽車遊戲' },
  closed: { status: RACE_STATUS.closed, msg: '本輪加油已截止' },
  overLimit: { status: RACE_STATUS.overLimit, msg: '每輛車最多可加油5000升' },
  noGasoline: { status: RACE_STATUS.noGasoline, msg: '沒有汽油可加' },
  notEnoughGasoline: { status: RACE_STATUS.notEnoughGasoline, msg: '汽油不足，請補充' },
  notEnoughCoins: { status: RACE_STATUS.notEnoughCoins, msg: '金幣不足，請先儲值' },
  invalid: { status: RACE_STATUS.invalid, msg: '參數錯誤' },
  confirmedLocked: { status: RACE_STATUS.invalid, msg: '已確認的加油不可調整' },
};

const GAME_SALT: Record<RaceGame, number> = { classic: 11, golden: 23, horsepower: 37 };

export function createRaceSimulator(options: RaceSimulatorOptions = {}) {
  const seed = options.seed ?? 20250701;
  const clock = options.now ?? appNow;
  let offsetMs = 0;
  /** e2e: a clock that stands still (every test of the write sweep on the same moment of one round). */
  let frozenAt: number | null = null;
  const now = () => frozenAt ?? clock() + offsetMs;
  const players = new Map<string, Player>();

  const rngFor = (game: RaceGame, roundId: number, salt = 0) =>
    random(seed * 31 + roundId * 7919 + GAME_SALT[game] * 104_729 + salt);

  /** Everyone else's liters on each entry, `progress` (0–1) of the way through the countdown. */
  function crowdPools(game: RaceGame, roundId: number, progress: number): Partial<Record<EntryId, number>> {
    const rng = rngFor(game, roundId, 1);
    const pools: Partial<Record<EntryId, number>> = {};
    for (const entry of entriesOf(game)) {
      const weight = game === 'horsepower' ? 0.5 : CAR_WIN_RATES[entry as CarId];
      const full = Math.round((20_000 + rng() * 60_000) * weight * 4) * 10;
      pools[entry] = Math.floor(full * Math.min(1, Math.max(0, progress)));
    }
    return pools;
  }

  function winnerOf(game: RaceGame, roundId: number, myFuel: Fuel): EntryId {
    if (game === 'horsepower') {
      const pools = crowdPools(game, roundId, 1);
      return horsepowerWinner({
        red: (pools.red ?? 0) + (myFuel.red ?? 0),
        blue: (pools.blue ?? 0) + (myFuel.blue ?? 0),
      });
    }
    let pick = rngFor(game, roundId, 2)();
    for (const car of CAR_IDS) {
      pick -= CAR_WIN_RATES[car];
      if (pick < 0) return car;
    }
    return 'tractor';
  }

  function multiplierOf(game: RaceGame, entry: EntryId): number {
    if (game === 'horsepower') return HORSEPOWER_WIN_MULTIPLIER;
    return Math.round((RETURN_RATE / CAR_WIN_RATES[entry as CarId]) * 10) / 10;
  }

  function resultOf(game: RaceGame, roundId: number, myFuel: Fuel): RaceResult {
    const winner = winnerOf(game, roundId, myFuel);
    const rng = rngFor(game, roundId, 3);
    const rest = entriesOf(game)
      .filter((entry) => entry !== winner)
      .map((entry) => ({ entry, key: rng() }))
      .sort((a, b) => a.key - b.key)
      .map(({ entry }) => entry);
    const outcome = outcomeFor(myFuel, winner);
    const won = outcome === 'won';
    return {
      winner,
      finish_order: [winner, ...rest],
      my_outcome: outcome,
      reward: {
        coins: won ? Math.floor((myFuel[winner] ?? 0) * multiplierOf(game, winner)) : 0,
        vehicle_days: won && game === 'golden' ? GOLDEN_VEHICLE_DAYS : 0,
      },
    };
  }

  const roundKey = (game: RaceGame, roundId: number) => `${game}:${roundId}`;

  function seededHistory(setupNow: number): RaceHistoryEntry[] {
    const history: RaceHistoryEntry[] = [];
    const current = roundIdAt(setupNow);
    for (const game of ['classic', 'golden', 'horsepower'] as const) {
      const rng = rngFor(game, current, 4);
      for (let back = 3; back <= 40; back += 3 + Math.floor(rng() * 4)) {
        const roundId = current - back;
        const entries = entriesOf(game);
        const anyEntry = () => entries[Math.floor(rng() * entries.length)] ?? entries[0]!;
        const fuel: Fuel = { [anyEntry()]: (1 + Math.floor(rng() * 20)) * 100 };
        if (rng() < 0.4) fuel[anyEntry()] = 500;
        const result = resultOf(game, roundId, fuel);
        history.push({
          game,
          round_id: roundId,
          start_at: roundStartAt(roundId),
          fuel,
          winner: result.winner,
          outcome: result.my_outcome,
          reward: result.reward,
        });
      }
    }
    return history.sort((a, b) => b.round_id - a.round_id);
  }

  function playerFor(token: string): Player {
    const existing = players.get(token);
    if (existing) return existing;
    const setup = { ...DEFAULT_PLAYER, ...options.player };
    const at = now();
    const player: Player = {
      wallet: { coins: setup.coins, gasoline: setup.gasoline, fragments: setup.fragments },
      medalExpiresAt: setup.medalExpiresAt,
      age: setup.age,
      rounds: new Map(),
      history: setup.history === 'seeded' ? seededHistory(at) : [],
      requests: new Map(),
      charges: 0,
    };
    for (const [game, preset] of Object.entries(options.presetFuel ?? {}) as Array<[RaceGame, PresetFuel]>) {
      const roundId = roundIdAt(at);
      const winner = winnerOf(game, roundId, {});
      const loser = entriesOf(game).find((entry) => entry !== winner)!;
      const confirmed =
        preset === 'on-winner' ? { [winner]: 1000 } : preset === 'on-loser' ? { [loser]: 1000 } : preset;
      player.rounds.set(roundKey(game, roundId), { confirmed, settled: false });
    }
    players.set(token, player);
    return player;
  }

  /** Pay out every round of this player whose race has started. */
  function settle(player: Player, at: number): void {
    for (const [key, round] of player.rounds) {
      if (round.settled) continue;
      const [game, id] = key.split(':') as [RaceGame, string];
      const roundId = Number(id);
      if (at < raceStartsAt(roundStartAt(roundId))) continue; // still refuelling: nobody knows the winner yet
      round.settled = true;
      const result = resultOf(game, roundId, round.confirmed);
      player.wallet.coins += result.reward.coins;
      if (result.my_outcome !== 'not_participating') {
        player.history.unshift({
          game,
          round_id: roundId,
          start_at: roundStartAt(roundId),
          fuel: round.confirmed,
          winner: result.winner,
          outcome: result.my_outcome,
          reward: result.reward,
        });
        player.history.sort((a, b) => b.round_id - a.round_id);
      }
    }
  }

  function roundView(game: RaceGame, player: Player, at: number): RaceRound {
    const roundId = roundIdAt(at);
    const startAt = roundStartAt(roundId);
    const { phase, msIn } = phaseAt(startAt, at);
    const confirmed = player.rounds.get(roundKey(game, roundId))?.confirmed ?? {};
    const progress = phase === 'countdown' ? msIn / PHASE_MS.countdown : 1;
    const crowd = crowdPools(game, roundId, progress);
    const poolOf = (entry: EntryId) => (crowd[entry] ?? 0) + (confirmed[entry] ?? 0);
    const totalPool = entriesOf(game).reduce((sum, entry) => sum + poolOf(entry), 0);
    const entries: RaceEntry[] = entriesOf(game).map((id) => ({
      id,
      multiplier: multiplierOf(game, id),
      // The battle has no odds table: its chance is the side's share of the horsepower so far.
      win_rate:
        game === 'horsepower'
          ? totalPool > 0
            ? Math.round((poolOf(id) / totalPool) * 100) / 100
            : 0.5
          : CAR_WIN_RATES[id as CarId],
      pool_liters: poolOf(id),
    }));
    const recent = Array.from({ length: 10 }, (_, back) => roundId - 1 - back).map((id) => ({
      round_id: id,
      winner: resultOf(game, id, player.rounds.get(roundKey(game, id))?.confirmed ?? {}).winner,
    }));
    return {
      game,
      round_id: roundId,
      start_at: startAt,
      server_now: at,
      entries,
      my_fuel: confirmed,
      wallet: { ...player.wallet },
      result: phase === 'countdown' ? null : resultOf(game, roundId, confirmed),
      recent_winners: recent,
    };
  }

  const refuse = <T>(reason: keyof typeof RACE_FAILURES) => refused<T>(RACE_FAILURES[reason]);

  /** Every request: find the player, refuse minors, pay out finished rounds. */
  function enter(token: string): { player: Player; at: number } | null {
    const player = playerFor(token);
    if (isMinor(player.age)) return null;
    const at = now();
    settle(player, at);
    return { player, at };
  }

  return {
    now,
    /**
     * e2e sets the server's clock with the page's (`/__mock/race/clock`), running from `at` or standing still there;
     * null follows the real clock again.
     */
    setClock(at: number | null, frozen = false) {
      offsetMs = at === null ? 0 : at - clock();
      frozenAt = at !== null && frozen ? at : null;
    },

    /** Who wins a round of the car games (decided by the seed alone): e2e fuels it to see a win. */
    peekWinner(game: Exclude<RaceGame, 'horsepower'>, roundId: number): EntryId {
      return winnerOf(game, roundId, {});
    },

    currentRound(token: string, game: RaceGame): SimulatorReply<RaceRound> {
      const session = enter(token);
      if (!session) return refuse('minor');
      return { ok: true, data: roundView(game, session.player, session.at) };
    },

    refuel(token: string, game: RaceGame, roundId: number, batch: Fuel, requestId: string): SimulatorReply<RaceRound> {
      const session = enter(token);
      if (!session) return refuse('minor');
      const { player, at } = session;
      const seen = player.requests.get(requestId);
      if (seen === 'done') return { ok: true, data: roundView(game, player, at) };
      if (seen && seen !== 'notEnoughCoins') return refuse(seen);
      const key = roundKey(game, roundId);
      const round = player.rounds.get(key) ?? { confirmed: {}, settled: false };
      const phase = roundId === roundIdAt(at) ? phaseAt(roundStartAt(roundId), at).phase : 'over';
      const refusal = refuseBatch({ gasoline: player.wallet.gasoline, confirmed: round.confirmed }, batch, phase);
      if (refusal) {
        player.requests.set(requestId, refusal);
        return refuse(refusal);
      }
      const liters = Object.values(batch).reduce<number>((sum, value) => sum + (value ?? 0), 0);
      player.wallet.gasoline -= liters;
      round.confirmed = mergeFuel(round.confirmed, batch);
      player.rounds.set(key, round);
      player.requests.set(requestId, 'done');
      player.charges += 1;
      return { ok: true, data: roundView(game, player, at) };
    },

    buyGasoline(token: string, liters: number, requestId: string): SimulatorReply<RaceWallet> {
      const session = enter(token);
      if (!session) return refuse('minor');
      const { player, at } = session;
      if (player.requests.get(requestId) === 'done') return { ok: true, data: { ...player.wallet } };
      if (!Number.isInteger(liters) || liters <= 0) return refuse('invalid');
      const purchase = gasolinePurchase(liters);
      if (player.wallet.coins < purchase.coins) return refuse('notEnoughCoins');
      player.wallet.coins -= purchase.coins;
      player.wallet.gasoline += purchase.liters;
      const fragments = player.wallet.fragments + purchase.fragments;
      // Whole medal days are converted at once; the rest waits for the next 2000.
      player.medalExpiresAt = extendMedal(player.medalExpiresAt, at, Math.floor(fragments / FRAGMENTS_PER_MEDAL_DAY));
      player.wallet.fragments = fragments % FRAGMENTS_PER_MEDAL_DAY;
      player.requests.set(requestId, 'done');
      player.charges += 1;
      return { ok: true, data: { ...player.wallet } };
    },

    history(token: string, game: RaceGame): SimulatorReply<{ items: RaceHistoryEntry[] }> {
      const session = enter(token);
      if (!session) return refuse('minor');
      return { ok: true, data: { items: session.player.history.filter((entry) => entry.game === game) } };
    },

    medal(token: string): SimulatorReply<MedalStatus> {
      const session = enter(token);
      if (!session) return refuse('minor');
      return {
        ok: true,
        data: { fragments: session.player.wallet.fragments, expires_at: session.player.medalExpiresAt },
      };
    },

    /** Charges made for this token (gasoline bought, refuels confirmed): tests count double charges with it. */
    chargesOf(token: string): number {
      return players.get(token)?.charges ?? 0;
    },
  };
}

export type RaceSimulator = ReturnType<typeof createRaceSimulator>;

/** The one simulator of the dev app and the e2e server. Stories make their own. */
export const raceSimulator = createRaceSimulator();

/** Days of medal a story wants to show as still worn. */
export const medalExpiringIn = (days: number, from: number = appNow()) => from + days * DAY_MS;
