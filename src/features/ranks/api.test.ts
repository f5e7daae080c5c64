import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rankHandlers } from '../../../mocks/handlers/ranks';
import { server } from '../../../mocks/node';
import { createChristmasSimulator } from '../../../mocks/server/christmas';
import { createRankSimulator, type RankSimulator, type SendGiftInput } from '../../../mocks/server/ranks';
import { getClientEnv, updateClientEnv } from '../../platform/env/clientEnv';
import { apiFailureOf as failureOf } from '../../platform/http/apiFailure.testing';
import { apiGet } from '../../platform/http/client';
import { ApiError } from '../../platform/http/errors';
import { updateSessionUser } from '../../platform/session/session';
import {
  giftStarHistoryQuery,
  myRankQuery,
  parseBoard,
  parseGiftStarHistory,
  parseMyRank,
  parseRewards,
  RANK_PATHS,
  RANK_STATUS,
  rankBoardQuery,
  rankRewardsQuery,
  type BoardReply,
} from './api';
import type { BoardKind, Scope } from './model';
import { prefetchBoard } from './prefetchBoard';

const at = (iso: string) => Date.parse(iso);
const WEDNESDAY_NOON = at('2025-07-02T12:00:00+08:00');
const ME = 'u_10086';
// Members u_m001… give, anchors u_a001… receive; member i and anchor i are a CP pair (1: ultimate, 2: peerless, 3: none, 13: ultimate).
const A = 'u_m001'; // tribe t_01, pair of X (ultimate)
const B = 'u_m013'; // tribe t_01 too
const C = 'u_m002'; // tribe t_02, pair of Y (peerless)
const X = 'u_a001';
const Y = 'u_a002'; // a singer

let clock = WEDNESDAY_NOON;
let simulator: RankSimulator;

