import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { within } from 'storybook/test';
import { tribesHandlers } from '../../../mocks/handlers/tribes';
import { createTribesSimulator, type TribesSimulatorOptions } from '../../../mocks/server/tribes';
import { TRIBE_PATHS } from '../../../src/features/tribes/contract';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** A tribe story: the page at `url` with its own tribe server, new at every render; `overrides` win over its handlers. */
export function tribesStory(url: string, simulator: TribesSimulatorOptions = {}, ...overrides: AnyHandler[]) {
  const path = url.split('?')[0]!;
  return {
    parameters: { route: { path, url } },
    beforeEach: (context: MswContext) => {
      for (const key of ['write:tribes:join', 'write:tribes:leave']) sessionStore.remove(key);
      hideToast();
      return mockApi(...overrides, ...tribesHandlers(createTribesSimulator({ ...simulator })))(context);
    },
  };
}

const everyRead = [TRIBE_PATHS.square, TRIBE_PATHS.hall, TRIBE_PATHS.pk];

const signedOutReplies = () =>
  everyRead.map((path) =>
    http.get(`*${path}`, () => HttpResponse.json({ status: 10001, msg: '請先登入', data: null })),
  );
const neverAnswers = () => everyRead.map((path) => http.get(`*${path}`, () => delay('infinite')));
const failingReads = () => everyRead.map((path) => http.get(`*${path}`, () => Response.error()));
/** The server's reply to a read, as given (a malformed one, say). */
export const replyWith = (path: string, data: unknown) =>
  http.get(`*${path}`, () => HttpResponse.json({ status: 0, msg: 'ok', data }));

export const tribesText = (key: string, options?: Record<string, unknown>) => i18n.t(`tribes:${key}`, options ?? {});
export const commonText = (key: string) => i18n.t(`common:${key}`);
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

type CanvasPlay = { play: (context: { canvasElement: HTMLElement }) => Promise<void> };

/** A tribe page's first read, as every page has it: still on its way, failed (with retry), signed out. */
export function firstReadStories(url: string): Record<'Loading' | 'LoadFailed' | 'SignedOut', CanvasPlay> {
  return {
    Loading: {
      ...tribesStory(url, {}, ...neverAnswers()),
      play: async ({ canvasElement }) => {
        await screen(canvasElement).findByRole('status', { name: tribesText('loading') });
      },
    },
    LoadFailed: {
      ...tribesStory(url, {}, ...failingReads()),
      play: async ({ canvasElement }) => {
        await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
      },
    },
    SignedOut: {
      ...tribesStory(url, {}, ...signedOutReplies()),
      play: async ({ canvasElement }) => {
        await screen(canvasElement).findByText(tribesText('signedOut'));
      },
    },
  };
}
