import type { AnyHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, waitFor } from 'storybook/test';
import type { LoadedContext } from '../.storybook/preview';

/** What msw-storybook-addon puts on every story's context (its `mswLoader` in .storybook/preview.tsx). */
export interface MswContext {
  msw: SetupWorker;
}

/**
 * A story's (or a meta's) mock API overrides, in msw-storybook-addon 3's form: `beforeEach: mockApi(handler, …)`
 * instead of the deprecated `parameters.msw`. The handlers go in front of the app's handlers (mocks/handlers) for
 * that story only: the addon resets them before the next one. A story's own overrides win over its meta's (they
 * are added later), and the first handler given wins over the ones after it.
 */
export const mockApi =
  (...handlers: AnyHandler[]) =>
  ({ msw }: MswContext): void => {
    msw.use(...handlers);
  };

/**
 * For stories whose baseline is the first screen (a board is the same row again below it, lazy images below the
 * fold): the test-runner screenshots the viewport only (.storybook/test-runner.ts), and Chromatic crops to it too.
 */
export const firstScreenOnly = { screenshot: 'viewport', chromatic: { cropToViewport: true } } as const;

/**
 * For a page whose bars are pinned to the screen's bottom, reviewed whole (issue 30: payment methods, agents and whole
 * lists were below the captured first screen): the test-runner makes the phone as tall as the page before the
 * screenshot (.storybook/test-runner.ts `growPhoneToPage`).
 */
export const wholePage = { screenshot: 'whole', chromatic: { cropToViewport: false } } as const;

/** Waits until the page asked the app (mock bridge `jumpNative`) to open `targetName`. */
export const expectJumpTo = (loaded: unknown, targetName: string) =>
  waitFor(() =>
    expect((loaded as LoadedContext).bridge?.calls).toContainEqual(
      expect.objectContaining({ name: 'jumpNative', data: expect.objectContaining({ target_name: targetName }) }),
    ),
  );
