import { describe, expect, it } from 'vitest';
import type { BoardReply, MyRankReply } from '../../src/features/ranks/contract';
import type { SimulatorReply } from './simulatorReply';
import type { BoardKind, Scope } from '../../src/features/ranks/model';
import { createRankSimulator, LONG_NAMES, RANK_ME, type RankSimulator, type RankSimulatorOptions } from './ranks';

// A Wednesday, and not one of the seeded "silver days", so the seeded values below are whole gold.
const NOW = Date.parse('2025-07-02T12:00:00+08:00');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ME = 'u_10086';

const make = (options: RankSimulatorOptions = {}) => createRankSimulator({ now: () => NOW, ...options });

function data<T>(reply: SimulatorReply<T>): T {
  if (!reply.ok) throw new Error(`refused: ${reply.failure.status} ${reply.failure.msg}`);
  return reply.data;
}
const board = (sim: RankSimulator, kind: BoardKind, scope: Scope, gift?: string): BoardReply =>
  data(sim.board(kind, scope, gift));
const mine = (sim: RankSimulator, kind: BoardKind, scope: Scope, gift?: string): MyRankReply =>
  data(sim.mine(kind, scope, gift));
const ids = (reply: BoardReply) => reply.entries.map((entry) => entry.id);
const rows = (reply: BoardReply, count: number) =>
  reply.entries.slice(0, count).map((entry) => [entry.id, entry.value]);

const USER_BOARDS = ['rich', 'charm', 'giving', 'receiving'] as const;
const SCOPES_WITH_GIFTS = ['daily', 'weekly', 'total', 'billboard_2024', 'valentine_2025', 'yearly_2023'] as const;

