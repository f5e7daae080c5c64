import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lotteryHandlers } from '../../../mocks/handlers/lottery';
import { signed, textParam } from '../../../mocks/handlers/signedRequest';
import {
  createLotterySimulator,
  LOTTERY_GAMES,
  type LotterySimulator,
  type LotterySimulatorOptions,
} from '../../../mocks/server/lottery';
import { LOTTERY_PATHS } from '../../../src/features/lottery/contract';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, wholePage, type MswContext } from '../../storyKit';

/**
 * A lottery story: the page at `url` with its own lottery server, new at every render. `overrides` win over its
 * handlers; given as a function, they get the story's server (a reply lost after the server did the draw).
 */
export function lotteryStory(
  url: string,
  simulator: LotterySimulatorOptions = {},
  ...overrides: (AnyHandler | ((server: LotterySimulator) => AnyHandler))[]
) {
  return {
    parameters: { route: { path: url.split('?')[0]!, url } },
    beforeEach: (context: MswContext) => {
      // No write left unresolved by the story before (every game's draw, tickets, exchange, gift).
      for (const game of Object.keys(LOTTERY_GAMES))
        for (const scope of ['draw', 'tickets', 'exchange', 'gift'])
          sessionStore.remove(`write:lottery:${game}:${scope}`);
      hideToast();
      const server = createLotterySimulator(simulator);
      const handlers = overrides.map((entry) => (typeof entry === 'function' ? entry(server) : entry));
      return mockApi(...handlers, ...lotteryHandlers(server))(context);
    },
  };
}

/** The first draw reaches the server, which draws; its reply is lost. Later draws (the check) pass. */
export const firstDrawLost = (server: LotterySimulator) => {
  let lost = false;
  return signed('post', LOTTERY_PATHS.draw, ({ params, token }) => {
    if (lost) return undefined; // on to the server's handler
    lost = true;
    server.draw(
      token,
      textParam(params.game),
      Number(params.count),
      textParam(params.request_id),
      params.gift === true,
    );
    return HttpResponse.error();
  });
};

/** The server's reply to a request, as given (a malformed one, say). */
export const replyWith = (method: 'get' | 'post', path: string, data: unknown) =>
  http[method](`*${path}`, () => HttpResponse.json({ status: 0, msg: 'ok', data }));
export const refuseWith = (method: 'get' | 'post', path: string, status: number, msg: string) =>
  http[method](`*${path}`, () => HttpResponse.json({ status, msg, data: null }));
export const neverAnswers = (method: 'get' | 'post', path: string) => http[method](`*${path}`, () => delay('infinite'));
export const failing = (method: 'get' | 'post', path: string) => http[method](`*${path}`, () => Response.error());

/** A story reviewed whole (the phone grown to the page), its route kept. */
export const wholePageOf = <S extends { parameters: object }>(story: S): S => ({
  ...story,
  parameters: { ...story.parameters, ...wholePage },
});

/** The draw dialogs' and sheets' strings (their own namespace, loaded with them). */
export const dialogText = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`lotteryDialogs:${key}`, options ?? {});
export const lotteryText = (key: string, options?: Record<string, unknown>) => i18n.t(`lottery:${key}`, options ?? {});
export const commonText = (key: string) => i18n.t(`common:${key}`);
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
export const num = (value: number) => value.toLocaleString(i18n.language);
export const LOTTERY = LOTTERY_PATHS;

/** The page's odds are shown: its draws can be paid. */
export const oddsShown = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-odds="shown"]')).not.toBeNull());

/** A draw button by its bundle (1, 10, or `gift-1` for a box my CP sent). */
export const bundleButton = (canvasElement: HTMLElement, bundle: string | number) =>
  canvasElement.ownerDocument.querySelector<HTMLButtonElement>(`[data-bundle="${bundle}"]`)!;

/** Opens the records or the rules sheet (by its link's name) once the page is ready. */
export async function openSheet(canvasElement: HTMLElement, name: string) {
  await oddsShown(canvasElement);
  await userEvent.click(screen(canvasElement).getByRole('button', { name }));
  return screen(canvasElement).findByRole('dialog', { name });
}

type CanvasPlay = { play: (context: { canvasElement: HTMLElement }) => Promise<void> };

/**
 * The states every lottery page has the same way (one draw module): still loading, failed (with retry), a minor
 * refused (no board, no draws), my eight draws, and none yet.
 */
export function sharedLotteryStories(
  url: string,
): Record<'Loading' | 'LoadFailed' | 'MinorRefused' | 'Records' | 'RecordsEmpty', CanvasPlay> {
  return {
    Loading: {
      ...lotteryStory(url, {}, neverAnswers('get', LOTTERY_PATHS.state)),
      play: async ({ canvasElement }) => {
        await screen(canvasElement).findByRole('status', { name: lotteryText('loading') });
      },
    },
    LoadFailed: {
      ...lotteryStory(url, {}, failing('get', LOTTERY_PATHS.state)),
      play: async ({ canvasElement }) => {
        await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
      },
    },
    MinorRefused: {
      ...lotteryStory(url, { player: { minor: true } }),
      play: async ({ canvasElement }) => {
        await screen(canvasElement).findByRole('heading', { name: lotteryText('minor.title') });
        await expect(screen(canvasElement).queryByRole('group', { name: lotteryText('draw.label') })).toBeNull();
        await expect(canvasElement.ownerDocument.querySelector('[data-board]')).toBeNull();
      },
    },
    Records: {
      ...lotteryStory(url),
      play: async ({ canvasElement }) => {
        const sheet = await openSheet(canvasElement, lotteryText('links.records'));
        await waitFor(() => expect(sheet.querySelector('[data-records="8"]')).not.toBeNull());
      },
    },
    RecordsEmpty: {
      ...lotteryStory(url, { player: { records: 'empty' } }),
      play: async ({ canvasElement }) => {
        const sheet = await openSheet(canvasElement, lotteryText('links.records'));
        await within(sheet).findByText(dialogText('records.empty'));
      },
    },
  };
}
