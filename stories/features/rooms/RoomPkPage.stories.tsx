import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnyHandler, delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { roomPkHandlers } from '../../../mocks/handlers/roomPk';
import {
  createRoomPkSimulator,
  DEFAULT_PUNISHMENT,
  DEFAULT_REWARD,
  DEMO_PK_ID,
  LIVE_SCORES,
  type RoomPkSimulatorOptions,
} from '../../../mocks/server/roomPk';
import { ROOM_PK_PATHS } from '../../../src/features/rooms/contract';
import { clockText, splitShares } from '../../../src/features/rooms/model';
import RoomPkPage from '../../../src/features/rooms/pages/RoomPkPage';
import { ROOM_PK_PATH } from '../../../src/features/rooms/paths';
import type { RoomPkMessage } from '../../../src/features/rooms/roomPkMessage';
import { appNow, setAppClock } from '../../../src/platform/clock/clock';
import { i18n } from '../../../src/platform/i18n/i18n';
import { mockApi, type MswContext } from '../../storyKit';

const meta = {
  title: 'Features/Rooms/RoomPkPage',
  component: RoomPkPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof RoomPkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 20:03 (UTC+8) on 1 July 2025: every story's app clock, and the server's (the simulator reads the app clock). */
const NOW = Date.parse('2025-07-01T20:03:00+08:00');
/** The live PK's end: it opened 105 s into its 5 minutes (mocks/server/roomPk.ts). */
const LIVE_END = NOW - 105_000 + 300_000;

/**
 * A room PK story: the page at `url` with the app clock at NOW and its own PK server, new at every render (pushes
 * never carry into the next story). `overrides` are handlers that win over the server's.
 */
function pkStory(options: RoomPkSimulatorOptions = {}, url: string = ROOM_PK_PATH, ...overrides: AnyHandler[]) {
  return {
    parameters: { route: { path: ROOM_PK_PATH, url }, appClock: NOW },
    beforeEach: (context: MswContext) =>
      mockApi(...overrides, ...roomPkHandlers(createRoomPkSimulator(options)))(context),
  };
}

const text = (key: string, options?: Record<string, unknown>) => i18n.t(`roomPk:${key}`, options ?? {});
const num = (value: number) => value.toLocaleString(i18n.language);
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const bar = (canvasElement: HTMLElement) => screen(canvasElement).findByRole('meter', { name: text('bar.label') });
const timer = (phase: 'before' | 'live', time: string) => text('clock.label', { phase: text(`clock.${phase}`), time });

/** The bar shows this split: its value, its words, its red share. */
async function expectSplit(canvasElement: HTMLElement, red: number, blue: number) {
  const split = splitShares(red, blue);
  const meter = await bar(canvasElement);
  await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', String(split.red)));
  await expect(meter).toHaveAttribute('aria-valuetext', text('bar.value', { ...split }));
  return meter;
}

/** Both scores as the bar writes them. */
async function expectScores(canvasElement: HTMLElement, red: number, blue: number) {
  const page = screen(canvasElement);
  await waitFor(() => expect(page.getByText(num(red), { selector: '[data-score="red"]' })).toBeVisible());
  await expect(page.getByText(num(blue), { selector: '[data-score="blue"]' })).toBeVisible();
}

/** Pushes like the app does; retried until the page has registered its handler. */
async function push(loaded: unknown, message: RoomPkMessage | string | Record<string, unknown>) {
  const { bridge } = loaded as LoadedContext;
  await waitFor(() => bridge!.push('onRacingMessage', message));
}

/**
 * A PK story that counts the page's reads of the PK (a handler in front that answers nothing, so the server's replies),
 * from zero at every render.
 */
function countedPkStory(options: RoomPkSimulatorOptions = {}, url: string = ROOM_PK_PATH) {
  const reads = { count: 0 };
  const story = pkStory(
    options,
    url,
    http.get(`*${ROOM_PK_PATHS.pk}`, () => {
      reads.count += 1;
    }),
  );
  return {
    reads,
    story: {
      ...story,
      beforeEach: (context: MswContext) => {
        reads.count = 0;
        story.beforeEach(context);
      },
    },
  };
}

/**
 * Main flow: a close battle, live — both rooms, the split bar with both scores, the clock to the end, the stakes and
 * each side's top three. The page registers for room events as it opens.
 */
export const LiveClose: Story = {
  ...pkStory(),
  play: async ({ canvasElement, loaded }) => {
    const page = screen(canvasElement);
    await expectSplit(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
    await expectScores(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
    await expect(page.getByRole('timer')).toHaveAccessibleName(timer('live', clockText(LIVE_END, NOW)));
    await expect(page.getByRole('heading', { name: new RegExp('星光夜話') })).toBeVisible();
    await expect(page.getByText(text('us'))).toBeVisible();
    await expect(page.getByText(DEFAULT_PUNISHMENT)).toBeVisible();
    await expect(page.getByText(DEFAULT_REWARD)).toBeVisible();
    const red = page.getByRole('region', { name: text('sides.red') });
    await expect(within(red).getAllByRole('listitem')).toHaveLength(3);
    const { bridge } = loaded as LoadedContext;
    await waitFor(() => expect(bridge?.calls.map((call) => call.name)).toContain('registerRoomEvent'));
    await expect(page.queryByRole('button', { name: text('paused.refresh') })).toBeNull();
  },
};

/** One side far ahead: the trailing side keeps a sliver of its colour (never an empty side, never a full bar). */
export const LiveFarAhead: Story = {
  ...pkStory({ scores: { red: 1_200, blue: 186_400 } }),
  play: async ({ canvasElement }) => {
    const meter = await expectSplit(canvasElement, 1_200, 186_400);
    await expect(meter).toHaveAttribute('aria-valuenow', '4');
    await expectScores(canvasElement, 1_200, 186_400);
  },
};

/** Before the start: the clock to the start, the bar even at 0 : 0, nobody has given yet. */
export const Before: Story = {
  ...pkStory({ state: 'before' }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expectSplit(canvasElement, 0, 0);
    await expect(await page.findByRole('timer')).toHaveAccessibleName(timer('before', '01:30'));
    await expect(page.getAllByText(text('top.empty'))).toHaveLength(2);
  },
};

/** The clock passed the end and the server has not settled yet: "counting", no result made up from the scores. */
export const Settling: Story = {
  ...pkStory({ state: 'settling' }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await page.findByText(text('clock.settling'));
    await expect(page.queryByRole('timer')).toBeNull();
    await expect(page.queryByText(text('result.win'))).toBeNull();
    await expect(page.queryByText(text('stamps.win'))).toBeNull();
  },
};

/** We won: the crown and WIN on our room, the reward the server names, the punishment the other room takes. */
export const EndedWin: Story = {
  ...pkStory({ state: 'ended', winner: 'red' }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: text('result.win') })).toBeVisible();
    await expect(page.getByText(text('result.rewardFor', { room: '星光夜話' }))).toBeVisible();
    await expect(page.getByText(DEFAULT_REWARD)).toBeVisible();
    await expect(page.getByText(text('result.punishmentFor', { room: 'Midnight 電台' }))).toBeVisible();
    await expect(page.getByText(text('clock.ended'))).toBeVisible();
    await expectScores(canvasElement, 52_800, 31_050);
  },
};