const useSimulator = (options: Parameters<typeof createRankSimulator>[0] = {}) => {
  simulator = createRankSimulator({ now: () => clock, ...options });
  server.use(...rankHandlers(simulator));
  return simulator;
};
const send = (gift: SendGiftInput) => simulator.sendGift(gift);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clock = WEDNESDAY_NOON;
  useSimulator({ empty: true });
  updateSessionUser({ access_token: 'ranks-token' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const context = () => ({ signal: new AbortController().signal }) as never;
const board = async (kind: BoardKind, scope: Scope, gift?: string) =>
  rankBoardQuery(kind, scope, gift).queryFn!(context());
const mine = async (kind: BoardKind, scope: Scope, gift?: string) => myRankQuery(kind, scope, gift).queryFn!(context());
const starHistory = async (week?: number) => giftStarHistoryQuery(week).queryFn!(context());
const rows = (reply: BoardReply) => reply.entries.map((entry) => [entry.id, entry.value]);

/** A→X 100 gold, B→X 50 gold + 100 silver, C→Y 30 silver, all this morning. */
function threeGifts() {
  send({ from: A, to: X, gold: 100, at: at('2025-07-02T09:00:00+08:00') });
  send({ from: B, to: X, gold: 50, silver: 100, at: at('2025-07-02T09:05:00+08:00') });
  send({ from: C, to: Y, gold: 0, silver: 30, at: at('2025-07-02T09:10:00+08:00') });
}

describe('boards computed from the gifts sent', () => {
  it('ranks givers by rich value and receivers by charm value', async () => {
    threeGifts();
    const rich = await board('rich', 'daily');
    expect(rows(rich)).toEqual([
      [A, 1000],
      [B, 620],
      [C, 36],
    ]);
    expect(rich.entries.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(rich.entries[0]).toMatchObject({ subject: 'user', partner: null, medal: null });
    expect(rows(await board('charm', 'daily'))).toEqual([
      [X, 1620],
      [Y, 36],
    ]);
    expect(rows(await board('singer', 'daily'))).toEqual([[Y, 36]]);
  });

  it('ranks giving and receiving by honor value', async () => {
    threeGifts();
    expect(rows(await board('giving', 'weekly'))).toEqual([
      [A, 100],
      [B, 80],
      [C, 9],
    ]);
    expect(rows(await board('receiving', 'weekly'))).toEqual([
      [X, 180],
      [Y, 9],
    ]);
  });

  it('counts only gifts within a CP pair, weighed by its tier', async () => {
    threeGifts(); // B→X is not a pair
    send({ from: 'u_m003', to: 'u_a003', gold: 7, at: at('2025-07-02T10:00:00+08:00') }); // tier none
    const cp = await board('cp', 'daily');
    expect(cp.entries.map((entry) => [entry.id, entry.partner?.id, entry.value])).toEqual([
      [A, X, 3000], // ultimate: 1000 × 3
      ['u_m003', 'u_a003', 70], // none: 70 × 1
      [C, Y, 54], // peerless: 36 × 1.5
    ]);
    expect(cp.entries.every((entry) => entry.subject === 'pair')).toBe(true);
    // My partner's gift to me counts for our pair, ultimate.
    send({ from: 'u_a_me', to: ME, gold: 10, silver: 5 });
    expect((await board('cp', 'daily')).entries[1]).toMatchObject({
      id: ME,
      value: 318,
      partner: { id: 'u_a_me', name: '月光寶盒' },
    });
    expect(await mine('cp', 'daily')).toMatchObject({ rank: 2, value: 318, gap: 2682 });
  });

  it("sums a tribe's members' rich value", async () => {
    threeGifts();
    const tribes = await board('tribe', 'daily');
    expect(rows(tribes)).toEqual([
      ['t_01', 1620],
      ['t_02', 36],
    ]);
    expect(tribes.entries[0]).toMatchObject({ subject: 'tribe', name: '星光部落' });
    send({ from: ME, to: X, gold: 1 });
    expect(await mine('tribe', 'daily')).toMatchObject({
      rank: 1,
      value: 1630,
      gap: 0,
      entry: { id: 't_01', name: '星光部落' },
    });
  });

  it('tells me where I stand, and how far the rank above is', async () => {
    threeGifts();
    expect(await mine('rich', 'daily')).toMatchObject({
      rank: null,
      value: 0,
      gap: 36,
      entry: { id: ME, name: '星河小熊', level: 36 },
    });
    send({ from: ME, to: 'u_a_me', gold: 10, silver: 5 });
    expect(await mine('rich', 'daily')).toMatchObject({ rank: 3, value: 106, gap: 514 });
    expect(rows(await board('rich', 'daily'))).toEqual([
      [A, 1000],
      [B, 620],
      [ME, 106],
      [C, 36],
    ]);
    send({ from: ME, to: 'u_a_me', gold: 90 });
    expect(await mine('rich', 'daily')).toMatchObject({ rank: 1, value: 1006, gap: 0 });
  });

  it('gives ties to whoever got there first, and re-orders when one more gift arrives', async () => {
    send({ from: 'u_m005', to: X, gold: 5, at: at('2025-07-02T08:00:00+08:00') });
    send({ from: A, to: X, gold: 10, at: at('2025-07-02T09:00:00+08:00') });
    send({ from: B, to: X, gold: 10, at: at('2025-07-02T10:00:00+08:00') });
    send({ from: 'u_m005', to: X, gold: 5, at: at('2025-07-02T11:00:00+08:00') }); // reaches 100 last
    expect(rows(await board('rich', 'daily'))).toEqual([
      [A, 100],
      [B, 100],
      ['u_m005', 100],
    ]);
    send({ from: 'u_m005', to: X, gold: 0, silver: 1, at: at('2025-07-02T11:30:00+08:00') }); // one silver coin is worth 1
    expect(rows(await board('rich', 'daily'))).toEqual([
      ['u_m005', 101],
      [A, 100],
      [B, 100],
    ]);
    send({ from: B, to: X, gold: 0, silver: 1, at: at('2025-07-02T11:45:00+08:00') }); // level again, but later
    expect(rows(await board('rich', 'daily'))).toEqual([
      ['u_m005', 101],
      [B, 101],
      [A, 100],
    ]);
  });

  it("counts yesterday's gift this week, not today", async () => {
    send({ from: A, to: X, gold: 10, at: at('2025-07-01T23:59:59+08:00') });
    send({ from: B, to: X, gold: 20, at: at('2025-07-02T00:00:00+08:00') });
    const daily = await board('rich', 'daily');
    expect(rows(daily)).toEqual([[B, 200]]);
    expect([daily.start_at, daily.end_at, daily.server_now]).toEqual([
      at('2025-07-02T00:00:00+08:00'),
      at('2025-07-03T00:00:00+08:00'),
      WEDNESDAY_NOON,
    ]);
    expect(rows(await board('rich', 'weekly'))).toEqual([
      [B, 200],
      [A, 100],
    ]);
  });

  it('starts a new week on Monday 00:00 UTC+8', async () => {
    send({ from: A, to: X, gold: 10, at: at('2025-07-06T23:59:59+08:00') }); // Sunday
    send({ from: B, to: X, gold: 20, at: at('2025-07-07T00:00:00+08:00') }); // Monday
    clock = at('2025-07-06T23:59:59.500+08:00');
    const sunday = await board('rich', 'weekly');
    expect(rows(sunday)).toEqual([[A, 100]]); // Monday's gift has not happened yet
    expect([sunday.start_at, sunday.end_at]).toEqual([
      at('2025-06-30T00:00:00+08:00'),
      at('2025-07-07T00:00:00+08:00'),
    ]);
    clock = at('2025-07-07T10:00:00+08:00');
    const monday = await board('rich', 'weekly');
    expect(rows(monday)).toEqual([[B, 200]]);
    expect([monday.start_at, monday.end_at]).toEqual([
      at('2025-07-07T00:00:00+08:00'),
      at('2025-07-14T00:00:00+08:00'),
    ]);
    expect(rows(await board('rich', 'daily'))).toEqual([[B, 200]]);
    const total = await board('rich', 'total');
    expect(rows(total)).toEqual([
      [B, 200],
      [A, 100],
    ]);
    expect([total.start_at, total.end_at]).toEqual([0, null]);
  });

  it('counts the billboard event from 27 Dec 2024 to 3 Jan 2025 inclusive', async () => {
    clock = at('2025-01-10T12:00:00+08:00');
    send({ from: 'u_m004', to: X, gold: 5, at: at('2024-12-26T23:59:59+08:00') }); // before
    send({ from: A, to: X, gold: 20, at: at('2024-12-27T00:00:00+08:00') });
    send({ from: A, to: X, gold: 500, at: at('2024-12-30T20:00:00+08:00') });
    send({ from: B, to: X, gold: 10, at: at('2025-01-03T23:59:59+08:00') });
    send({ from: C, to: Y, gold: 1000, at: at('2025-01-04T00:00:00+08:00') }); // after
    const rich = await board('rich', 'billboard_2024');
    expect(rows(rich)).toEqual([
      [A, 5200],
      [B, 100],
    ]);
    expect([rich.start_at, rich.end_at]).toEqual([at('2024-12-27T00:00:00+08:00'), at('2025-01-04T00:00:00+08:00')]);
  });

  it('ranks the bulbs lit in the Christmas edition the server runs, names that edition, and counts no gift', async () => {
    const christmas = createChristmasSimulator({ now: () => clock, player: { lights: 0, props: 10 } });
    useSimulator({ empty: true, christmas: { edition: christmas.edition, trees: () => christmas.trees() } });
    clock = at('2026-12-25T20:00:00+08:00');
    // A Christmas Tree gift of any size lights nothing.
    send({ from: A, to: X, gold: 100_000, giftId: 'christmas_tree', at: clock - 60_000 });
    for (const [index, requestId] of ['l1', 'l2', 'l3'].entries()) {
      clock = at('2026-12-25T20:00:00+08:00') + index * 60_000;
      expect(christmas.light('ranks-token', requestId).ok).toBe(true);
    }
    simulator.lightTree(B, 3, at('2026-12-25T19:00:00+08:00')); // three bulbs, and earlier than mine
    simulator.lightTree(C, 1, at('2026-12-25T19:30:00+08:00'));
    const trees = await board('tree_lighting', 'christmas');
    expect(rows(trees)).toEqual([
      [B, 3],
      [ME, 3],
      [C, 1],
    ]);
    expect(trees.edition).toEqual({
      year: 2026,
      lighting_start_at: at('2026-12-24T00:00:00+08:00'),
      lighting_end_at: at('2026-12-27T00:00:00+08:00'),
    });
    expect([trees.start_at, trees.end_at]).toEqual([at('2026-12-24T00:00:00+08:00'), at('2027-01-04T00:00:00+08:00')]);
    expect(await mine('tree_lighting', 'christmas')).toMatchObject({ rank: 2, value: 3, gap: 0 });
    // Another year's edition, named by another server: the board follows it.
    const next = createChristmasSimulator({ now: () => clock, year: 2027 });
    useSimulator({ christmas: { edition: next.edition, trees: () => next.trees() } });
    clock = at('2027-12-26T12:00:00+08:00');
    const board2027 = await board('tree_lighting', 'christmas');
    expect(board2027.edition?.year).toBe(2027);
    expect(board2027.start_at).toBe(at('2027-12-24T00:00:00+08:00'));
    expect(board2027.entries.length).toBeGreaterThan(0);
  });

  it('refuses the Christmas edition on any board but the lighting one', async () => {
    expect((await failureOf(board('rich', 'christmas'))).code).toBe(RANK_STATUS.invalid);
  });

  it("counts this week's star gifts by quantity, one star at a time", async () => {
    const first = await board('gift_star', 'weekly');
    expect(first.star_gifts.map((gift) => gift.id)).toEqual(['diamond', 'balloon', 'yacht', 'crown']);
    expect(first.gift).toBe('diamond');
    expect(first.entries).toEqual([]);
    send({ from: A, to: X, gold: 30, giftId: 'diamond', quantity: 3 });
    send({ from: B, to: Y, gold: 10, giftId: 'diamond', quantity: 5 });
    send({ from: A, to: X, gold: 10, giftId: 'balloon', quantity: 10 });
    send({ from: A, to: Y, gold: 10, giftId: 'rose', quantity: 99 });
    expect(rows(await board('gift_star', 'weekly'))).toEqual([
      [Y, 5],
      [X, 3],
    ]);
    const balloons = await board('gift_star', 'weekly', 'balloon');
    expect(balloons.gift).toBe('balloon');
    expect(rows(balloons)).toEqual([[X, 10]]);
    expect(await mine('gift_star', 'weekly')).toMatchObject({ rank: null, gap: 3 });
  });

  it("reads last week's gift stars from the history", async () => {
    send({ from: A, to: X, gold: 10, giftId: 'castle', quantity: 4, at: at('2025-06-25T10:00:00+08:00') });
    send({ from: B, to: Y, gold: 10, giftId: 'yacht', quantity: 2, at: at('2025-06-29T23:00:00+08:00') });
    send({ from: B, to: Y, gold: 10, giftId: 'castle', quantity: 9, at: at('2025-06-30T01:00:00+08:00') }); // this week
    const history = await starHistory();
    expect(history.week).toBe(at('2025-06-23T00:00:00+08:00'));
    expect(history.weeks).toHaveLength(8);
    expect(history.stars.map((star) => [star.gift.id, rows({ entries: star.entries } as BoardReply)])).toEqual([
      ['castle', [[X, 4]]],
      ['diamond', []],
      ['balloon', []],
      ['yacht', [[Y, 2]]],
    ]);
    const older = await starHistory(history.weeks[7]);
    expect(older.week).toBe(at('2025-05-05T00:00:00+08:00'));
  });
});

describe('seeded boards over HTTP', () => {
  it('lists 100 of 120 and tells me my rank 115 with the gap to 114, which one more gift closes', async () => {
    useSimulator({ participants: 120, me: { place: 115 } });
    const giving = await board('giving', 'daily');
    expect(giving.entries).toHaveLength(100);
    expect(giving.entries.at(-1)?.rank).toBe(100);
    const before = await mine('giving', 'daily');
    expect(before).toMatchObject({ rank: 115, entry: { id: ME } });
    expect(before.gap).toBeGreaterThan(0);
    send({ from: ME, to: 'u_a050', gold: before.gap }); // level with 114, who got there first
    expect(await mine('giving', 'daily')).toMatchObject({ rank: 115, value: before.value + before.gap, gap: 0 });
    send({ from: ME, to: 'u_a050', gold: 1 });
    expect((await mine('giving', 'daily')).rank).toBe(114);
  });

  it('puts me at place 8 by default, and shows the reward table', async () => {
    useSimulator();
    expect((await board('rich', 'weekly')).entries[7]?.id).toBe(ME);
    expect((await board('charm', 'yearly_2023')).entries[7]?.id).toBe(ME);
    expect((await mine('receiving', 'total')).rank).toBe(8);
    const rewards = await rankRewardsQuery('weekly').queryFn!(context());
    expect(rewards).toEqual({
      scope: 'weekly',
      tiers: [{ from: 1, to: 3, medal_days: 1, vehicle_days: 7, frame_days: 0, coins: 0 }],
    });
  });
});

describe('the page after the route prefetched', () => {
  it('uses the prefetched board, my rank and rewards without asking the server again', async () => {
    useSimulator();
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', count);
    try {
      const client = new QueryClient();
      const queries = [rankBoardQuery('rich', 'daily'), myRankQuery('rich', 'daily'), rankRewardsQuery('daily')];
      await prefetchBoard(client, 'whole', '');
      expect(asked.sort()).toEqual([RANK_PATHS.board, RANK_PATHS.mine, RANK_PATHS.rewards].sort());
      // What useQuery does when the page mounts.
      const observers = queries.map((query) => new QueryObserver(client, query as never));
      const stops = observers.map((observer) => observer.subscribe(() => undefined));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(observers.map((observer) => observer.getCurrentResult().status)).toEqual([
        'success',
        'success',
        'success',
      ]);
      expect(asked).toHaveLength(3);
      stops.forEach((stop) => stop());
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});

describe('refusals', () => {
  it('refuses an unknown kind or scope with 40701', async () => {
    expect((await failureOf(apiGet(RANK_PATHS.board, { kind: 'fame', scope: 'daily' }))).code).toBe(
      RANK_STATUS.invalid,
    );
    expect((await failureOf(apiGet(RANK_PATHS.board, { kind: 'rich', scope: 'monthly' }))).code).toBe(
      RANK_STATUS.invalid,
    );
    expect((await failureOf(apiGet(RANK_PATHS.mine, { kind: 'rich' }))).code).toBe(RANK_STATUS.invalid);
    expect((await failureOf(apiGet(RANK_PATHS.rewards, { scope: 'forever' }))).code).toBe(RANK_STATUS.invalid);
  });

  it('refuses the gift-star board outside the week, and a gift that is not a star this week', async () => {
    expect((await failureOf(board('gift_star', 'daily'))).code).toBe(RANK_STATUS.invalid);
    expect((await failureOf(mine('gift_star', 'total'))).code).toBe(RANK_STATUS.invalid);
    expect((await failureOf(board('gift_star', 'weekly', 'castle'))).code).toBe(RANK_STATUS.invalid);
  });

  it('refuses a history week that is not a past week start', async () => {
    expect((await failureOf(apiGet(RANK_PATHS.giftStarHistory, { week: 'soon' }))).code).toBe(RANK_STATUS.invalid);
    expect((await failureOf(starHistory(at('2025-06-24T00:00:00+08:00')))).code).toBe(RANK_STATUS.invalid);
    expect((await failureOf(starHistory(at('2025-06-30T00:00:00+08:00')))).code).toBe(RANK_STATUS.invalid);
  });

  it('asks to sign in without a token', async () => {
    const debug = getClientEnv().debug;
    updateSessionUser({ access_token: '' });
    updateClientEnv({ debug: false }); // no placeholder token either
    try {
      expect((await failureOf(board('rich', 'daily'))).code).toBe(RANK_STATUS.notSignedIn);
      expect((await failureOf(starHistory())).code).toBe(RANK_STATUS.notSignedIn);
    } finally {
      updateClientEnv({ debug });
    }
  });
});

describe('reading replies defensively', () => {
  const entry = (fields: Record<string, unknown>) => ({
    subject: 'user',
    name: 'n',
    avatar: '',
    level: 3,
    value: 10,
    online: true,
    medal: null,
    partner: null,
    ...fields,
  });

  it('refuses a board without a list of entries, over HTTP too', async () => {
    expect(() => parseBoard('rich', 'daily', 'user', { entries: {} })).toThrow(ApiError);
    expect(() => parseBoard('rich', 'daily', 'user', null)).toThrow(ApiError);
    server.use(
      http.get(`*${RANK_PATHS.board}`, () =>
        HttpResponse.json({ status: 0, msg: 'success', data: { entries: 'none' } }),
      ),
    );
    const error = await failureOf(board('rich', 'daily'));
    expect(error.kind).toBe('bad-response');
  });

  it('drops rows without an id and repeated ids, and renumbers missing or repeated ranks', () => {
    const reply = parseBoard('rich', 'daily', 'user', {
      start_at: 5,
      end_at: 0,
      entries: [
        entry({ id: 'a', rank: 1 }),
        entry({ rank: 2 }),
        'junk',
        entry({ id: 'b' }),
        entry({ id: 'a', rank: 3 }),
        entry({ id: 'c', rank: 2 }),
        entry({ id: 42, rank: 7 }),
      ],
    });
    expect(reply.entries.map((row) => [row.id, row.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['42', 7],
    ]);
    expect(reply.end_at).toBeNull();
    expect(reply.star_gifts).toEqual([]);
    expect(reply.gift).toBeNull();
  });

  it('reads bad fields as defaults: medal, subject, partner, level, value', () => {
    const reply = parseBoard('cp', 'weekly', 'pair', {
      entries: [
        entry({
          id: 'a',
          subject: 'planet',
          medal: { kind: 'fame', period: 'daily', days_left: 1 },
          partner: { name: 'no id' },
          level: 250,
          value: -5,
          online: 'yes',
        }),
        entry({ id: 'b', medal: { kind: 'rich', period: 'monthly', days_left: 1 } }),
        entry({ id: 'c', medal: 'gold' }),
        entry({
          id: 'd',
          medal: { kind: 'cp', period: 'weekly', days_left: '2' },
          partner: { id: 'p', name: 'P', avatar: null },
        }),
      ],
    });
    expect(reply.entries[0]).toMatchObject({
      subject: 'pair',
      medal: null,
      partner: null,
      level: 100,
      value: 0,
      online: false,
    });
    expect(reply.entries.map((row) => row.medal)).toEqual([
      null,
      null,
      null,
      { kind: 'cp', period: 'weekly', days_left: 2 },
    ]);
    expect(reply.entries[3]?.partner).toEqual({ id: 'p', name: 'P', avatar: '' });
  });

  it('reads garbage as unranked', () => {
    expect(parseMyRank('user', 'garbage')).toEqual({ entry: null, rank: null, value: 0, gap: 0 });
    expect(parseMyRank('user', { rank: -3, value: 'lots', gap: null, entry: { name: 'no id' } })).toEqual({
      entry: null,
      rank: null,
      value: 0,
      gap: 0,
    });
    expect(parseMyRank('tribe', { rank: '5', value: 90, gap: 10, entry: { id: 't_01' } })).toMatchObject({
      rank: 5,
      value: 90,
      gap: 10,
      entry: { id: 't_01', subject: 'tribe' },
    });
  });

  it('drops reward tiers that end before they start', () => {
    const rewards = parseRewards('weekly', {
      tiers: [
        { from: 1, to: 3, medal_days: 1, vehicle_days: 7 },
        { from: 5, to: 2, medal_days: 1 },
        { from: 0, to: 1 },
        'x',
      ],
    });
    expect(rewards).toEqual({
      scope: 'weekly',
      tiers: [{ from: 1, to: 3, medal_days: 1, vehicle_days: 7, frame_days: 0, coins: 0 }],
    });
    expect(parseRewards('daily', null).tiers).toEqual([]);
  });

  it('keeps readable gift stars of a history', () => {
    const WEEK_A = Date.UTC(2026, 10, 15, 16);
    const WEEK_B = Date.UTC(2026, 10, 8, 16);
    const history = parseGiftStarHistory({
      week: WEEK_A,
      weeks: [WEEK_A, -1, 'x', 1e308, 100, WEEK_B],
      stars: [
        { gift: { id: 'crown', name: '皇冠', icon: '/i.svg' }, entries: [entry({ id: 'a', rank: 1 })] },
        { gift: { name: 'no id' }, entries: [] },
      ],
    });
    expect(history.weeks).toEqual([WEEK_A, WEEK_B]); // a week that is not a date between 2000 and 2100 is left out
    expect(history.stars).toHaveLength(1);
    expect(history.stars[0]?.entries.map((row) => row.id)).toEqual(['a']);
  });
});
