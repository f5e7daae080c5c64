import type { AnyHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { walletHandlersFor } from '../../../mocks/handlers/wallet';
import { createWalletSimulator, type WalletSimulator, type WalletSimulatorOptions } from '../../../mocks/server/wallet';
import { preloadPurchaseSheet } from '../../../src/features/wallet/components/lazyParts';
import { preloadVipPreviews } from '../../../src/features/wallet/pages/VipPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** Each page's own strings are their own namespace (src/features/wallet/routes.ts). */
const NAMESPACES: Record<string, string> = {
  packages: 'walletRecharge',
  target: 'walletRecharge',
  agents: 'walletRecharge',
  agreement: 'walletRecharge',
  vip: 'walletVip',
  discount: 'walletDiscount',
  card: 'walletCard',
};

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
export let storyServer: WalletSimulator | null = null;

/** What the page said in the plain browser alert (spec §8: order creation failures), in this story. */
export const browserAlerts: string[] = [];

export const TOKEN = 'story-token';

/** Every intent a story may leave open (a confirm or a pay step), so the next story starts clean. */
export const clearIntents = () => {
  for (const scope of ['recharge', 'vip', 'discount']) sessionStore.remove(`wallet:purchase:${scope}`);
  sessionStore.remove('write:wallet:card'); // no redemption left unresolved by the story before
};

/**
 * A wallet story: the page at `url` on an Android phone (the web checkout; a story about iOS sets the platform
 * global), with its own seeded wallet server new at every render; `overrides` win over the server's handlers.
 */
export function walletStory(url: string, simulator: WalletSimulatorOptions = {}, ...overrides: AnyHandler[]) {
  const path = url.split('?')[0]!;
  return {
    globals: { platform: 'android' },
    parameters: { route: { path, url } },
    beforeEach: async (context: MswContext) => {
      // The pages' own namespaces, as their routes load them with their code (src/features/wallet/routes.ts).
      await i18n.loadNamespaces(['wallet', ...new Set(Object.values(NAMESPACES))]);
      // As the preview does for Modal and BottomSheet: a tap's sheet is not left loading (inside the play's act), and
      // VIP's perk drawings (loaded at a member's first touch or scroll) are in the screenshots.
      await Promise.all([preloadPurchaseSheet(), preloadVipPreviews()]);
      clearIntents();
      hideToast();
      browserAlerts.length = 0;
      const original = window.alert;
      window.alert = (message?: unknown) => {
        browserAlerts.push(String(message));
      };
      storyServer = createWalletSimulator(simulator);
      mockApi(...overrides, ...walletHandlersFor(storyServer))(context);
      return () => {
        window.alert = original;
      };
    },
  };
}

export const walletText = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`${NAMESPACES[key.split('.')[0]!] ?? 'wallet'}:${key}`, options ?? {});

/** The whole document (sheets and dialogs are portals on <body>). */
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the store to be ready (its total bar or the app-store card). */
export const storeReady = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-channel]')).not.toBeNull());
