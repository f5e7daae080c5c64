/**
 * The noble server, simulated with the membership rules (`src/features/noble/model.ts`) on the app clock: one
 * member per access token whose cycles settle as time passes (so a story can sit at day 29 of a cycle, or a
 * member away for months comes back decayed), idempotent purchases (keyed by request_id) that charge coins
 * and write a growth record, paged growth records, and the user level.
 */
import type { GrowthRecordReply, LevelReply, StandingReply, TierReply } from '../../src/features/noble/contract';
import { NOBLE_STATUS } from '../../src/features/noble/contract';
import {
  buyableTiers,
  buyTier,
  cycleFrom,
  DAY_MS,
  type NobleStanding,
  type NobleTier,
  outranks,
  ruleOf,
  settle,
  type TierRule,
  utc8DayStart,
} from '../../src/features/noble/model';
import { appNow } from '../../src/platform/clock/clock';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

/** The mock's tier table: growth values (10 coins → 1), prices in gold coins for a cycle. */
const TABLE_ROWS: [NobleTier, number, number, number, number, string[]][] = [
  ['knight', 300, 150, 150, 3_000, ['badge', 'avatar_frame', 'bubble']],
  ['baron', 1_000, 500, 400, 10_000, ['entrance']],
  ['viscount', 3_000, 1_500, 1_200, 30_000, ['name_color']],
  ['earl', 8_000, 4_000, 3_000, 80_000, ['seat']],
  ['marquis', 20_000, 10_000, 8_000, 200_000, ['gifts']],
  ['duke', 50_000, 25_000, 20_000, 500_000, ['anti_mute', 'broadcast']],
  ['prince', 120_000, 60_000, 50_000, 1_200_000, ['anti_kick']],
  ['king', 300_000, 150_000, 120_000, 3_000_000, ['invisible']],
  ['emperor', 800_000, 400_000, 320_000, 8_000_000, ['rank_hidden', 'service']],
];

/** Each tier has its own privileges and every privilege of the tiers below it. */
export const MOCK_TIER_TABLE: TierRule[] = TABLE_ROWS.map(([tier, requirement, maintenance, decay, price], index) => ({
  tier,
  requirement,
  maintenance,
  decay,
  price,
  privileges: TABLE_ROWS.slice(0, index + 1).flatMap((row) => row[5]),
})).reverse();

export interface NobleMemberSetup {
  tier: NobleTier | null;
  /** Growth above the tier's requirement (or the total with no tier). */
  growthAbove: number;
  /** Day 1–30 of the current cycle today. */
  cycleDay: number;
  /** Share of the tier's maintenance earned this cycle (0–1). */
  maintained: number;
  coins: number;
  /** A change of tier on the first day of this cycle (an upgrade or a renewal shows a banner). */
  lastChange: 'upgrade' | 'drop' | 'renew' | null;
  /** Growth records: how many, or none. */
  records: number;
}

export const DEFAULT_NOBLE_MEMBER: NobleMemberSetup = {
  tier: 'duke',
  growthAbove: 12_400,
  cycleDay: 12,
  maintained: 0.62,
  coins: 680_000,
  lastChange: null,
  records: 36,
};

export interface LevelSetup {
  level: number;
  /** Share of the way to the next level (0–1). */
  progress: number;
}

export interface NobleSimulatorOptions {
  now?: () => number;
  member?: Partial<NobleMemberSetup>;
  level?: Partial<LevelSetup>;
}

export const NOBLE_FAILURES = {
  notEnoughCoins: { status: NOBLE_STATUS.notEnoughCoins, msg: '金幣不足' },
  belowMyTier: { status: NOBLE_STATUS.belowMyTier, msg: '不能購買低於目前等級的貴族' },
  invalid: { status: NOBLE_STATUS.invalid, msg: '參數錯誤' },
} satisfies Record<string, ServerFailure>;

/** Experience a level takes: grows with the level (ours; the server owns the real curve). */
export const experienceToReach = (level: number): number => Math.round(40 * (level - 1) ** 2.2);

interface Member {
  standing: NobleStanding;
  coins: number;
  lastChange: StandingReply['last_change'];
  records: GrowthRecordReply[];
  writes: Map<string, SimulatorReply<StandingReply>>;
  /** Ledger, for tests: purchases charged. */
  purchases: number;
}