/** We lost: LOSE on our room, and the punishment our host takes. */
export const EndedLose: Story = {
  ...pkStory({ state: 'ended', winner: 'blue' }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: text('result.lose') })).toBeVisible();
    await expect(page.getByText(text('result.punishmentFor', { room: '星光夜話' }))).toBeVisible();
    await expect(page.getByText(DEFAULT_PUNISHMENT)).toBeVisible();
  },
};

/** A draw: nobody punished, nobody rewarded. */
export const EndedDraw: Story = {
  ...pkStory({ state: 'ended', winner: 'draw' }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { name: text('result.draw') })).toBeVisible();
    await expect(page.getByText(text('result.drawNote'))).toBeVisible();
    await expect(page.queryByText(DEFAULT_PUNISHMENT)).toBeNull();
  },
};

/** Watching from neither room: the winner is named, not "we". */
export const EndedAsOnlooker: Story = {
  ...pkStory({ state: 'ended', winner: 'blue', mySide: null }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(
      await page.findByRole('heading', { name: text('result.sideWins', { room: 'Midnight 電台' }) }),
    ).toBeVisible();
    await expect(page.queryByText(text('us'))).toBeNull();
  },
};

/** No PK in the room right now. */
export const NoPk: Story = {
  ...pkStory({ state: 'none' }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { name: text('none.title') });
  },
};

/**
 * The first screen, still on its way. (Not the file's first story: the runner waits for the network to go quiet on the
 * first page load, which a read that never answers never lets happen.)
 */
export const Loading: Story = {
  ...pkStory(
    {},
    ROOM_PK_PATH,
    http.get(`*${ROOM_PK_PATHS.pk}`, () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: text('loading') });
  },
};

/** The read failed: said, with a retry. */
export const LoadFailed: Story = {
  ...pkStory(
    {},
    ROOM_PK_PATH,
    http.get(`*${ROOM_PK_PATHS.pk}`, () => Response.error()),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: i18n.t('common:errors.retry') });
  },
};

/** Signed out: sign in in the app. */
export const SignedOut: Story = {
  ...pkStory(
    {},
    ROOM_PK_PATH,
    http.get(`*${ROOM_PK_PATHS.pk}`, () => HttpResponse.json({ status: 10001, msg: '請先登入', data: null })),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(text('signedOut'));
  },
};

