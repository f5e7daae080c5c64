import { http, HttpResponse, type AnyHandler } from 'msw';
import { within } from 'storybook/test';
import { cpHandlers } from '../../../mocks/handlers/cp';
import { createCpSimulator, type CpSimulatorOptions } from '../../../mocks/server/cp';
import { CP_PATHS } from '../../../src/features/cp/contract';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** A CP story: the page at `url` with its own CP server, new at every render; `overrides` win over its handlers. */
export function cpStory(url: string, simulator: CpSimulatorOptions = {}, ...overrides: AnyHandler[]) {
  const path = url.split('?')[0]!;
  return {
    parameters: { route: { path, url } },
    beforeEach: (context: MswContext) => {
      for (const key of ['write:cp:confess', `write:cp:announce:${STORY_CP_ID}`]) sessionStore.remove(key);
      hideToast();
      return mockApi(...overrides, ...cpHandlers(createCpSimulator(simulator)))(context);
    },
  };
}

/** The story member's pair id (the simulator names a pair after its member's token, the stories' `story-token`). */
export const STORY_CP_ID = 'cp-story-token';

export const signedOutReplies = () =>
  [CP_PATHS.show, CP_PATHS.announce, CP_PATHS.hall, CP_PATHS.matchmakers].map((path) =>
    http.get(`*${path}`, () => HttpResponse.json({ status: 10001, msg: '請先登入', data: null })),
  );

/** A CP string: the hall's and the matchmaker board's own namespace first, then the area's. */
export const cpText = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`${/^(hall|matchmakers)\./.test(key) ? 'cpBoards' : 'cp'}:${key}`, options ?? {});
export const commonText = (key: string) => i18n.t(`common:${key}`);
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A reply of ours, as the server sends it (for stories that bring a reply the simulator would not make). */
export const reply = (path: string, data: unknown) =>
  http.get(`*${path}`, () => HttpResponse.json({ status: 0, msg: 'success', data }));
