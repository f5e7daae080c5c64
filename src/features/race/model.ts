/**
 * Speed-car racing rules (spec §3, §4, §5, §9). Pure and clocked: every
 * time-dependent rule takes `now`. The mock server uses the same rules, so the
 * client's checks and the server's refusals never disagree.
 */

// ── Schedule ────────────────────────────────────────────────────────────────

/** A new round every 40 s (spec §9). */
export const ROUND_MS = 40_000;

/**
 * How a round's 40 s are split (the spec names the phases, not their lengths):
 * refuelling is open during the countdown; the race runs; the results stay up;
 * a short "over" closes the round before the next countdown.
 */
export const PHASE_MS = { countdown: 24_000, racing: 8_000, results: 6_000, over: 2_000 } as const;

export type RacePhase = keyof typeof PHASE_MS;
export const RACE_PHASES = Object.keys(PHASE_MS) as RacePhase[];

/** Rounds start on a fixed 40 s grid from this instant (00:00 1 Jan 2025, UTC+8). */
export const RACE_EPOCH_MS = Date.parse('2025-01-01T00:00:00+08:00');

export function roundIdAt(now: number): number {
  return Math.floor((now - RACE_EPOCH_MS) / ROUND_MS);
}

export function roundStartAt(roundId: number): number {
  return RACE_EPOCH_MS + roundId * ROUND_MS;
}

export interface PhaseState {
  phase: RacePhase;
  /** Until this phase ends. */
  msLeft: number;
  /** Whole seconds shown to the user (rounded up, so "1" shows until the end). */
  secondsLeft: number;
  /** Since this phase began. */
  msIn: number;
  /** The round is over and a newer one has begun: time to ask the server for it. */
  stale: boolean;
}

/** Where a round stands at `now`, from its start time alone (never from elapsed timers). */
export function phaseAt(startAt: number, now: number): PhaseState {
  const elapsed = now - startAt;
  if (elapsed < 0) {
    // Not started yet (a clock slightly behind the server's): still counting down.
    const msLeft = PHASE_MS.countdown - elapsed;
    return { phase: 'countdown', msLeft, secondsLeft: Math.ceil(msLeft / 1000), msIn: 0, stale: false };
  }
  let phaseStart = 0;
  for (const phase of RACE_PHASES) {
    const phaseEnd = phaseStart + PHASE_MS[phase];
    if (elapsed < phaseEnd) {
      const msLeft = phaseEnd - elapsed;
      return { phase, msLeft, secondsLeft: Math.ceil(msLeft / 1000), msIn: elapsed - phaseStart, stale: false };
    }
    phaseStart = phaseEnd;
  }
  return { phase: 'over', msLeft: 0, secondsLeft: 0, msIn: elapsed - (ROUND_MS - PHASE_MS.over), stale: true };
}

/** When a round's race begins: its countdown (and refuelling) ends. */
export function raceStartsAt(startAt: number): number {
  return startAt + PHASE_MS.countdown;
}

/** Once the race is run, the winner is shown (crowned tile, result): during results and over. */
export function winnerShownIn(phase: RacePhase): boolean {
  return phase === 'results' || phase === 'over';
}

// ── Games and what races in them ────────────────────────────────────────────

/** Nine cars, slowest-looking first (spec §3). */
export const CAR_IDS = [
  'tractor',
  'truck',
  'tesla',
  'mustang',
  'porsche',
  'gclass',
  'mclaren',
  'lamborghini',
  'bugatti',
] as const;
export type CarId = (typeof CAR_IDS)[number];

/** The horsepower battle races two sides instead of nine cars. */
export const SIDE_IDS = ['red', 'blue'] as const;
export type SideId = (typeof SIDE_IDS)[number];

/** A car or a side: whatever a user refuels and the race decides among. */
export type EntryId = CarId | SideId;

/**
 * - `classic`: the speed car game, nine cars;
 * - `golden`: the golden speed car, the same race in gold, whose winners also get the golden car to ride;
 * - `horsepower`: the horsepower battle, two sides; the side with more horsepower (liters) wins.
 */
export const RACE_GAMES = ['classic', 'golden', 'horsepower'] as const;
export type RaceGame = (typeof RACE_GAMES)[number];

export function entriesOf(game: RaceGame): readonly EntryId[] {
  return game === 'horsepower' ? SIDE_IDS : CAR_IDS;
}

/**
 * How grand a car looks: the cars are listed from the safest bet to the longest shot, and the
 * longer the odds the finer the car — three of each: street (0), sport (1), supercar (2).
 * The battle's two sides are street.
 */
export type CarTier = 0 | 1 | 2;

