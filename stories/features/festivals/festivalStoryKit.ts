import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { festivalHandlers } from '../../../mocks/handlers/festivals';
import {
  createFestivalSimulator,
  type FestivalPlayerOptions,
  type FestivalSimulator,
  festivalWindow,
} from '../../../mocks/server/festivals';
import { FESTIVAL_API } from '../../../src/features/festivals/contract';
import { type FestivalPhase, keptUntil } from '../../../src/features/festivals/model';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, wholePage, type MswContext } from '../../storyKit';

/** The day the stories look from (this session's today): each festival's next edition is the one after it. */
const TODAY = Date.parse('2026-11-29T12:00:00+08:00');
const HOUR = 3_600_000;

/**
 * A moment inside each phase of a festival's next edition (a campaign's 2025 one), for the story's app clock and its
 * server: before (a week ahead), live (a day and a half in), settling, ended (a day after the results), gone.
 */
export function phaseClock(festival: string, phase: FestivalPhase): number {
  const window = festivalWindow(festival, TODAY);
  if (!window) throw new Error(`no window for ${festival}`);
  const end = window.end_at ?? window.start_at + 400 * 24 * HOUR;
  switch (phase) {
    case 'before':
      return window.start_at - 7 * 24 * HOUR + 5 * HOUR;
    case 'live':
      return Math.min(window.start_at + 36 * HOUR, end - HOUR);
    case 'settling':
      return end + HOUR;
    case 'ended':
      return (window.results_at ?? end) + 24 * HOUR;
    case 'gone':
      return (keptUntil(window) ?? end) + 24 * HOUR;
  }
}

/**
 * A festival story: the page at `url` at a moment of the festival's `phase`, with its own festival server (new at
 * every render, its clock the story's). `overrides` win over its handlers; as functions, they get the story's server.
 */
export function festivalStory(
  url: string,
  festival: string,
  phase: FestivalPhase,
  player: FestivalPlayerOptions = {},
  ...overrides: (AnyHandler | ((server: FestivalSimulator) => AnyHandler))[]
) {
  const at = phaseClock(festival, phase);
  const path = url.startsWith('/activity-20250814-main/') ? '/activity-20250814-main/:hash' : url.split('?')[0]!;
  return {
    parameters: { route: { path, url }, appClock: at, ...wholePage },
    beforeEach: (context: MswContext) => {
      for (const scope of ['claim', 'bless']) sessionStore.remove(`write:festival:${festival}:${scope}`);
      hideToast();
      const server = createFestivalSimulator({ player, now: () => at });
      const handlers = overrides.map((entry) => (typeof entry === 'function' ? entry(server) : entry));
      return mockApi(...handlers, ...festivalHandlers(server))(context);
    },
  };
}

/** A festival's own words (its namespace: name, gift names, its stage's strings, its rules lines). */
export const ownText = (ns: string) => (key: string, options?: Record<string, unknown>) =>
  i18n.t(`${ns}:${key}`, options ?? {});

export const festivalText = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`festivals:${key}`, options ?? {});
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
export const neverAnswers = (method: 'get' | 'post', path: string) => http[method](`*${path}`, () => delay('infinite'));
export const failing = (method: 'get' | 'post', path: string) => http[method](`*${path}`, () => Response.error());
export const replyWith = (method: 'get' | 'post', path: string, data: unknown) =>
  http[method](`*${path}`, () => HttpResponse.json({ status: 0, msg: 'ok', data }));
export const FESTIVAL = FESTIVAL_API;

/** The hero says the phase (its badge over the countdown). */
export const phaseShown = (canvasElement: HTMLElement, phase: Exclude<FestivalPhase, 'gone'>) =>
  screen(canvasElement).findByText(festivalText(`phase.${phase}`));

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
type PhaseStory = ReturnType<typeof festivalStory> & { play: Play };

/**
 * The four phases of a festival page as every festival has them (one kit): before (the preview, the countdown to the
 * start, the board not open yet), live (the board and my standing), settling (the board frozen, the results awaited),
 * ended (the final board and my claim).
 */
export function festivalPhaseStories(url: string, festival: string, { board = true } = {}) {
  const stories: Record<'Before' | 'Live' | 'Settling' | 'Ended', PhaseStory> = {
    Before: {
      ...festivalStory(url, festival, 'before'),
      play: async ({ canvasElement }) => {
        await phaseShown(canvasElement, 'before');
        await expect(
          screen(canvasElement).getByRole('timer', { name: festivalText('countdown.before') }),
        ).toBeVisible();
        if (board) await screen(canvasElement).findByText(festivalText('board.emptyBefore'));
      },
    },
    Live: {
      ...festivalStory(url, festival, 'live'),
      play: async ({ canvasElement }) => {
        await phaseShown(canvasElement, 'live');
        await expect(screen(canvasElement).getByRole('timer', { name: festivalText('countdown.live') })).toBeVisible();
        if (board)
          await expect(
            screen(canvasElement).getByRole('region', { name: festivalText('board.mine') }),
          ).toHaveTextContent('12');
      },
    },
    Settling: {
      ...festivalStory(url, festival, 'settling'),
      play: async ({ canvasElement }) => {
        await phaseShown(canvasElement, 'settling');
        await expect(screen(canvasElement).getByText(festivalText('settling'))).toBeVisible();
      },
    },
    Ended: {
      ...festivalStory(url, festival, 'ended'),
      play: async ({ canvasElement }) => {
        await phaseShown(canvasElement, 'ended');
        if (!board) return;
        await expect(screen(canvasElement).getByText(festivalText('board.final'))).toBeVisible();
        await expect(
          await screen(canvasElement).findByRole('button', { name: festivalText('claim.action') }),
        ).toBeEnabled();
      },
    },
  };
  return stories;
}
