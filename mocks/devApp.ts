import { TOKEN_KEY } from '../src/platform/session/token';
import { storage } from '../src/platform/storage/safeStorage';
import { installMockBridge } from './bridge/mockBridge';
import { worker } from './browser';

/** A token the mock backend accepts, so `npm start` shows a signed-in member at once. */
const DEMO_TOKEN = 'mock-demo-token';

/** `npm start`: the mock backend (MSW service worker) and the mock bridge, before boot. */
export async function startMockEnvironment(): Promise<void> {
  if (!new URLSearchParams(location.search).has('access_token') && !storage.get(TOKEN_KEY)) {
    storage.set(TOKEN_KEY, DEMO_TOKEN);
  }
  installMockBridge();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