describe('the seeded world', () => {
  it('puts me at place 8 by default on rich, charm, giving and receiving, in every scope with gifts', () => {
    const sim = make();
    for (const kind of USER_BOARDS) {
      for (const scope of SCOPES_WITH_GIFTS) {
        const reply = board(sim, kind, scope);
        const me = mine(sim, kind, scope);
        expect([kind, scope, reply.entries[7]?.id]).toEqual([kind, scope, ME]);
        expect(me.rank).toBe(8);
        expect(me.value).toBe(reply.entries[7]!.value);
        expect(me.gap).toBe(reply.entries[6]!.value - reply.entries[7]!.value);
        expect(reply.entries.map((entry) => entry.rank)).toEqual(reply.entries.map((_, index) => index + 1));
      }
    }
  });

  it("puts me at place 8 of the lighting board of the server's Christmas edition too", () => {
    const sim = make({ now: () => Date.parse('2026-12-26T20:00:00+08:00') });
    const trees = board(sim, 'tree_lighting', 'christmas');
    expect(trees.entries[7]?.id).toBe(ME);
    expect(trees.edition?.year).toBe(2026);
    expect(mine(sim, 'tree_lighting', 'christmas')).toMatchObject({ rank: 8, value: trees.entries[7]!.value });
    // Every seeded tree has one to ten bulbs, the first places all ten.
    expect(trees.entries.slice(0, 3).map((entry) => entry.value)).toEqual([10, 10, 10]);
    expect(trees.entries.every((entry) => entry.value >= 1 && entry.value <= 10)).toBe(true);
  });

  it('values the seeded gifts with the board rates: 10 a gold coin on rich and charm, 1 on giving and receiving', () => {
    const sim = make();
    // Member 1 sends anchor 1 16,756 gold today; I send anchor 1 5,071 and my partner sends me 5,070.
    expect(rows(board(sim, 'rich', 'daily'), 3)).toEqual([
      ['u_m001', 167_560],
      ['u_m002', 125_870],
      ['u_m003', 100_840],
    ]);
    expect(rows(board(sim, 'giving', 'daily'), 1)).toEqual([['u_m001', 16_756]]);
    expect(rows(board(sim, 'charm', 'daily'), 1)).toEqual([['u_a001', 218_270]]);
    expect(mine(sim, 'rich', 'daily')).toMatchObject({ rank: 8, value: 50_710, gap: 5_560 });
    expect(mine(sim, 'charm', 'daily')).toMatchObject({ rank: 8, value: 50_700, gap: 5_570 });
    expect(mine(sim, 'receiving', 'daily')).toMatchObject({ rank: 8, value: 5_070, gap: 557 });
    // My CP partner returns a little less than I give: right below me among the givers.
    expect(ids(board(sim, 'rich', 'daily')).slice(6, 10)).toEqual(['u_m007', ME, RANK_ME.partner, 'u_m008']);
  });

  it('places me first, or third, when asked', () => {
    const first = make({ me: { place: 1 } });
    const third = make({ me: { place: 3 } });
    for (const kind of USER_BOARDS) {
      for (const scope of ['daily', 'total', 'valentine_2025'] as const) {
        expect(board(first, kind, scope).entries[0]?.id).toBe(ME);
        expect(mine(first, kind, scope)).toMatchObject({ rank: 1, gap: 0 });
        expect(board(third, kind, scope).entries[2]?.id).toBe(ME);
        expect(mine(third, kind, scope).rank).toBe(3);
      }
    }
    expect(ids(board(first, 'rich', 'weekly')).slice(0, 3)).toEqual([ME, RANK_ME.partner, 'u_m001']);
  });

  it('ranks pairs on the CP board by their tier: ultimate 3×, peerless 1.5×, none 1×', () => {
    const cp = board(make(), 'cp', 'daily');
    expect(cp.entries.slice(0, 5).map((entry) => [entry.id, entry.partner?.id, entry.value])).toEqual([
      ['u_m001', 'u_a001', 502_680], // ultimate: 167,560 × 3
      ['u_m004', 'u_a004', 252_420], // ultimate: 84,140 × 3
      ['u_m002', 'u_a002', 188_805], // peerless: 125,870 × 1.5
      ['u_m007', 'u_a007', 168_810], // ultimate
      [ME, RANK_ME.partner, 152_100], // mine, ultimate: my partner's 50,700 × 3
    ]);
    expect(cp.entries.find((entry) => entry.id === 'u_m003')?.value).toBe(100_840); // tier none: 1×
    expect(cp.entries.every((entry) => entry.subject === 'pair')).toBe(true);
    expect(mine(make(), 'cp', 'daily')).toMatchObject({
      rank: 5,
      value: 152_100,
      gap: 16_710,
      entry: { id: ME, subject: 'pair', name: '星河小熊', partner: { id: RANK_ME.partner, name: '月光寶盒' } },
    });
  });

  it('sums tribes over their members, mine (星光部落) included', () => {
    const sim = make();
    const tribes = board(sim, 'tribe', 'daily');
    expect(tribes.entries).toHaveLength(12);
    expect(tribes.entries[0]).toMatchObject({
      id: RANK_ME.tribe,
      subject: 'tribe',
      name: '星光部落',
      medal: null,
      partner: null,
    });
    // Tribe 1: members 1, 13 and 25, and me.
    const rich = board(sim, 'rich', 'daily');
    const valueOf = (id: string) => rich.entries.find((entry) => entry.id === id)!.value;
    expect(tribes.entries[0]!.value).toBe(valueOf('u_m001') + valueOf('u_m013') + valueOf('u_m025') + valueOf(ME));
    expect(mine(sim, 'tribe', 'daily')).toMatchObject({ rank: 1, gap: 0, entry: { id: 't_01', name: '星光部落' } });
  });

  it('lists only singers (every second anchor) on the singer board', () => {
    const sim = make();
    expect(ids(board(sim, 'singer', 'daily')).slice(0, 4)).toEqual(['u_a002', 'u_a004', 'u_a006', 'u_a008']);
    expect(board(sim, 'singer', 'daily').entries).toHaveLength(15);
    expect(mine(sim, 'singer', 'daily')).toMatchObject({
      rank: null,
      value: 0,
      gap: board(sim, 'singer', 'daily').entries.at(-1)!.value,
    });
  });

  it('counts star gifts by quantity, weekly only, per gift of the week', () => {
    const sim = make();
    const stars = board(sim, 'gift_star', 'weekly');
    expect(stars.star_gifts.map((gift) => gift.id)).toEqual(['diamond', 'balloon', 'yacht', 'crown']);
    expect(stars.star_gifts[0]).toEqual({ id: 'diamond', name: '鑽石', icon: '/images/gift-diamond.svg' });
    expect(stars.gift).toBe('diamond');
    expect(rows(stars, 3)).toEqual([
      ['u_a001', 167],
      ['u_a002', 125],
      ['u_a003', 100],
    ]);
    expect(board(sim, 'gift_star', 'weekly', 'crown').entries).toEqual([]); // its day (Thursday) has not come yet
    expect(board(sim, 'rich', 'daily').star_gifts).toEqual([]);
    expect(board(sim, 'rich', 'daily').gift).toBeNull();
    expect(sim.board('gift_star', 'weekly', 'castle')).toMatchObject({ ok: false, failure: { status: 40701 } });
    expect(sim.board('gift_star', 'daily')).toMatchObject({ ok: false, failure: { status: 40701 } });
    expect(sim.mine('gift_star', 'total')).toMatchObject({ ok: false, failure: { status: 40701 } });
  });

  it("keeps eight past weeks of gift stars, each week's four with their top three", () => {
    const sim = make();
    const lastWeek = Date.parse('2025-06-23T00:00:00+08:00');
    const history = data(sim.giftStarHistory());
    expect(history.week).toBe(lastWeek);
    expect(history.weeks).toEqual(Array.from({ length: 8 }, (_, back) => lastWeek - back * 7 * DAY));
    expect(history.stars.map((star) => star.gift.id)).toEqual(['castle', 'diamond', 'balloon', 'yacht']);
    expect(history.stars.map((star) => star.entries.map((entry) => [entry.id, entry.value]))).toEqual([
      [
        ['u_a001', 334],
        ['u_a002', 250],
        ['u_a003', 200],
      ], // Monday and Friday
      [
        ['u_a001', 334],
        ['u_a002', 250],
        ['u_a003', 200],
      ], // Tuesday and Saturday
      [
        ['u_a001', 334],
        ['u_a002', 250],
        ['u_a003', 200],
      ], // Wednesday and Sunday
      [
        ['u_a001', 167],
        ['u_a002', 125],
        ['u_a003', 100],
      ], // Thursday
    ]);
    const before = data(sim.giftStarHistory(history.weeks[1]!));
    expect(before.week).toBe(history.weeks[1]);
    expect(before.stars.map((star) => star.gift.id)).toEqual(['rocket', 'castle', 'diamond', 'balloon']);
    expect(sim.giftStarHistory(Date.parse('2025-06-30T00:00:00+08:00'))).toMatchObject({ ok: false }); // this week is not over
    expect(sim.giftStarHistory(lastWeek + HOUR)).toMatchObject({ ok: false }); // not a week start
  });

  it('gives a medal to yesterday’s top three of the same kind’s daily board, on every board they appear', () => {
    const sim = make();
    const medal = { kind: 'rich', period: 'daily', days_left: 1 };
    for (const scope of ['daily', 'weekly', 'total'] as const) {
      const rich = board(sim, 'rich', scope);
      expect(rich.entries.slice(0, 4).map((entry) => entry.medal)).toEqual([medal, medal, medal, null]);
    }
    expect(
      board(sim, 'charm', 'daily')
        .entries.slice(0, 4)
        .map((entry) => entry.medal?.kind ?? null),
    ).toEqual(['charm', 'charm', 'charm', null]);
    expect(board(sim, 'tribe', 'daily').entries.every((entry) => entry.medal === null)).toBe(true);
    expect(mine(sim, 'rich', 'daily').entry?.medal).toBeNull();
    expect(mine(make({ me: { place: 2 } }), 'rich', 'daily').entry?.medal).toEqual(medal);

    // A newcomer's big gift yesterday wins a medal for today; one from the day before does not.
    sim.sendGift({ from: 'u_new1', to: 'u_a001', gold: 1_000_000, at: NOW - DAY });
    sim.sendGift({ from: 'u_new2', to: 'u_a001', gold: 2_000_000, at: NOW - 2 * DAY });
    const weekly = board(sim, 'rich', 'weekly');
    expect(weekly.entries.slice(0, 2).map((entry) => [entry.id, entry.medal])).toEqual([
      ['u_new2', null],
      ['u_new1', medal],
    ]);
    expect(weekly.entries.filter((entry) => entry.medal).map((entry) => entry.id)).toEqual([
      'u_new1',
      'u_m001',
      'u_m002',
    ]);
  });

  it('shows 100 rows of 120 and still tells me my rank far below', () => {
    const sim = make({ participants: 120, me: { place: 115 } });
    const rich = board(sim, 'rich', 'total');
    expect(rich.entries).toHaveLength(100);
    expect(rich.entries.at(-1)?.rank).toBe(100);
    expect(ids(rich)).not.toContain(ME);
    expect(mine(sim, 'rich', 'total').rank).toBe(115);
    expect(mine(sim, 'charm', 'weekly').rank).toBe(115);
    expect(mine(sim, 'giving', 'daily')).toMatchObject({ rank: 115, value: 447, gap: 5 }); // member 114 gave 452 gold today
  });

  it('starts empty when asked: no rows, no rank, nothing to catch up', () => {
    const sim = make({ empty: true });
    for (const kind of ['rich', 'charm', 'cp', 'tribe', 'singer', 'giving', 'receiving', 'tree_lighting'] as const) {
      for (const scope of ['daily', 'total', 'billboard_2024'] as const) {
        expect(board(sim, kind, scope).entries).toEqual([]);
        expect(mine(sim, kind, scope)).toMatchObject({ rank: null, value: 0, gap: 0 });
      }
    }
    expect(board(sim, 'gift_star', 'weekly').entries).toEqual([]);
    expect(data(sim.giftStarHistory()).stars.every((star) => star.entries.length === 0)).toBe(true);
    expect(mine(sim, 'rich', 'daily').entry).toMatchObject({ id: ME, name: '星河小熊', level: 36, value: 0 });
    expect(mine(sim, 'tribe', 'daily').entry).toMatchObject({ id: 't_01', subject: 'tribe' });
    expect(mine(sim, 'cp', 'daily').entry?.partner?.id).toBe(RANK_ME.partner);
    expect(sim.ledgerSize()).toBe(0);
  });

  it("leaves me off every board when I am 'absent', a gap to the last place", () => {
    const sim = make({ me: { place: 'absent' } });
    for (const kind of USER_BOARDS) {
      const reply = board(sim, kind, 'weekly');
      expect(reply.entries).toHaveLength(30);
      expect(ids(reply)).not.toContain(ME);
      expect(ids(reply)).not.toContain(RANK_ME.partner);
      expect(mine(sim, kind, 'weekly')).toMatchObject({ rank: null, value: 0, gap: reply.entries.at(-1)!.value });
    }
    expect(mine(sim, 'cp', 'daily')).toMatchObject({ rank: null, entry: { id: ME } });
  });

  it('follows the clock: a new day has its own seeded gifts, none from the future', () => {
    let clock = NOW;
    const sim = createRankSimulator({ now: () => clock });
    sim.sendGift({ from: 'u_late', to: 'u_a001', gold: 1 });
    expect(ids(board(sim, 'rich', 'total'))).toContain('u_late');
    clock = Date.parse('2025-07-03T00:00:00+08:00'); // midnight exactly
    const daily = board(sim, 'rich', 'daily');
    expect(daily.entries[7]?.id).toBe(ME);
    expect(daily.entries).toHaveLength(32); // 30 members, me and my partner
    expect(daily.start_at).toBe(clock);
    clock = Date.parse('2025-07-01T12:00:00+08:00'); // back a day: what came after has not happened yet
    expect(ids(board(sim, 'rich', 'total'))).not.toContain('u_late');
    expect(board(sim, 'rich', 'daily').entries[7]?.id).toBe(ME);
  });

  it('answers the reward table of each scope', () => {
    const sim = make();
    expect(data(sim.rewards('daily')).tiers).toEqual([
      { from: 1, to: 3, medal_days: 1, vehicle_days: 0, frame_days: 0, coins: 0 },
    ]);
    expect(data(sim.rewards('weekly')).tiers).toEqual([
      { from: 1, to: 3, medal_days: 1, vehicle_days: 7, frame_days: 0, coins: 0 },
    ]);
    expect(data(sim.rewards('total')).tiers).toEqual([]);
    const yearly = data(sim.rewards('yearly_2023'));
    expect(yearly.scope).toBe('yearly_2023');
    expect(yearly.tiers).toHaveLength(5);
    expect(yearly.tiers[0]).toEqual({
      from: 1,
      to: 1,
      medal_days: 365,
      vehicle_days: 90,
      frame_days: 90,
      coins: 100_000,
    });
    expect(yearly.tiers[3]).toMatchObject({ from: 4, to: 10 });
  });
});

