/**
 * The one clock the app reads. Time-dependent rules take `now` as an argument;
 * pages get it from here, so Storybook (clock toolbar) and tests can pin it.
 * Timeouts use real time; signing uses real time with the server correction only (`signingNow`), never a pin.
 */

/**
 * The product's time zone: event dates, days, weeks and months are UTC+8 (spec), whatever the phone's zone. Every
 * rule that cuts time into days adds this to the clock's moment and reads the UTC fields. (Here, not a module of its
 * own: every page's first visit has this one already, in the shell.)
 */
export const UTC8_OFFSET_MS = 8 * 3_600_000;

let fixedNow: number | null = null;
/** Server time minus this device's, from the last reply that said what time it was. */
let serverOffset = 0;
const listeners = new Set<() => void>();

/**
 * Now, by the server's clock: the device's time (or the pinned one) corrected by what the server last
 * said. A phone whose clock is minutes off still counts down to the server's deadlines.
 */
export function appNow(): number {
  return (fixedNow ?? Date.now()) + serverOffset;
}

/** Pin the app clock to a timestamp (ms), or pass null to follow real time. Subscribers hear at once. */
export function setAppClock(timestamp: number | null): void {
  fixedNow = timestamp;
  serverOffset = 0; // a pinned clock is the time: no correction carried over
  listeners.forEach((listener) => listener());
}

/** Differences under this are the reply's own travel time, not a wrong clock: not worth a correction (or a re-render). */
const CORRECTION_MIN_MS = 1_000;
/** A server time that is no plausible moment (2000–2100) is ignored. */
const PLAUSIBLE = [Date.UTC(2000, 0, 1), Date.UTC(2100, 0, 1)] as const;

/**
 * A reply said the server's time (ms since the epoch) when it was sent: every area's countdowns follow
 * it from now on (the http client notes each envelope's `server_now`). True when it moved the clock.
 */
export function noteServerTime(serverNow: unknown): boolean {
  if (typeof serverNow !== 'number' || !(serverNow >= PLAUSIBLE[0] && serverNow <= PLAUSIBLE[1])) return false;
  const offset = serverNow - (fixedNow ?? Date.now());
  if (Math.abs(offset - serverOffset) < CORRECTION_MIN_MS) return false;
  serverOffset = offset;
  listeners.forEach((listener) => listener());
  return true;
}

/**
 * The time a request is signed with: the device's real time, corrected by the server's when the app
 * clock follows real time (a pinned clock is a story's or a test's, and the mock checks real time).
 */
export function signingNow(): number {
  return Date.now() + (fixedNow === null ? serverOffset : 0);
}

/** Called whenever the clock is set (not on every tick of real time). */
export function subscribeAppClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
