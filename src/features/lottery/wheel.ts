/**
 * The boards' motion, pure and unit-tested: where the wish wheel stops for the slot the server chose, the spin's
 * curve in time, the pointer's ticks, and the signs' light. Only the boards that turn import it.
 */

// The wheel turns clockwise; the pointer is fixed at the top. Segment `slot` is centred `slot × 360/n` degrees clockwise
// from the top when the wheel's rotation is 0, so a rotation r puts the segment at `-r` under the pointer.

export const segmentDegrees = (segments: number): number => 360 / segments;

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The segment under the pointer at a rotation (degrees, any number of turns). */
export function slotUnderPointer(rotation: number, segments: number): number {
  const degrees = segmentDegrees(segments);
  return mod(Math.round(mod(-rotation, 360) / degrees), segments);
}

/** Whole turns the wheel makes before it settles (the spin reads as a spin at any speed). */
export const SPIN_TURNS = 6;
/** How long a spin lasts, whatever the screen's refresh rate or the phone's speed (the easing is of time). */
export const SPIN_MS = 4_800;
/** How far from its centre the wheel may stop, as a share of half a segment (never near the lines between two). */
export const SPIN_OFFSET_MAX = 0.6;

/**
 * The rotation at which the wheel stops on `slot`: at least `turns` whole turns on from `from`, with the pointer
 * `offset` (−1…1, a share of SPIN_OFFSET_MAX of half a segment) off the segment's centre so it does not stop at the
 * same place every time. The slot is the server's; the offset only looks natural.
 */
export function landingRotation(from: number, slot: number, segments: number, offset = 0, turns = SPIN_TURNS): number {
  const degrees = segmentDegrees(segments);
  const clamped = Math.max(-1, Math.min(1, offset));
  const target = -(slot * degrees) + clamped * SPIN_OFFSET_MAX * (degrees / 2);
  return from + turns * 360 + mod(target - from, 360);
}

/** Segment lines the pointer passed between two rotations (one pointer tick each). */
export function ticksBetween(from: number, to: number, segments: number): number {
  const degrees = segmentDegrees(segments);
  return Math.abs(Math.floor((to + degrees / 2) / degrees) - Math.floor((from + degrees / 2) / degrees));
}

/**
 * CSS's `cubic-bezier(x1, y1, x2, y2)` as a function of time's share: the wheel's transition and the ticks counted in
 * script follow the same curve. Newton steps on x(t), bisection when they stall.
 */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (share: number) => number {
  const a = (p1: number, p2: number) => 1 - 3 * p2 + 3 * p1;
  const b = (p1: number, p2: number) => 3 * p2 - 6 * p1;
  const c = (p1: number) => 3 * p1;
  const at = (t: number, p1: number, p2: number) => ((a(p1, p2) * t + b(p1, p2)) * t + c(p1)) * t;
  const slope = (t: number, p1: number, p2: number) => 3 * a(p1, p2) * t * t + 2 * b(p1, p2) * t + c(p1);
  return (share) => {
    if (share <= 0) return 0;
    if (share >= 1) return 1;
    let t = share;
    for (let step = 0; step < 8; step++) {
      const error = at(t, x1, x2) - share;
      if (Math.abs(error) < 1e-6) return at(t, y1, y2);
      const d = slope(t, x1, x2);
      if (Math.abs(d) < 1e-6) break;
      t -= error / d;
    }
    let low = 0;
    let high = 1;
    t = share;
    for (let step = 0; step < 30; step++) {
      const x = at(t, x1, x2);
      if (Math.abs(x - share) < 1e-6) break;
      if (x < share) low = t;
      else high = t;
      t = (low + high) / 2;
    }
    return at(t, y1, y2);
  };
}

/** The spin's curve: quick to speed, a long slowing down, settling without a bounce (the result never wobbles). */
export const SPIN_EASING = [0.12, 0.6, 0.1, 1] as const;
export const spinEasing = cubicBezier(...SPIN_EASING);

/** Where a spin is `elapsed` ms after it started (for the pointer's ticks and the chase light). */
export const spinAt = (from: number, to: number, elapsed: number, duration = SPIN_MS): number =>
  from + (to - from) * spinEasing(elapsed / duration);

// ── A board of signs (the divine-star lottery): a light runs round the twelve signs and stops on the server's. ──

/** Steps the light takes to stop on `slot` from `from`: at least `laps` whole laps. */
export function chaseSteps(from: number, slot: number, signs: number, laps = 3): number {
  return laps * signs + mod(slot - from, signs);
}
