import type { StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { rankHandlers } from '../../../mocks/handlers/ranks';
import { fail, signed } from '../../../mocks/handlers/signedRequest';
import {
  createRankSimulator,
  memberId,
  RANK_ME,
  starGiftsOfWeek,
  type RankSimulator,
  type RankSimulatorOptions,
} from '../../../mocks/server/ranks';
import { BOARD_PATHS, type BoardId } from '../../../src/features/ranks/boardPaths';
import { boardPage } from '../../../src/features/ranks/boards';
import { RANK_PATHS } from '../../../src/features/ranks/contract';
import {
  boardTiming,
  CHRISTMAS_SCOPE,
  scopeWindow,
  type BoardKind,
  type Scope,
} from '../../../src/features/ranks/model';
import { appNow } from '../../../src/platform/clock/clock';
import { boardRoute } from '../../../src/features/ranks/pages/RankBoardPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { firstScreenOnly, mockApi, type MswContext } from '../../storyKit';

/** The Storybook clock preset (20:00 UTC+8, 1 July 2025); festival boards are seen during their events. */
export const STORY_NOW = Date.parse('2025-07-01T20:00:00+08:00');
const EVENT_CLOCKS: Partial<Record<BoardId, number>> = {
  valentine: Date.parse('2025-02-12T20:00:00+08:00'),
  qixi: Date.parse('2025-08-29T20:00:00+08:00'),
};
const BILLBOARD_NOW = Date.parse('2024-12-30T20:00:00+08:00');
/** The lighting board follows the server's Christmas edition: 2026's second lighting day. */
export const TREE_LIGHTING_NOW = Date.parse('2026-12-25T20:00:00+08:00');
export const clockFor = (id: BoardId) =>
  id === 'billboard_tree'
    ? TREE_LIGHTING_NOW
    : id.startsWith('billboard_')
      ? BILLBOARD_NOW
      : (EVENT_CLOCKS[id] ?? STORY_NOW);

/** A ranks string in the story's language. */
export const rankText = (key: string, options?: Record<string, unknown>) => i18n.t(`ranks:${key}`, options ?? {});

/** Where the signed-in user stands, set with one gift on the page's first board: far ahead, or barely there. */
type MyPlace = 'top' | 'tiny';

function myGift(sim: RankSimulator, kind: BoardKind, place: MyPlace, at: number): void {
  const gold = place === 'top' ? 5_000_000 : 1;
  switch (kind) {
    case 'charm':
    case 'receiving':
      sim.sendGift({ from: memberId(1), to: RANK_ME.id, gold, at });
      return;
    case 'gift_star':
      sim.sendGift({
        from: memberId(1),
        to: RANK_ME.id,
        gold,
        giftId: starGiftsOfWeek(at)[0]!.id,
        quantity: place === 'top' ? 100_000 : 1,
        at,
      });
      return;
    case 'cp':
      sim.sendGift({ from: RANK_ME.id, to: RANK_ME.partner, gold, at });
      return;
    case 'tree_lighting':
      // Lights, not gifts: all ten minutes after the lighting opened (first of all), or one bulb just now.
      if (place === 'top') sim.lightTree(RANK_ME.id, 10, sim.edition.startAt + 10 * 60_000);
      else sim.lightTree(RANK_ME.id, 1, at);
      return;
    default:
      sim.sendGift({ from: RANK_ME.id, to: RANK_ME.partner, gold, at });
  }
}

/** The window a board's scope counts: the rules' or, for the lighting board, the server's Christmas edition. */
const windowOf = (sim: RankSimulator, scope: Scope, at: number) =>
  scope === CHRISTMAS_SCOPE ? { start: sim.edition.startAt, end: sim.edition.boardEndAt } : scopeWindow(scope, at);

export interface BoardSetup {
  options?: RankSimulatorOptions;
  mine?: MyPlace;
  /** Extra address query (tabs). */
  query?: string;
  /** Board requests fail once (then recover) or always; 'pending' never answers. */
  board?: 'fails-once' | 'fails' | 'pending';
  /** The story's clock (default: the board's, `clockFor`). */
  clock?: number;
}

/**
 * A board page's story (`parameters` and the `beforeEach` that puts its mock API in place) with its own seeded
 * ranks server (call per story: gifts sent in one story must not show in the next), and that server, for play
 * tests to compute what the page should show.
 */
export function boardStory(id: BoardId, setup: BoardSetup = {}) {
  const clock = setup.clock ?? clockFor(id);
  const page = boardPage(id);
  const sim = createRankSimulator(setup.options ?? {});
  if (setup.mine) {
    const window = windowOf(sim, page.scopes[0]!, clock);
    myGift(sim, page.kinds[0]!, setup.mine, clock < window.end ? clock - 60_000 : window.start + 3_600_000);
  }
  let boardFailures = setup.board === 'fails-once' ? 1 : setup.board === 'fails' ? Number.POSITIVE_INFINITY : 0;
  const overrides = [
    ...(setup.board === 'pending'
      ? [
          http.get(`*${RANK_PATHS.board}`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ]
      : []),
    ...(boardFailures > 0
      ? [
          signed('get', RANK_PATHS.board, () => {
            if (boardFailures > 0) {
              boardFailures -= 1;
              return fail(50001, '伺服器忙碌，請稍後再試');
            }
            return undefined;
          }),
        ]
      : []),
  ];
  const parameters = {
    route: { path: BOARD_PATHS[id], url: `${BOARD_PATHS[id]}${setup.query ?? ''}` },
    appClock: clock,
    // A board is the first screen again and again: the baseline keeps what a phone shows, pinned bar included.
    ...firstScreenOnly,
  };
  return { parameters, beforeEach: mockApi(...overrides, ...rankHandlers(sim)), sim, page };
}

/** The story part of `boardStory` (what a story object takes), with any `parameters` changed. */
export const storyOf = (
  { parameters, beforeEach }: ReturnType<typeof boardStory>,
  changed: { route?: false } = {},
) => ({ parameters: { ...parameters, ...changed }, beforeEach });

/** A ranks page other than a board (history, rewards) at `path`, on its own seeded ranks server (new at every render). */
export const rankPageStory = (path: string, options: RankSimulatorOptions = {}) => ({
  parameters: { route: { path, url: path }, appClock: STORY_NOW },
  beforeEach: (context: MswContext) => mockApi(...rankHandlers(createRankSimulator(options)))(context),
});

type Story = StoryObj<ReturnType<typeof boardRoute>>;

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
export const boardList = async (canvasElement: HTMLElement) =>
  canvasOf(canvasElement).findByRole('list', { name: rankText('board.list') }, { timeout: 5_000 });
export const myRankBar = async (canvasElement: HTMLElement) =>
  canvasOf(canvasElement).findByRole('complementary', { name: rankText('mine.label') });

/** The first board of the page as the simulated server has it now (the story's clock). */
const serverBoard = (sim: RankSimulator, id: BoardId) => {
  const page = boardPage(id);
  const reply = sim.board(page.kinds[0]!, page.scopes[0]!);
  if (!reply.ok) throw new Error(reply.failure.msg);
  return reply.data;
};

/** Seeded board: podium, rows 4+ in the server's order, my rank pinned; a tap opens the profile (or tribe hall). */
export function loadedStory(id: BoardId): Story {
  const story = boardStory(id);
  const { sim } = story;
  return {
    ...storyOf(story),
    play: async ({ canvasElement, loaded }) => {
      const board = serverBoard(sim, id);
      const rows = within(await boardList(canvasElement)).getAllByRole('button');
      const fourth = board.entries[3]!;
      await expect(rows[0]).toHaveTextContent(fourth.partner ? fourth.partner.name : fourth.name);
      const bar = await myRankBar(canvasElement);
      await waitFor(() => expect(bar).toBeVisible()); // after the tab panel's fade-in
      await userEvent.click(rows[0]!);
      const { bridge } = loaded as LoadedContext;
      const jump =
        fourth.subject === 'tribe'
          ? { target_name: 'tribe_hall', params: { tribe_id: fourth.id } }
          : { target_name: 'user_home', params: { user_id: fourth.id } };
      await waitFor(() => expect(bridge?.calls).toContainEqual({ name: 'jumpNative', data: jump }));
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur(); // the screenshot shows the board, not a focus ring
    },
  };
}

/** While the board is on its way: skeletons in the board's shape. */
export function loadingStory(id: BoardId): Story {
  return {
    ...storyOf(boardStory(id, { board: 'pending' })),
    play: async ({ canvasElement }) => {
      await expect(
        await canvasOf(canvasElement).findByRole('status', { name: rankText('board.loading') }),
      ).toHaveAttribute('aria-busy', 'true');
    },
  };
}

/** Nobody has scored yet: empty podium seats and an invitation (or "nobody made it" after an event). */
export function emptyStory(id: BoardId): Story {
  return {
    ...storyOf(boardStory(id, { options: { empty: true } })),
    play: async ({ canvasElement }) => {
      const message = await canvasOf(canvasElement).findByText(
        new RegExp(
          `^(${rankText('empty.live')}|${rankText('empty.liveTree')}|${rankText('empty.ended')})$`.replace(
            /[.!?]/g,
            '\\$&',
          ),
        ),
      );
      await waitFor(() => expect(message).toBeVisible());
      await expect(canvasOf(canvasElement).queryByRole('list', { name: rankText('board.list') })).toBeNull();
    },
  };
}

/** The board request fails: the server's message and a retry. */
export function errorStory(id: BoardId): Story {
  return {
    ...storyOf(boardStory(id, { board: 'fails' })),
    play: async ({ canvasElement }) => {
      const body = canvasOf(canvasElement);
      const message = await body.findByText('伺服器忙碌，請稍後再試');
      await waitFor(() => expect(message).toBeVisible()); // after the tab panel's fade-in
      await expect(body.getByRole('button', { name: i18n.t('common:errors.retry') })).toBeEnabled();
    },
  };
}

/** The board fails once; the retry brings it. */
export function retryStory(id: BoardId): Story {
  return {
    ...storyOf(boardStory(id, { board: 'fails-once' })),
    play: async ({ canvasElement }) => {
      const body = canvasOf(canvasElement);
      await userEvent.click(await body.findByRole('button', { name: i18n.t('common:errors.retry') }));
      const list = await boardList(canvasElement);
      await waitFor(() => expect(list).toBeVisible());
      await expect(body.queryByText('伺服器忙碌，請稍後再試')).toBeNull();
    },
  };
}

/** I lead the board: my seat on the podium, and the pinned bar says so. */
export function meInTopThreeStory(id: BoardId): Story {
  return {
    ...storyOf(boardStory(id, { options: { me: { place: 'absent' } }, mine: 'top' })),
    play: async ({ canvasElement }) => {
      const bar = await myRankBar(canvasElement);
      await expect(bar).toHaveTextContent(rankText('mine.top'));
      await expect(bar).toHaveTextContent(i18n.t('ui:rankRow.rank', { rank: 1 }));
    },
  };
}

/**
 * 120 on the board and I am far below the list: my place and the gap to the one above, pinned, and
 * while the board is live a way to climb — "Send gifts" closes the board, back to the room's gifts.
 */
export function meOutsideListStory(id: BoardId): Story {
  const story = boardStory(id, {
    options: { participants: 120, me: { place: 'absent' } },
    mine: 'tiny',
  });
  const { sim, page } = story;
  return {
    ...storyOf(story),
    play: async ({ canvasElement, loaded }) => {
      const mine = sim.mine(page.kinds[0]!, page.scopes[0]!);
      if (!mine.ok || mine.data.rank === null) throw new Error('the story expects me on the board');
      await expect(mine.data.rank).toBeGreaterThan(100);
      const bar = await myRankBar(canvasElement);
      await expect(bar).toHaveTextContent(i18n.t('ui:rankRow.rank', { rank: mine.data.rank }));
      await expect(bar).toHaveTextContent(/\d/);
      await expect(within(await boardList(canvasElement)).queryByText(RANK_ME.name)).toBeNull();
      const board = serverBoard(sim, id);
      if (page.kinds[0] === 'tree_lighting') {
        // A gift lights no tree: the lighting board's way up is the tree page (its own story follows the link).
        await expect(within(bar).queryByRole('button', { name: rankText('mine.sendGifts') })).toBeNull();
        await expect(within(bar).getByRole('button', { name: rankText('mine.lightTree') })).toBeVisible();
        return;
      }
      const sendGifts = within(bar).queryByRole('button', { name: rankText('mine.sendGifts') });
      if (boardTiming(board.start_at, board.end_at, appNow()).kind === 'ended') {
        await expect(sendGifts).toBeNull(); // nothing to climb once the board has settled
        return;
      }
      await userEvent.click(sendGifts!);
      const { bridge } = loaded as LoadedContext;
      await waitFor(() => expect(bridge?.calls).toContainEqual(expect.objectContaining({ name: 'closeScreen' })));
      (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    },
  };
}

/** Nicknames and tribe names far too long for a phone: cut with an ellipsis, nothing overflows. */
export function longNamesStory(id: BoardId): Story {
  return {
    ...storyOf(boardStory(id, { options: { longNames: true } })),
    play: async ({ canvasElement }) => {
      const list = await boardList(canvasElement);
      await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
        canvasElement.ownerDocument.documentElement.clientWidth,
      );
    },
  };
}

/** A full board: ranks 4 to 100 (lazy avatars below the fold), everyone further down not listed. */
export function hundredRowsStory(id: BoardId): Story {
  return {
    // 220: half the anchors sing, so the singer board has more than 100 too.
    ...storyOf(boardStory(id, { options: { participants: 220 } })),
    play: async ({ canvasElement }) => {
      const list = await boardList(canvasElement);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(97), { timeout: 10_000 });
      await expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(
        i18n.t('ui:rankRow.rank', { rank: 100 }),
      );
    },
  };
}