export function createNobleSimulator(options: NobleSimulatorOptions = {}) {
  const clock = options.now ?? appNow;
  // Each request meets the server at its token's time (an e2e pin, `serverClock.ts`), or the clock given.
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const members = new Map<string, Member>();
  /** e2e: how a token's member starts, over the simulator's (`setUp`). */
  const setups = new Map<string, Partial<NobleMemberSetup>>();
  let serial = 0;

  function seedRecords(count: number, growth: number): GrowthRecordReply[] {
    // Newest first, a few hours apart, amounts that look like what each kind earns (a noble bought now and then).
    const kinds: GrowthRecordReply['kind'][] = [
      'send_gift',
      'recharge',
      'sign_in',
      'receive_gift',
      'task_reward',
      'send_gift',
      'recharge',
      'sign_in',
    ];
    return Array.from({ length: count }, (_, index) => {
      const kind = index % 17 === 5 ? 'buy_noble' : kinds[index % kinds.length]!;
      const amount =
        {
          buy_noble: 30_000,
          recharge: 600 + ((index * 131) % 2_400),
          send_gift: 20 + ((index * 37) % 900),
          receive_gift: 5 + ((index * 13) % 120),
          sign_in: 5,
          task_reward: 50,
        }[kind] ?? 10;
      return {
        record_id: `g${count - index}`,
        kind,
        amount: Math.min(amount, Math.max(1, growth)),
        at: now() - (index + 1) * 5 * 3_600_000,
      };
    });
  }

  function memberFor(token: string): Member {
    let member = members.get(token);
    if (member) return member;
    const setup = { ...DEFAULT_NOBLE_MEMBER, ...options.member, ...setups.get(token) };
    const rule = setup.tier ? ruleOf(MOCK_TIER_TABLE, setup.tier) : undefined;
    // A seeded member's cycle began at midnight UTC+8 of its first day (purchases and upgrades here start theirs at
    // the moment they happen: the model's `cycleFrom`).
    const cycleStartAt = utc8DayStart(now()) - (Math.min(30, Math.max(1, setup.cycleDay)) - 1) * DAY_MS;
    const growth = (rule?.requirement ?? 0) + setup.growthAbove;
    member = {
      standing: {
        growth,
        tier: setup.tier,
        ...(setup.tier ? cycleFrom(cycleStartAt) : { cycleStartAt: 0, cycleEndAt: 0 }),
        cycleGrowth: rule ? Math.floor(rule.maintenance * setup.maintained) : 0,
      },
      coins: setup.coins,
      lastChange:
        setup.lastChange && setup.tier
          ? { kind: setup.lastChange, tier: setup.tier, at: cycleStartAt + 9 * 3_600_000 }
          : null,
      records: seedRecords(setup.records, growth),
      writes: new Map(),
      purchases: 0,
    };
    members.set(token, member);
    return member;
  }

  const standingOf = (member: Member): StandingReply => {
    member.standing = settle(MOCK_TIER_TABLE, member.standing, now());
    return {
      growth: member.standing.growth,
      tier: member.standing.tier,
      cycle_start_at: member.standing.cycleStartAt,
      cycle_end_at: member.standing.cycleEndAt,
      cycle_growth: member.standing.cycleGrowth,
      coins: member.coins,
      last_change: member.lastChange,
      server_now: now(),
    };
  };

  return {
    setClock(at: number | null) {
      fixedNow = at;
    },
    /** e2e: the member of `token` starts as `setup` says (a new member, a lower tier, other coins). */
    setUp(token: string, setup: Partial<NobleMemberSetup>) {
      setups.set(token, setup);
      members.delete(token);
    },
    tiers(): SimulatorReply<{ tiers: TierReply[] }> {
      return ok({ tiers: MOCK_TIER_TABLE.map((rule) => ({ ...rule })) });
    },
    state(token: string): SimulatorReply<StandingReply> {
      return ok(standingOf(memberFor(token)));
    },
    buy(token: string, tier: string, requestId: string): SimulatorReply<StandingReply> {
      const member = memberFor(token);
      const earlier = member.writes.get(requestId);
      if (earlier) return earlier.ok ? ok(standingOf(member)) : earlier;
      const rule = MOCK_TIER_TABLE.find((candidate) => candidate.tier === tier);
      const reply = (() => {
        if (!rule) return refused<StandingReply>(NOBLE_FAILURES.invalid);
        const settled = settle(MOCK_TIER_TABLE, member.standing, now());
        if (!buyableTiers(MOCK_TIER_TABLE, settled.tier).includes(rule))
          return refused<StandingReply>(NOBLE_FAILURES.belowMyTier);
        if (member.coins < rule.price) return refused<StandingReply>(NOBLE_FAILURES.notEnoughCoins);
        const before = settled.tier;
        member.standing = buyTier(MOCK_TIER_TABLE, settled, rule.tier, now());
        member.coins -= rule.price;
        member.purchases += 1;
        member.lastChange = {
          kind: outranks(member.standing.tier, before) ? 'upgrade' : 'renew',
          tier: member.standing.tier,
          at: now(),
        };
        member.records.unshift({
          record_id: `b${++serial}`,
          kind: 'buy_noble',
          amount: member.standing.growth - settled.growth,
          at: now(),
        });
        return ok(standingOf(member));
      })();
      member.writes.set(requestId, reply);
      return reply;
    },
    growth(
      token: string,
      page: number,
      size: number,
    ): SimulatorReply<{ records: GrowthRecordReply[]; has_more: boolean }> {
      const records = memberFor(token).records;
      const from = (Math.max(1, page) - 1) * size;
      return ok({ records: records.slice(from, from + size), has_more: from + size < records.length });
    },
    level(): SimulatorReply<LevelReply> {
      const setup = { level: 27, progress: 0.64, ...options.level };
      const level = Math.min(100, Math.max(1, Math.floor(setup.level)));
      const start = experienceToReach(level);
      const next = level === 100 ? null : experienceToReach(level + 1);
      const experience = next === null ? start + 12_345 : start + Math.floor((next - start) * setup.progress);
      return ok({ level, experience, level_start: start, next_level_at: next });
    },
    /** e2e: a token's purchases charged, coins and tier. */
    ledgerOf(token: string) {
      const member = members.get(token);
      return { purchases: member?.purchases ?? 0, coins: member?.coins ?? 0, tier: member?.standing.tier ?? null };
    },
  };
}

export type NobleSimulator = ReturnType<typeof createNobleSimulator>;

/** The shared server of the dev app and e2e. */
export const nobleSimulator = createNobleSimulator();
