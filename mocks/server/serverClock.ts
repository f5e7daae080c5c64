/**
 * The mock server's own clock, per access token, for e2e: a test pins what time the server says for
 * its token (the signature check and the simulators read it), and that clock runs
 * on in real time. Tests running side by side on the shared mock server keep their own times; without a
 * pin the server's time is the real one.
 */
const pins = new Map<string, { at: number; pinnedAt: number; frozen: boolean }>();

/**
 * e2e: requests carrying `token` meet a server whose clock reads `at` now (null: real time again); a
 * frozen clock stays at `at`, for a test that must see one exact second (23:59:59, then midnight).
 */
export function pinServerClock(token: string, at: number | null, frozen = false): void {
  if (at === null) pins.delete(token);
  else pins.set(token, { at, pinnedAt: Date.now(), frozen });
}

/** The server's time for a request carrying `token`, or null when it is the real time. */
export function serverTimeFor(token: string): number | null {
  const pin = pins.get(token);
  if (!pin) return null;
  return pin.frozen ? pin.at : pin.at + (Date.now() - pin.pinnedAt);
}
