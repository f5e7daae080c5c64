import { getResponse } from 'msw';
import { setAppClock } from '../../src/platform/clock/clock';
import { handlers } from '../handlers';
import { checkSignature, placeholderTokenSignsIn, readParams } from '../handlers/signedRequest';
import { pinServerClock, signatureTimeFor } from '../server/serverClock';
import { type Fault, faultHandlers } from './faults';
import { type SimScenario, simulatedNow } from './scenario';
import { serverStateOf, setUpServers } from './servers';

/**
 * The simulator's server: the mock backend run by the host page, not by the page in the phone. The page's MSW hands
 * every request over (`WireRequest`, plain data across the two windows) and returns the answer it gets, so the
 * servers keep their state when the page reloads or is reopened — a purchase, a charge or a lit bulb is still there
 * after a reload, as on the real server — and faults, the request log and the ledgers live in one place.
 */

export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
}

/** An answer, a network error (`error`), or null: no handler (the request goes to the network). */
export type WireResponse =
  | { kind: 'error' }
  | { kind: 'answer'; status: number; headers: [string, string][]; body: string };

export interface RequestLogEntry {
  id: number;
  at: number;
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** `verifies`, or why the server refuses the signature. */
  signature: string;
  /** The HTTP status, `network error`, or undefined while it has none. */
  outcome?: number | 'network error';
  body?: string;
}

/** How often the servers' clock moves when it is set (frozen clocks do not move). */
const CLOCK_TICK_MS = 250;

export function createHostServer(log: (entry: RequestLogEntry) => void) {
  let faults: readonly Fault[] = [];
  let appliedSetups = '';
  let nextId = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  // The host's own session and clock are the real ones; the servers run on the scenario's.
  placeholderTokenSignsIn(false);

  return {
    /**
     * A page is opened with `scenario`: the servers' clock follows it (the race reads the app clock of the window it
     * runs in: this one), its faults apply, and its member's setups are made when they differ from the last ones
     * (so reopening the same scenario keeps what the servers hold).
     */
    open(scenario: SimScenario, setAtReal: number) {
      clearInterval(ticker);
      const token = scenario.token ?? '';
      const now = () => simulatedNow(scenario.clock, setAtReal, Date.now());
      const at = now();
      pinServerClock(token, at, false, { rate: scenario.clock.rate, signsInRealTime: scenario.clock.rate !== 1 });
      setAppClock(at);
      if (at !== null && scenario.clock.rate > 0) ticker = setInterval(() => setAppClock(now()), CLOCK_TICK_MS);
      faults = scenario.faults;
      const setups = JSON.stringify([token, scenario.server]);
      if (setups !== appliedSetups) setUpServers(scenario);
      appliedSetups = setups;
    },
    setFaults(next: readonly Fault[]) {
      faults = next;
    },
    ledgers: (token: string) => serverStateOf(token),
    async handle(wire: WireRequest): Promise<WireResponse | null> {
      const request = new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
      const path = new URL(wire.url).pathname;
      let entry: RequestLogEntry | null = null;
      if (path.startsWith('/api/')) {
        const token = request.headers.get('Access-Token') ?? '';
        const params = await readParams(request);
        const failure = checkSignature(params, signatureTimeFor(token));
        entry = {
          id: nextId++,
          at: Date.now(),
          method: wire.method,
          path,
          params,
          signature: failure ? `refused: ${failure.msg}` : 'verifies',
        };
        log(entry);
      }
      const response = await getResponse([...faultHandlers(faults, handlers), ...handlers], request);
      if (!response) return null;
      if (response.type === 'error') {
        if (entry) log({ ...entry, outcome: 'network error' });
        return { kind: 'error' };
      }
      const body = await response.text();
      if (entry) log({ ...entry, outcome: response.status, body: body.slice(0, 400) });
      return { kind: 'answer', status: response.status, headers: [...response.headers.entries()], body };
    },
  };
}

export type HostServer = ReturnType<typeof createHostServer>;
