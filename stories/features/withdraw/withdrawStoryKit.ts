import { http, HttpResponse, type AnyHandler } from 'msw';
import { withdrawHandlers } from '../../../mocks/handlers/withdraw';
import { type AnchorSetup, createWithdrawSimulator, type WithdrawSimulator } from '../../../mocks/server/withdraw';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
export let storyServer: WithdrawSimulator | null = null;

/** A handler, or one made anew for every render of the story (a handler that counts its calls starts at zero). */
type Override = AnyHandler | (() => AnyHandler);

/** The writes of the area that keep an unresolved one across a reload (platform/http/writeIntent: `write:<scope>`). */
const KEPT_WRITES = ['write:withdraw:submit', 'write:withdraw:exchange'];

/** A withdrawal story: the page at `url` with its own seeded anchor; `overrides` win over the server's handlers. */
export function withdrawStory(url: string, anchor: Partial<AnchorSetup> = {}, ...overrides: Override[]) {
  return {
    parameters: { route: { path: url.split('?')[0]!, url } },
    beforeEach: (context: MswContext) => {
      for (const key of KEPT_WRITES) sessionStore.remove(key); // nothing left by the story before
      hideToast();
      storyServer = createWithdrawSimulator({ anchor });
      const handlers = overrides.map((override) => (typeof override === 'function' ? override() : override));
      return mockApi(...handlers, ...withdrawHandlers(storyServer))(context);
    },
  };
}

/**
 * The first POST to `path` gets no answer (the network drops it before the server); the ones after it reach the
 * server. For a story's overrides: a new handler per render.
 */
export const noAnswerFirst = (path: string) => () => {
  let lost = false;
  return http.post(`*${path}`, () => {
    if (lost) return undefined;
    lost = true;
    return HttpResponse.error();
  });
};

/** The server's words for a refusal with a code no page knows. */
export const BUSY = '系統繁忙，請稍後再試';

/** Every POST to `path` is refused with a code no page knows, in the server's words. */
export const refusedBusy = (path: string) =>
  http.post(`*${path}`, () => HttpResponse.json({ status: 99999, msg: BUSY, data: null }));

/** Everything the phone keeps for the page (both storages, keys and values): personal data must be in none of it. */
export const storedText = (): string =>
  [localStorage, sessionStorage]
    .flatMap((store) => Array.from({ length: store.length }, (_, index) => store.key(index) ?? ''))
    .map((key) => `${key}=${localStorage.getItem(key) ?? ''}${sessionStorage.getItem(key) ?? ''}`)
    .join('\n');

export const wText = (key: string, options?: Record<string, unknown>) => i18n.t(`withdraw:${key}`, options ?? {});
export const commonText = (key: string) => i18n.t(`common:${key}`);
