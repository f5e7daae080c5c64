import { TOKEN_KEY } from '../src/platform/session/token';
import { storage } from '../src/platform/storage/safeStorage';
import { installMockBridge } from './bridge/mockBridge';
import { worker } from './browser';
import { DEV_PAGES_PATH, SIMULATOR_PATH } from './devPages/path';
import { startSimulatorAgent } from './simulator/agent';

/** A token the mock backend accepts, so `npm start` shows a signed-in member at once. */
const DEMO_TOKEN = 'mock-demo-token';

/**
 * MSW's worker unregisters itself when the last page it serves unloads (the page posts `CLIENT_CLOSED` on
 * `beforeunload`). With the one tab of the dev app that is every reload, typed address, link to another page
 * and Vite full reload: the next page races the removal, and when it finds the registration still there msw
 * calls `update()` on it, which Chromium rejects with "Failed to update a ServiceWorker for scope … with script
 * …/mockServiceWorker.js: Not found" (an uncaught error in the console), then reloads the page once more.
 * Not a scope or URL problem: the worker is at `/mockServiceWorker.js` with scope `/`. The dev app keeps its
 * worker registered across page loads instead (as a production service worker stays), which removes the race;
 * the worker still serves only pages that started MSW.
 */
function keepMockWorkerAcrossPageLoads(): void {
  const post: unknown = Reflect.get(ServiceWorker.prototype, 'postMessage');
  ServiceWorker.prototype.postMessage = function postMessage(this: ServiceWorker, ...args: [unknown, ...unknown[]]) {
    if (args[0] === 'CLIENT_CLOSED') return;
    Reflect.apply(post as (...args: unknown[]) => void, this, args);
  };
}

/**
 * `npm start`: the mock backend (MSW service worker) and the mock bridge, before boot. On the simulator (`/__sim`)
 * and the dev app's index (`/__pages`, mocks/devPages) it shows them instead and answers true: the app itself does
 * not start there.
 */
export async function startMockEnvironment(): Promise<boolean> {
  if (location.pathname === SIMULATOR_PATH) {
    const { showSimulator } = await import('./simulator/SimulatorHost');
    showSimulator();
    return true;
  }
  // Inside the simulator's phone the scenario decides the bridge, the token and the clock (mocks/simulator).
  if (!startSimulatorAgent()) {
    if (!new URLSearchParams(location.search).has('access_token') && !storage.get(TOKEN_KEY)) {
      storage.set(TOKEN_KEY, DEMO_TOKEN);
    }
    installMockBridge();
  }
  keepMockWorkerAcrossPageLoads();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  if (location.pathname !== DEV_PAGES_PATH) return false;
  const { showDevPagesIndex } = await import('./devPages/DevPagesIndex');
  await showDevPagesIndex();
  return true;
}
