import { finishTimes, PHASE_MS, type EntryId, type RacePhase } from '../model';

/**
 * Pure rules behind the race track's motion. The track only ever hands CSS a
 * duration, a delay and a timing curve per car; the compositor does the rest.
 */

/** Cubic-bezier control points (x1, y1, x2, y2). Every y stays in 0–1, so no car overshoots the line or rolls back. */
export type Curve = readonly [number, number, number, number];

/** How one car crosses the track during the racing phase. */
export interface LaneMotion {
  /** From the start of the racing phase to crossing the finish line (model's `finishTimes`). */
  durationMs: number;
  /** Shape of the run; the CSS timing function is `cubic-bezier(…)` of it (every web view has that, unlike `linear()`). */
  curve: Curve;
}

/**
 * Running styles. Mixed per round so the lead changes mid-race: the hares lead
 * early and fade, the closer (usually the winner) starts slow and steals it late.
 */
export const CURVES = {
  hare: [0.2, 0.55, 0.5, 0.88],
  steady: [0.3, 0.25, 0.7, 0.8],
  surger: [0.2, 0.5, 0.6, 0.45],
  closer: [0.5, 0.08, 0.68, 0.68],
} as const satisfies Record<string, Curve>;

export type RunningStyle = keyof typeof CURVES;

/** What a lane shows: waiting at the start, driving, or parked at the finish. */
export type LaneStage = 'waiting' | 'racing' | 'finished';

/**
 * Countdown waits; racing drives once the finish order is known (without it the
 * cars keep waiting); results and over park every car at the finish.
 */
export function laneStage(phase: RacePhase, finishOrder: readonly EntryId[] | null): LaneStage {
  if (phase === 'countdown') return 'waiting';
  if (phase === 'racing') return finishOrder ? 'racing' : 'waiting';
  return 'finished';
}

/** 1-based place of an entry in the finish order, or null (unknown yet, or not in it). */
export function placeOf(entry: EntryId, finishOrder: readonly EntryId[] | null): number | null {
  const index = finishOrder ? finishOrder.indexOf(entry) : -1;
  return index < 0 ? null : index + 1;
}

/** A tiny deterministic generator (mulberry32): the same round always gets the same curves. */
function random(seed: number): () => number {
  let state = Math.floor(Math.abs(seed)) % 4_294_967_296 || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The running style of each place. The winner closes (or, one round in four,
 * surges); the last two are hares that lead early; the middle of the field is
 * mixed by the seed. Seeded by the round (its race start), so a reload mid-race
 * redraws exactly the same race.
 */
export function runningStyles(count: number, seed: number): RunningStyle[] {
  const next = random(seed);
  const middle: RunningStyle[] = ['steady', 'surger', 'hare'];
  return Array.from({ length: count }, (_, place): RunningStyle => {
    if (place === 0) return count > 1 && next() < 0.25 ? 'surger' : 'closer';
    if (place >= count - 2) return 'hare';
    return middle[Math.floor(next() * middle.length)] ?? 'steady';
  });
}

/** Duration and curve per entry, from the finish order the server decided. */
export function laneMotions(
  finishOrder: readonly EntryId[],
  seed: number,
  racingMs: number = PHASE_MS.racing,
): Map<EntryId, LaneMotion> {
  const times = finishTimes(finishOrder, racingMs);
  const styles = runningStyles(finishOrder.length, seed);
  return new Map(
    finishOrder.map((entry, place) => [
      entry,
      { durationMs: times.get(entry) ?? racingMs, curve: CURVES[styles[place] ?? 'steady'] },
    ]),
  );
}

export function cubicBezierCss([x1, y1, x2, y2]: Curve): string {
  return `cubic-bezier(${x1}, ${y1}, ${x2}, ${y2})`;
}

/**
 * How far into the race `now` is (ms, never negative). The track reads this only
 * when the race changes, never per tick, and hands it to CSS as a negative
 * `animation-delay`, so a remount mid-race carries on where the race is.
 */
export function raceElapsedMs(raceStartAt: number, now: number): number {
  return Math.max(0, now - raceStartAt);
}

const bezier = (a: number, b: number, s: number) => 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s;

/** Share of the track (0–1) a car has covered `elapsedMs` into the race: what the CSS animation draws. */
export function progressAt(motion: LaneMotion, elapsedMs: number): number {
  const [x1, y1, x2, y2] = motion.curve;
  const x = Math.min(1, Math.max(0, elapsedMs / motion.durationMs));
  // x(s) is increasing for x1, x2 in 0–1: bisect for the curve parameter.
  let low = 0;
  let high = 1;
  for (let i = 0; i < 40; i += 1) {
    const mid = (low + high) / 2;
    if (bezier(x1, x2, mid) < x) low = mid;
    else high = mid;
  }
  return bezier(y1, y2, (low + high) / 2);
}
