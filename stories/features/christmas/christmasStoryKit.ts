import type { AnyHandler } from 'msw';
import { christmasHandlers } from '../../../mocks/handlers/christmas';
import {
  createChristmasSimulator,
  type ChristmasSimulator,
  type ChristmasSimulatorOptions,
} from '../../../mocks/server/christmas';
import { createContactsSimulator, type ContactsSimulatorOptions } from '../../../mocks/server/contacts';
import type { ClockPreset } from '../../../.storybook/globals';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

export type ChristmasPhasePreset = Extract<ClockPreset, `christmas-2026-${string}`>;

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
export let storyServer: ChristmasSimulator | null = null;

/**
 * A Christmas story: the page at `url`, at a moment of the 2026 edition (the Storybook clock presets
 * before / open / split day / after), with its own seeded server new at every render; `overrides` are
 * handlers that win over the server's (a failing or odd reply).
 */
export function christmasStory(
  url: string,
  clock: ChristmasPhasePreset,
  simulator: ChristmasSimulatorOptions = {},
  contacts: ContactsSimulatorOptions = {},
  ...overrides: AnyHandler[]
) {
  const path = url.split('?')[0]!;
  return {
    globals: { clock },
    parameters: { route: { path, url } },
    beforeEach: (context: MswContext) => {
      sessionStore.remove('write:christmas:write'); // no write left unknown by the story before
      hideToast();
      storyServer = createChristmasSimulator(simulator);
      return mockApi(...overrides, ...christmasHandlers(storyServer, createContactsSimulator(contacts)))(context);
    },
  };
}

export const xmasText = (key: string, options?: Record<string, unknown>) => i18n.t(`christmas:${key}`, options ?? {});