export function carTier(entry: EntryId): CarTier {
  const index = (CAR_IDS as readonly EntryId[]).indexOf(entry);
  return index < 0 ? 0 : (Math.min(2, Math.floor(index / 3)) as CarTier);
}

export function isEntryOf(game: RaceGame, value: unknown): value is EntryId {
  return typeof value === 'string' && (entriesOf(game) as readonly string[]).includes(value);
}

export function isRaceGame(value: unknown): value is RaceGame {
  return typeof value === 'string' && (RACE_GAMES as readonly string[]).includes(value);
}

// ── Gasoline, refuelling ────────────────────────────────────────────────────

/** At most this many liters per car per round, confirmed and pending together (spec §5). */
export const REFUEL_LIMIT_LITERS = 5000;
/** 1 coin buys 1 liter of gasoline and gives 1 medal fragment (spec §9). */
export const LITERS_PER_COIN = 1;
export const FRAGMENTS_PER_COIN = 1;
/** Amounts a tap adds to a car. */
export const REFUEL_STEPS = [100, 500, 1000, 5000] as const;
/** Gasoline packs on sale (liters). */
export const GASOLINE_PACKS = [1000, 5000, 10000, 50000] as const;

/** Liters per entry. Absent means none. */
export type Fuel = Partial<Record<EntryId, number>>;

export interface RefuelState {
  /** Gasoline the user owns (liters), before this round's pending liters. */
  gasoline: number;
  /** Charged and locked in for this round. */
  confirmed: Fuel;
  /** Added on this device, not yet confirmed: nothing is charged for it. */
  pending: Fuel;
}

export type RefuelRefusal =
  | 'closed' // refuelling only during the countdown
  | 'invalid' // not a positive whole number of liters
  | 'overLimit' // "Each car can be refuelled up to {0} liters."
  | 'noGasoline' // "No gasoline to add."
  | 'notEnoughGasoline' // "Not enough gasoline; please refill."
  | 'confirmedLocked'; // "Adjusting confirmed refuelling is not allowed."

export type RefuelResult = { ok: true; pending: Fuel } | { ok: false; reason: RefuelRefusal };

export function totalLiters(fuel: Fuel): number {
  return Object.values(fuel).reduce<number>((sum, liters) => sum + (liters ?? 0), 0);
}

/** Gasoline not yet spoken for by pending liters. */
export function gasolineAvailable(state: RefuelState): number {
  return Math.max(0, state.gasoline - totalLiters(state.pending));
}

/** How many more liters this entry can take this round. */
export function refuelLimitLeft(state: Pick<RefuelState, 'confirmed' | 'pending'>, entry: EntryId): number {
  return Math.max(0, REFUEL_LIMIT_LITERS - (state.confirmed[entry] ?? 0) - (state.pending[entry] ?? 0));
}

const isWholeLiters = (liters: number) => Number.isInteger(liters) && liters > 0;

/** Add pending liters to an entry, or say why not. The limit is checked before the gasoline. */
export function addFuel(state: RefuelState, entry: EntryId, liters: number, phase: RacePhase): RefuelResult {
  if (phase !== 'countdown') return { ok: false, reason: 'closed' };
  if (!isWholeLiters(liters)) return { ok: false, reason: 'invalid' };
  if (liters > refuelLimitLeft(state, entry)) return { ok: false, reason: 'overLimit' };
  const available = gasolineAvailable(state);
  if (available === 0) return { ok: false, reason: 'noGasoline' };
  if (available < liters) return { ok: false, reason: 'notEnoughGasoline' };
  return { ok: true, pending: { ...state.pending, [entry]: (state.pending[entry] ?? 0) + liters } };
}

/**
 * Take an entry's pending liters back. Confirmed liters are charged and locked:
 * trying to take them back is refused.
 */
export function removeFuel(state: RefuelState, entry: EntryId, phase: RacePhase): RefuelResult {
  if ((state.pending[entry] ?? 0) > 0) {
    const pending = { ...state.pending };
    delete pending[entry];
    return { ok: true, pending };
  }
  if ((state.confirmed[entry] ?? 0) > 0) return { ok: false, reason: 'confirmedLocked' };
  if (phase !== 'countdown') return { ok: false, reason: 'closed' };
  return { ok: true, pending: state.pending };
}

/**
 * The server's check of a confirmed batch: the same rules as `addFuel`, for the
 * whole batch at once. Null when it may be charged.
 */
