import { http, HttpResponse } from 'msw';
import { noteServerTime, setAppClock } from '../../src/platform/clock/clock';
import { STORED_LANGUAGE_KEY } from '../../src/platform/i18n/languages';
import { TOKEN_KEY } from '../../src/platform/session/token';
import { storage } from '../../src/platform/storage/safeStorage';
import { installMockBridge, MOCK_BRIDGE_CALL_EVENT, type MockBridgeCall } from '../bridge/mockBridge';
import { worker } from '../browser';
import type { WireRequest, WireResponse } from './hostServer';
import { bridgeOptions, type SimScenario, simulatedNow } from './scenario';

/**
 * The simulator's side inside the web view (the iframe): it makes the page's world what the scenario says before the
 * app boots — the bridge its platform injects (or none), the token and language the app stored, the page's clock —
 * hands every request to the host's server (mocks/simulator/hostServer.ts) and tells the host what the page asks of
 * the native side. Same origin as the host, so they talk through each other's `window`.
 */

/** What the simulator's host page offers the page inside it (`window.__h5Simulator` of the parent). */
export interface SimulatorHost {
  scenario: SimScenario;
  /** The real time the scenario's clock was set at. */
  clockSetAtReal: number;
  onBridgeCall(call: MockBridgeCall): void;
  /** The page's address changed (routing inside the web view). */
  onNavigate(path: string): void;
  /** The server's answer to a request of the page (null: no handler, the request goes to the network). */
  handle(request: WireRequest): Promise<WireResponse | null>;
  /** Whether a release was deployed since this page loaded: the code files it has not loaded yet are gone. */
  deployed(): boolean;
  /** The page (re)loaded: it has the new release. */
  onPageStart(): void;
}

/** What the host can do to the page (`window.__simAgent` of the iframe). */
export interface SimulatorAgent {
  /** The app went to the background (true) or came back: the web view's visibility changes as a phone's does. */
  setBackground(background: boolean): void;
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
  const now = simulatedNow(scenario.clock, setAtReal, Date.now());
  if (now === null) return;
  if (scenario.clock.rate === 1) {
    // The server's clock differs from the phone's: the page learns it as it does from any reply (its countdowns
    // and its signatures follow the server).
    noteServerTime(now);
    return;
  }
  // Frozen or faster: the page's clock is pinned and moved with the server's, in steps.
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

/**
 * The page's requests to the server (the API, the analytics receiver, the mock's own controls) go to the host's
 * server; its answer comes back as plain data (two windows). The page's files go to the network as they would.
 */
const SERVER_PATHS = /^https?:\/\/[^/]+\/(api|analytics|__mock)\//;
const forwardToHost = (host: SimulatorHost) =>
  http.all(SERVER_PATHS, async ({ request }) => {
    const wire: WireRequest = {
      url: request.url,
      method: request.method,
      headers: [...request.headers.entries()],
      body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.text(),
    };
    const answer = await host.handle(wire);
    if (!answer) return undefined;
    if (answer.kind === 'error') return HttpResponse.error();
    return new HttpResponse(answer.body, { status: answer.status, headers: answer.headers });
  });

/** A code file of the page: the build's chunks (`/assets/*.js`) or the dev server's modules. */
const CODE_FILES = /\.(m?js|jsx|tsx?)(\?.*)?$/;
/** After a deploy, every code file the page asks for is gone (404), as the old chunks are after a release. */
const deployedAway = (host: SimulatorHost) =>
  http.get(CODE_FILES, () => (host.deployed() ? new HttpResponse('Not Found', { status: 404 }) : undefined));

/** In the simulator's frame: the scenario's world, and true. Anywhere else: false, and nothing changes. */
export function startSimulatorAgent(): boolean {
  const host = simulatorHost();
  if (!host) return false;
  const { scenario } = host;
  host.onPageStart();
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
  worker.use(forwardToHost(host), deployedAway(host));
  reportNavigation(host);
  const agent: SimulatorAgent = { setBackground: controllableVisibility() };
  Reflect.set(window, AGENT_KEY, agent);
  return true;
}
