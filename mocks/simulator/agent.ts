import { noteServerTime, setAppClock } from '../../src/platform/clock/clock';
import { STORED_LANGUAGE_KEY } from '../../src/platform/i18n/languages';
import { TOKEN_KEY } from '../../src/platform/session/token';
import { storage } from '../../src/platform/storage/safeStorage';
import { installMockBridge, MOCK_BRIDGE_CALL_EVENT, type MockBridgeCall } from '../bridge/mockBridge';
import { worker } from '../browser';
import { handlers } from '../handlers';
import { checkSignature, placeholderTokenSignsIn, readParams } from '../handlers/signedRequest';
import { pinServerClock, signatureTimeFor } from '../server/serverClock';
import { type Fault, faultHandlers } from './faults';
import { bridgeOptions, type SimScenario, simulatedNow } from './scenario';
import { serverStateOf, setUpServers } from './servers';

/**
 * The simulator's side inside the web view (the iframe): it makes the page's world what the scenario says before the
 * app boots — the bridge its platform injects (or none), the token and language the app stored, the clock of the page
 * and of the mock server — and tells the host what the page asks of the native side. Same origin as the host, so they
 * talk through each other's `window`.
 */

/** What the simulator's host page offers the page inside it (`window.__h5Simulator` of the parent). */
export interface SimulatorHost {
  scenario: SimScenario;
  /** The real time the scenario's clock was set at. */
  clockSetAtReal: number;
  onBridgeCall(call: MockBridgeCall): void;
  /** A request reached the mock server (or the fault before it), with its signed parameters and the signature check. */
  onRequest(entry: RequestLogEntry): void;
  /** Its answer: the HTTP status and the start of the body. */
  onResponse(id: string, status: number, body: string): void;
  /** The page's address changed (routing inside the web view). */
  onNavigate(path: string): void;
}

export interface RequestLogEntry {
  id: string;
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** `verifies`, or why the server refuses the signature. */
  signature: string;
}

/** What the host can do to the page (`window.__simAgent` of the iframe). */
export interface SimulatorAgent {
  /** The app went to the background (true) or came back: the web view's visibility changes as a phone's does. */
  setBackground(background: boolean): void;
  /** What the mock servers hold for the signed-in token now (their ledgers). */
  serverState(): Record<string, unknown>;
  /** From now on the server goes wrong this way (no reload: the page and the servers keep their state). */
  setFaults(faults: Fault[]): void;
}

export const HOST_KEY = '__h5Simulator';
export const AGENT_KEY = '__simAgent';

/** How often a clock that is frozen or runs faster than real time moves the page's pinned clock. */
const FAST_CLOCK_TICK_MS = 250;

function simulatorHost(): SimulatorHost | null {
  try {
    if (window.parent === window) return null;
    return (Reflect.get(window.parent, HOST_KEY) as SimulatorHost | undefined) ?? null;
  } catch {
    return null; // another origin's frame: not the simulator
  }
}

function applyClock(scenario: SimScenario, setAtReal: number): void {
  const token = scenario.token ?? '';
  const now = simulatedNow(scenario.clock, setAtReal, Date.now());
  if (now === null) return;
  if (scenario.clock.rate === 1) {
    // The server's clock differs from the phone's: the page learns it as it does from any reply (its countdowns
    // and its signatures follow the server), and the server runs on from there.
    pinServerClock(token, now);
    noteServerTime(now);
    return;
  }
  // Frozen or faster: the page's clock is pinned and moved with the server's, in steps.
  pinServerClock(token, now, false, { rate: scenario.clock.rate, signsInRealTime: true });
  setAppClock(now);
  if (scenario.clock.rate > 0)
    setInterval(() => setAppClock(simulatedNow(scenario.clock, setAtReal, Date.now())), FAST_CLOCK_TICK_MS);
}

function reportNavigation(host: SimulatorHost): void {
  const report = () => host.onNavigate(`${location.pathname}${location.search}`);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      report();
    };
  }
  window.addEventListener('popstate', report);
  report();
}

function controllableVisibility(): SimulatorAgent['setBackground'] {
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  return (background) => {
    if (background === hidden) return;
    hidden = background;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

function logRequests(host: SimulatorHost): void {
  worker.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const token = request.headers.get('Access-Token') ?? '';
    void readParams(request.clone()).then((params) => {
      const failure = checkSignature(params, signatureTimeFor(token));
      host.onRequest({
        id: requestId,
        method: request.method,
        path: url.pathname,
        params,
        signature: failure ? `refused: ${failure.msg}` : 'verifies',
      });
    });
  });
  worker.events.on('response:mocked', ({ response, requestId }) => {
    void response
      .clone()
      .text()
      .then((body) => host.onResponse(requestId, response.status, body.slice(0, 400)));
  });
}

/** In the simulator's frame: the scenario's world, and true. Anywhere else: false, and nothing changes. */
export function startSimulatorAgent(): boolean {
  const host = simulatorHost();
  if (!host) return false;
  const { scenario } = host;
  placeholderTokenSignsIn(false);
  if (scenario.token) storage.set(TOKEN_KEY, scenario.token);
  else storage.remove(TOKEN_KEY);
  // The language the phone's app (or browser) is in.
  storage.set(STORED_LANGUAGE_KEY, scenario.language);
  window.addEventListener(MOCK_BRIDGE_CALL_EVENT, (event) =>
    host.onBridgeCall((event as CustomEvent<MockBridgeCall>).detail),
  );
  const options = bridgeOptions(scenario);
  if (options) installMockBridge(options);
  applyClock(scenario, host.clockSetAtReal);
  setUpServers(scenario);
  logRequests(host);
  reportNavigation(host);
  const agent: SimulatorAgent = {
    setBackground: controllableVisibility(),
    serverState: () => serverStateOf(scenario.token ?? ''),
    setFaults(faults) {
      worker.resetHandlers();
      worker.use(...faultHandlers(faults, handlers));
    },
  };
  agent.setFaults(scenario.faults);
  Reflect.set(window, AGENT_KEY, agent);
  return true;
}
