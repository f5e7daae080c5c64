/**
 * The mock server's own clock, per access token, for e2e and the dev app's simulator: a test pins what time the
 * server says for its token (the signature check and the simulators read it), and that clock runs on in real time.
 * Tests running side by side on the shared mock server keep their own times; without a pin the server's time is the
 * real one.
 */
interface Pin {
  at: number;
  pinnedAt: number;
  /** Server seconds per real second: 1 runs on, 0 is frozen, 60 is a minute a second. */
  rate: number;
  /** The signature's timestamp window is checked against the real time (the page's clock is pinned, not wrong). */
  signsInRealTime: boolean;
}
const pins = new Map<string, Pin>();

export interface ServerClockOptions {
  rate?: number;
  signsInRealTime?: boolean;
}

/**
 * e2e: requests carrying `token` meet a server whose clock reads `at` now (null: real time again); a
 * frozen clock stays at `at`, for a test that must see one exact second (23:59:59, then midnight). The simulator
 * also runs it faster (`rate`) and, as its page's clock is pinned too, checks signatures against the real time.
 */
export function pinServerClock(token: string, at: number | null, frozen = false, options: ServerClockOptions = {}) {
  if (at === null) pins.delete(token);
  else
    pins.set(token, {
      at,
      pinnedAt: Date.now(),
      rate: frozen ? 0 : (options.rate ?? 1),
      signsInRealTime: options.signsInRealTime ?? false,
    });
}

/** The server's time for a request carrying `token`, or null when it is the real time. */
export function serverTimeFor(token: string): number | null {
  const pin = pins.get(token);
  if (!pin) return null;
  return pin.at + (Date.now() - pin.pinnedAt) * pin.rate;
}

/** The time a request's signature timestamp is checked against. */
export function signatureTimeFor(token: string): number {
  const pin = pins.get(token);
  return pin && !pin.signsInRealTime ? (serverTimeFor(token) ?? Date.now()) : Date.now();
}
