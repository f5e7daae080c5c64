/** A remaining duration split into display parts. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Splits a remaining duration (ms) into days, hours, minutes and seconds.
 * Negative, NaN or infinite input counts as zero (a countdown never goes below 0).
 * Partial seconds round up, so "00:00:01" shows until the last millisecond and
 * "00:00:00" only appears once the target is reached.
 */
export function splitDuration(ms: number): DurationParts {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / SECOND) * SECOND : 0;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

/** Milliseconds left until `target` at `now`, never below zero. */
export function remainingMs(target: number, now: number): number {
  const left = target - now;
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/** A two-digit clock part: 7 → "07". */
export function pad2(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}
