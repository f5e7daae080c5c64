import type { AnyHandler } from 'msw';
import { anchorHandlers } from '../../../mocks/handlers/anchor';
import { withdrawHandlers } from '../../../mocks/handlers/withdraw';
import { type AnchorProfileSetup, type AnchorSimulator, createAnchorSimulator } from '../../../mocks/server/anchor';
import { type AnchorSetup, createWithdrawSimulator } from '../../../mocks/server/withdraw';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
export let storyServer: AnchorSimulator | null = null;

export interface AnchorStorySetup {
  /** The anchor's grade, tasks, period and verification. */
  anchor?: Partial<AnchorProfileSetup>;
  /** Her sign-in streak (the withdrawal server's: one streak for the check-in and the withdrawal gate). */
  streak?: Partial<Pick<AnchorSetup, 'streak' | 'signedToday'>>;
}

/**
 * An anchor story: the page at `url` with its own seeded servers, new at every render (the app clock is the
 * Storybook clock); `overrides` win over the servers' handlers (a failing or odd reply).
 */
export function anchorStory(url: string, setup: AnchorStorySetup = {}, ...overrides: AnyHandler[]) {
  return {
    parameters: { route: { path: url.split('?')[0]!, url } },
    beforeEach: (context: MswContext) => {
      sessionStore.remove('write:anchor:claim'); // no claim left unknown by the story before
      hideToast();
      const withdraw = createWithdrawSimulator({ anchor: setup.streak });
      storyServer = createAnchorSimulator({ anchor: setup.anchor, withdraw });
      return mockApi(...overrides, ...anchorHandlers(storyServer), ...withdrawHandlers(withdraw))(context);
    },
  };
}

export const anchorText = (namespace: string, key: string, options?: Record<string, unknown>) =>
  i18n.t(`${namespace}:${key}`, options ?? {});