describe('people', () => {
  it('mixes nicknames and avatars by seed; every 7th person has no avatar', () => {
    const entries = board(make(), 'rich', 'daily').entries;
    const names = entries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => /^[A-Za-z]+$/.test(name))).toBe(true);
    expect(names.some((name) => /[\u3040-\u30ff]/.test(name))).toBe(true);
    expect(names.some((name) => /[\uac00-\ud7af]/.test(name))).toBe(true);
    expect(names.some((name) => /[\u4e00-\u9fff]/.test(name))).toBe(true);
    expect(entries.find((entry) => entry.id === 'u_m007')?.avatar).toBe('');
    expect(
      entries.every(
        (entry) => entry.avatar === '' || /^\/images\/avatar-(bear|cat|fox|rabbit|sun)\.svg$/.test(entry.avatar),
      ),
    ).toBe(true);
    expect(entries.every((entry) => entry.level >= 1 && entry.level <= 100)).toBe(true);
    expect(entries.some((entry) => entry.online) && entries.some((entry) => !entry.online)).toBe(true);
    expect(ids(board(make({ seed: 8 }), 'rich', 'daily'))).toEqual(ids(board(make(), 'rich', 'daily')));
    expect(board(make({ seed: 8 }), 'rich', 'daily').entries.map((entry) => entry.name)).not.toEqual(names);
    expect(board(make(), 'rich', 'daily').entries.map((entry) => entry.name)).toEqual(names);
  });

  it('has very long names when asked', () => {
    const sim = make({ longNames: true });
    const names = board(sim, 'rich', 'daily')
      .entries.filter((entry) => entry.id !== ME)
      .map((entry) => entry.name);
    expect(names.every((name) => name.startsWith(LONG_NAMES[0]) || name.startsWith(LONG_NAMES[1]))).toBe(true);
    expect(names.some((name) => name.startsWith('TheQuickBrownFox'))).toBe(true);
    expect(board(sim, 'tribe', 'daily').entries.every((entry) => entry.name.length >= 25)).toBe(true);
  });

  it('counts every sent gift in the ledger', () => {
    const sim = make();
    const size = sim.ledgerSize();
    const sent = sim.sendGift({ from: 'u_m001', to: 'u_a001', gold: 1 });
    expect(sent).toMatchObject({ giftId: 'rose', quantity: 1, silver: 0, at: NOW, cpTier: 'ultimate' });
    expect(sim.sendGift({ from: 'u_m001', to: 'u_a002', gold: 1 }).cpTier).toBeUndefined();
    expect(sim.ledgerSize()).toBe(size + 2);
  });
});