/** A `pk_id` that is no PK id: the link is broken — said at once, without asking the server. */
export const BadPkId: Story = {
  ...(() => {
    const { reads, story } = countedPkStory({}, `${ROOM_PK_PATH}?pk_id=%3Cscript%3E`);
    return {
      ...story,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await screen(canvasElement).findByText(text('badLink'));
        await expect(reads.count).toBe(0);
      },
    };
  })(),
};

/** Opened on one PK by its id: that PK. */
export const ByPkId: Story = {
  ...pkStory({}, `${ROOM_PK_PATH}?pk_id=${DEMO_PK_ID}`),
  play: async ({ canvasElement }) => {
    await expectScores(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
  },
};

/**
 * No push for 15 s of a live PK: the page says the score may be behind, with the time it was last true, and asks the
 * server once (the notice's time moves to that read) — then waits, never polling, until a push or a tap.
 */
export const LiveUpdatesPaused: Story = {
  ...(() => {
    const { reads, story } = countedPkStory();
    return {
      ...story,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = screen(canvasElement);
        await expectScores(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
        await expect(reads.count).toBe(1);
        setAppClock(appNow() + 16_000);
        const notice = await page.findByText(text('paused.quiet', { time: '20:03:16' }));
        await expect(notice).toBeVisible();
        await expect(reads.count).toBe(2);
        setAppClock(appNow() + 40_000);
        await expect(page.getByText(text('paused.quiet', { time: '20:03:16' }))).toBeVisible();
        await expect(reads.count).toBe(2);
        await userEvent.click(page.getByRole('button', { name: text('paused.refresh') }));
        await page.findByText(text('paused.quiet', { time: '20:03:56' }));
        await expect(reads.count).toBe(3);
      },
    };
  })(),
};

/** The app would not register the page for room events (an older app): said from the start, with a refresh. */
export const RoomEventsRefused: Story = {
  ...pkStory(),
  parameters: {
    ...pkStory().parameters,
    bridge: { replies: { registerRoomEvent: { status: 1, msg: 'unsupported' } } },
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await page.findByText(text('paused.unavailable', { time: '20:03:00' }));
    await expect(page.getByRole('button', { name: text('paused.refresh') })).toBeVisible();
  },
};

/** `room_pk_score`: the app's push moves both scores and the bar at once, without a request. */
export const PushedScoreApplied: Story = {
  ...(() => {
    const { reads, story } = countedPkStory();
    return {
      ...story,
      play: async ({ canvasElement, loaded }: { canvasElement: HTMLElement; loaded: unknown }) => {
        await expectSplit(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
        await push(loaded, {
          type: 'room_pk_score',
          pk_id: DEMO_PK_ID,
          red_score: 15_880,
          blue_score: 31_220,
          blue_top: [{ user_id: 'u_m099', nickname: '新來的大哥', avatar: '', score: 18_000 }],
        });
        await expectSplit(canvasElement, 15_880, 31_220);
        await expectScores(canvasElement, 15_880, 31_220);
        const blue = screen(canvasElement).getByRole('region', { name: text('sides.blue') });
        await expect(within(blue).getByText('新來的大哥')).toBeVisible();
        await expect(reads.count).toBe(1);
      },
    };
  })(),
};

/** `room_pk_result`: the server's result arrives by push; the page shows it without asking. */
export const PushedResult: Story = {
  ...pkStory({ state: 'settling' }),
  play: async ({ canvasElement, loaded }) => {
    const page = screen(canvasElement);
    await page.findByText(text('clock.settling'));
    await push(loaded, {
      type: 'room_pk_result',
      pk_id: DEMO_PK_ID,
      winner: 'red',
      punishment: '輸的主播講三個冷笑話',
    });
    await expect(await page.findByRole('heading', { name: text('result.win') })).toBeVisible();
    await expect(page.getByText('輸的主播講三個冷笑話')).toBeVisible();
  },
};

/** A malformed push, or one about another PK, changes nothing; the page goes on. */
export const MalformedPushIgnored: Story = {
  ...pkStory(),
  play: async ({ canvasElement, loaded }) => {
    await expectScores(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
    await push(loaded, '{not json');
    await push(loaded, { type: 'room_pk_score', pk_id: DEMO_PK_ID, red_score: -5, blue_score: 'lots' });
    await push(loaded, { type: 'room_pk_result', pk_id: DEMO_PK_ID, winner: 'purple' });
    await expectScores(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
    await expectSplit(canvasElement, LIVE_SCORES.red, LIVE_SCORES.blue);
  },
};

/** A 320 px phone: the rooms' names wrap, the page never scrolls sideways. */
export const SmallPhone: Story = {
  ...EndedWin,
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

export const English: Story = { ...LiveClose, globals: { locale: 'en' } };
export const Japanese: Story = { ...LiveClose, globals: { locale: 'ja' } };
export const Korean: Story = { ...LiveClose, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...LiveClose, globals: { locale: 'zh-Hans' } };
