import type { AnyHandler } from 'msw';
import { nobleHandlers } from '../../../mocks/handlers/noble';
import { createNobleSimulator, type NobleSimulator, type NobleSimulatorOptions } from '../../../mocks/server/noble';
import { i18n } from '../../../src/platform/i18n/i18n';
import { preloadBuySheet } from '../../../src/features/noble/components/BuyTiers';
import { CELEBRATED_KEY, preloadReveal } from '../../../src/features/noble/pages/NoblePage';
import { sessionStore, storage } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
export let storyServer: NobleSimulator | null = null;

/**
 * A noble or level story: the page at `path` with its own seeded server, new at every render (the app clock is
 * the Storybook clock, so a member's cycle day is the same in every run); `overrides` win over the server's
 * handlers (a failing or odd reply).
 */
export function nobleStory(path: string, simulator: NobleSimulatorOptions = {}, ...overrides: AnyHandler[]) {
  return {
    parameters: { route: { path, url: path } },
    beforeEach: async (context: MswContext) => {
      await Promise.all([preloadBuySheet(), preloadReveal()]); // as the preview does for Modal and BottomSheet: no sheet still loading after a tap
      sessionStore.remove('write:noble:buy'); // no purchase left unknown by the story before
      storage.remove(CELEBRATED_KEY); // every story's upgrade is new to it
      hideToast();
      storyServer = createNobleSimulator(simulator);
      return mockApi(...overrides, ...nobleHandlers(storyServer))(context);
    },
  };
}

export const nobleText = (key: string, options?: Record<string, unknown>) => i18n.t(`noble:${key}`, options ?? {});