export function refuseBatch(state: Omit<RefuelState, 'pending'>, batch: Fuel, phase: RacePhase): RefuelRefusal | null {
  if (phase !== 'countdown') return 'closed';
  const entries = Object.entries(batch) as Array<[EntryId, number | undefined]>;
  if (entries.length === 0 || entries.some(([, liters]) => !isWholeLiters(liters ?? 0))) return 'invalid';
  if (entries.some(([entry, liters]) => (state.confirmed[entry] ?? 0) + (liters ?? 0) > REFUEL_LIMIT_LITERS))
    return 'overLimit';
  if (state.gasoline === 0) return 'noGasoline';
  if (state.gasoline < totalLiters(batch)) return 'notEnoughGasoline';
  return null;
}

/** Confirmed after a batch is charged. */
export function mergeFuel(confirmed: Fuel, batch: Fuel): Fuel {
  const merged: Fuel = { ...confirmed };
  for (const [entry, liters] of Object.entries(batch) as Array<[EntryId, number | undefined]>) {
    merged[entry] = (merged[entry] ?? 0) + (liters ?? 0);
  }
  return merged;
}

// ── Medal fragments ─────────────────────────────────────────────────────────

/** 2000 fragments give 1 day of the gold racer medal (spec §9). */
export const FRAGMENTS_PER_MEDAL_DAY = 2000;
export const DAY_MS = 86_400_000;

export interface GasolinePurchase {
  coins: number;
  liters: number;
  fragments: number;
}

export function gasolinePurchase(liters: number): GasolinePurchase {
  const coins = Math.ceil(liters / LITERS_PER_COIN);
  return { coins, liters, fragments: coins * FRAGMENTS_PER_COIN };
}

export interface MedalProgress {
  /** Whole medal days these fragments are worth. */
  days: number;
  /** Fragments towards the next day. */
  remainder: number;
  /** Fragments still needed for the next day. */
  toNextDay: number;
}

export function medalProgress(fragments: number): MedalProgress {
  const safe = Math.max(0, Math.floor(fragments));
  const remainder = safe % FRAGMENTS_PER_MEDAL_DAY;
  return {
    days: Math.floor(safe / FRAGMENTS_PER_MEDAL_DAY),
    remainder,
    toNextDay: FRAGMENTS_PER_MEDAL_DAY - remainder,
  };
}

/** A medal extended by whole days: from its expiry if still worn, otherwise from now. */
export function extendMedal(expiresAt: number | null, now: number, days: number): number | null {
  if (days <= 0) return expiresAt;
  return Math.max(expiresAt ?? now, now) + days * DAY_MS;
}

/** Whole days a medal has left (rounded up; 0 when expired or never earned). */
export function medalDaysLeft(expiresAt: number | null, now: number): number {
  if (expiresAt === null || expiresAt <= now) return 0;
  return Math.ceil((expiresAt - now) / DAY_MS);
}

// ── Outcomes ────────────────────────────────────────────────────────────────

export type RaceOutcome = 'won' | 'failed' | 'not_participating';

/** A user who confirmed nothing did not take part; otherwise they won if they fuelled the winner. */
export function outcomeFor(confirmed: Fuel, winner: EntryId): RaceOutcome {
  if (totalLiters(confirmed) === 0) return 'not_participating';
  return (confirmed[winner] ?? 0) > 0 ? 'won' : 'failed';
}

/**
 * Prizes the server pays (the client shows them in the rules): the battle's winning
 * side gets its liters back 1.9×; a golden speed car win adds the golden car for a day.
 */
export const HORSEPOWER_WIN_MULTIPLIER = 1.9;
export const GOLDEN_VEHICLE_DAYS = 1;

/** The horsepower battle: the side with more liters wins; a tie goes to red, which the rules say. */
export function horsepowerWinner(pools: Partial<Record<SideId, number>>): SideId {
  return (pools.blue ?? 0) > (pools.red ?? 0) ? 'blue' : 'red';
}

/**
 * How long each entry takes to cross the line during the race, from the finish
 * order the server decided: the winner at 70 % of the racing phase, the last one
 * just before it ends, the rest evenly between. The track animates from this.
 */
export function finishTimes(finishOrder: readonly EntryId[], racingMs: number = PHASE_MS.racing): Map<EntryId, number> {
  const first = racingMs * 0.7;
  const last = racingMs * 0.95;
  const step = finishOrder.length > 1 ? (last - first) / (finishOrder.length - 1) : 0;
  return new Map(finishOrder.map((entry, place) => [entry, Math.round(first + place * step)]));
}

// ── Who may play ────────────────────────────────────────────────────────────

export const ADULT_AGE = 18;

/**
 * Minors are banned (spec §5). An unknown age (0 or missing in self info) is not
 * taken as minor here; the server, which knows the verified age, refuses too.
 */
export function isMinor(age: number): boolean {
  return age > 0 && age < ADULT_AGE;
}
