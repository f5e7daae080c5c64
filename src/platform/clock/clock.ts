/**
 * The one clock the app reads. Time-dependent rules take `now` as an argument;
 * pages get it from here, so Storybook (clock toolbar) and tests can pin it.
 * Signing and timeouts use real time, never this clock.
 */
let fixedNow: number | null = null;
const listeners = new Set<() => void>();

export function appNow(): number {
  return fixedNow ?? Date.now();
}

/** Pin the app clock to a timestamp (ms), or pass null to follow real time. Subscribers hear at once. */
export function setAppClock(timestamp: number | null): void {
  fixedNow = timestamp;
  listeners.forEach((listener) => listener());
}

/** Called whenever the clock is set (not on every tick of real time). */
export function subscribeAppClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
