import type { AnyHandler } from 'msw';
import { withdrawHandlers } from '../../../mocks/handlers/withdraw';
import { type AnchorSetup, createWithdrawSimulator, type WithdrawSimulator } from '../../../mocks/server/withdraw';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
export let storyServer: WithdrawSimulator | null = null;

/** A withdrawal story: the page at `url` with its own seeded anchor; `overrides` win over the server's handlers. */
export function withdrawStory(url: string, anchor: Partial<AnchorSetup> = {}, ...overrides: AnyHandler[]) {
  return {
    parameters: { route: { path: url.split('?')[0]!, url } },
    beforeEach: (context: MswContext) => {
      sessionStore.remove('withdraw:pending');
      hideToast();
      storyServer = createWithdrawSimulator({ anchor });
      return mockApi(...overrides, ...withdrawHandlers(storyServer))(context);
    },
  };
}

export const wText = (key: string, options?: Record<string, unknown>) => i18n.t(`withdraw:${key}`, options ?? {});
