/**
 * The CP server, simulated with the page's rules (`src/features/cp/model.ts`): one member per access token, with a
 * partner-to-be (or a pair, or nobody); the confession gift paid once per request id; the pair formed by the server the
 * moment both conditions hold; the announcement recorded per side. The partner's side is the simulator's to play
 * (`partnerActs`: their gift, their messages, their confirmation) — e2e and the dev app drive it.
 */
import {
  CP_STATUS,
  type CpAnnounce,
  type CpCouple,
  type CpHall,
  type CpHallCouple,
  type CpMatchmaker,
  type CpMatchmakerBoard,
  type CpPerson,
  type CpShow,
} from '../../src/features/cp/contract';
import {
  announceStage,
  CONFESSION_GIFT_COINS,
  cpConditions,
  type CpTier,
  matchmakerValue,
} from '../../src/features/cp/model';
import { appNow, UTC8_OFFSET_MS } from '../../src/platform/clock/clock';
import { AVATARS, NICKNAMES } from './population';
import { random } from './random';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;

export const CP_FAILURES = {
  notEnoughCoins: { status: CP_STATUS.notEnoughCoins, msg: '金幣不足，請先儲值' },
  nothingToConfess: { status: CP_STATUS.nothingToConfess, msg: '目前沒有可以告白的對象' },
  unknownCouple: { status: CP_STATUS.unknownCouple, msg: '找不到這對 CP' },
  notMine: { status: CP_STATUS.notMine, msg: '只有 CP 雙方可以公布' },
  badCursor: { status: 33499, msg: '參數錯誤' },
} satisfies Record<string, ServerFailure>;

export interface CpMemberSetup {
  /** `forming`: a partner-to-be; `couple`: a pair; `none`: nobody. */
  state: 'forming' | 'couple' | 'none';
  coins: number;
  confession: { mine: boolean; partner: boolean };
  messages: { mine: number; partner: number };
  tier: CpTier;
  /** The partner is an anchor (announcing takes them off new-user recommendation, spec §6). */
  partnerAnchor: boolean;
  /** The pair formed this many days ago. */
  formedDaysAgo: number;
  /** Who has confirmed the announcement. */
  announce: 'none' | 'partner' | 'mine' | 'both';
  /** The pairs this member introduced as a matchmaker, and how many of them were announced. */
  matchmaker: { newPairs: number; announcedPairs: number };
}

export const DEFAULT_CP_MEMBER: CpMemberSetup = {
  state: 'forming',
  coins: 12_800,
  confession: { mine: false, partner: true },
  messages: { mine: 3, partner: 4 },
  tier: 'peerless',
  partnerAnchor: true,
  formedDaysAgo: 128,
  announce: 'none',
  matchmaker: { newPairs: 3, announcedPairs: 0 },
};

export interface CpSimulatorOptions {
  now?: () => number;
  member?: Partial<CpMemberSetup>;
}

interface Member {
  me: CpPerson;
  partner: CpPerson | null;
  coins: number;
  confession: { mine: boolean; partner: boolean };
  messages: { mine: number; partner: number };
  couple: { id: string; tier: CpTier; formedAt: number; cpValue: number; loveValue: number } | null;
  confirmed: { mine: boolean; partner: boolean };
  announcedAt: number | null;
  writes: Map<string, SimulatorReply<unknown>>;
  charges: number;
  matchmaker: { newPairs: number; announcedPairs: number };
}

/** A couple anyone can open (the official CP hall's first pair): not the asker's. */
const HALL_COUPLE: CpCouple = {
  cp_id: 'cp-hall-0001',
  tier: 'ultimate',
  cp_value: 1_288_000,
  love_value: 52_000,
  formed_at: Date.UTC(2025, 1, 14, 4),
  announced_at: Date.UTC(2025, 4, 20, 12),
  mine: false,
  partners: [
    { public_id: '10086021', nickname: '星河', avatar: AVATARS[0]!, anchor: false },
    { public_id: '10086022', nickname: '小鹿亂撞', avatar: AVATARS[3]!, anchor: true },
  ],
  gifts: [
    { gift_id: 'confession', name: '告白氣球', count: 12 },
    { gift_id: 'ring', name: '永恆之戒', count: 3 },
  ],
};

/**
 * The official CP hall's other pairs: seeded, so every run (stories, e2e, the dev app) shows the same hall. Announced
 * between 2024-03 and 2025-06 (the stories' clock is 2025-07-01), a few without a picture (their initial is drawn).
 */
const HALL_SEEDED: readonly CpCouple[] = (() => {
  const next = random(3_303);
  const tiers: readonly CpTier[] = ['ultimate', 'peerless', 'peerless', 'none', 'none'];
  const first = Date.UTC(2024, 2, 1, 4);
  const last = Date.UTC(2025, 5, 27, 12);
  const couples = Array.from({ length: 23 }, (_, index): CpCouple => {
    const announced = Math.floor(first + ((last - first) * (index + next())) / 23);
    const person = (slot: number): CpPerson => ({
      public_id: String(10_087_000 + index * 2 + slot),
      nickname: NICKNAMES[(index * 2 + slot + 3) % NICKNAMES.length]!,
      avatar: next() < 0.2 ? '' : AVATARS[Math.floor(next() * AVATARS.length)]!,
      anchor: next() < 0.3,
    });
    return {
      cp_id: `cp-hall-${String(index + 2).padStart(4, '0')}`,
      tier: tiers[Math.floor(next() * tiers.length)]!,
      cp_value: 20_000 + Math.floor(next() * 90) * 10_000,
      love_value: Math.floor(next() * 60) * 1_000,
      formed_at: announced - (10 + Math.floor(next() * 300)) * DAY_MS,
      announced_at: announced,
      mine: false,
      partners: [person(0), person(1)],
      gifts: [{ gift_id: 'confession', name: '告白氣球', count: 2 + Math.floor(next() * 10) }],
    };
  });
  return [HALL_COUPLE, ...couples];
})();

/** A page of the hall holds this many pairs. */
export const HALL_PAGE_SIZE = 10;
/** The matchmaker board shows this many rows. */
export const MATCHMAKER_BOARD_SIZE = 30;

/** The hall's order: newest announcement first, then by id; the cursor is the last pair's place in it. */
type HallPlace = Pick<CpHallCouple, 'announced_at' | 'cp_id'>;
const hallOrder = (a: HallPlace, b: HallPlace) =>
  (b.announced_at ?? 0) - (a.announced_at ?? 0) || a.cp_id.localeCompare(b.cp_id);
const cursorOf = (couple: HallPlace) => `${couple.announced_at ?? 0}~${couple.cp_id}`;
function readCursor(cursor: string): HallPlace | null {
  const match = /^(\d{1,15})~([\w-]{1,64})$/.exec(cursor);
  return match ? { announced_at: Number(match[1]), cp_id: match[2]! } : null;
}

const hallCard = ({ gifts: _gifts, love_value: _love, ...card }: CpCouple): CpHallCouple => card;

/** The matchmakers of the seeded world: people who introduced pairs (every one at least 40,000). */
const MATCHMAKERS_SEEDED: readonly { person: CpPerson; newPairs: number; announcedPairs: number }[] = (() => {
  const next = random(9_010);
  return Array.from({ length: 36 }, (_, index) => ({
    person: {
      public_id: String(30_100_000 + index),
      nickname: NICKNAMES[(index * 5 + 11) % NICKNAMES.length]!,
      avatar: next() < 0.2 ? '' : AVATARS[index % AVATARS.length]!,
      anchor: false,
    },
    newPairs: 4 + Math.floor(next() * 26),
    announcedPairs: Math.floor(next() * next() * 7),
  }));
})();

/** The board's period: the month of `now` in UTC+8, as the server names it. */
function periodOf(now: number): string {
  const day = new Date(now + UTC8_OFFSET_MS);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const two = (value: number) => String(value).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}.${two(month + 1)}.01 – ${year}.${two(month + 1)}.${two(lastDay)}`;
}

/** A member's pair is named after their token (stories and e2e know it before the pair exists). */
const pairIdOf = (token: string) => `cp-${token.replaceAll(/[^\w-]/g, '').slice(0, 24) || 'member'}`;

export function createCpSimulator(options: CpSimulatorOptions = {}) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const members = new Map<string, Member>();

  function memberFor(token: string): Member {
    let member = members.get(token);
    if (member) return member;
    const setup = { ...DEFAULT_CP_MEMBER, ...options.member };
    const paired = setup.state === 'couple';
    member = {
      me: { public_id: '20260001', nickname: '阿哲', avatar: AVATARS[2]!, anchor: false },
      partner:
        setup.state === 'none'
          ? null
          : { public_id: '20260002', nickname: '晚風', avatar: AVATARS[1]!, anchor: setup.partnerAnchor },
      coins: setup.coins,
      confession: paired ? { mine: true, partner: true } : { ...setup.confession },
      messages: paired ? { mine: 5, partner: 5 } : { ...setup.messages },
      couple: paired
        ? {
            id: pairIdOf(token),
            tier: setup.tier,
            formedAt: now() - setup.formedDaysAgo * DAY_MS,
            cpValue: 345_600,
            loveValue: 9_990,
          }
        : null,
      confirmed: {
        mine: setup.announce === 'mine' || setup.announce === 'both',
        partner: setup.announce !== 'none' && setup.announce !== 'mine',
      },
      announcedAt: paired && setup.announce === 'both' ? now() - 3 * DAY_MS : null,
      writes: new Map(),
      charges: 0,
      matchmaker: { ...setup.matchmaker },
    };
    members.set(token, member);
    return member;
  }

  /** The server forms the pair the moment both conditions hold. */
  function formIfReady(token: string, member: Member) {
    if (member.couple || !member.partner) return;
    if (!cpConditions(member).formed) return;
    member.couple = {
      id: pairIdOf(token),
      tier: 'none',
      formedAt: now(),
      cpValue: 2 * CONFESSION_GIFT_COINS * 10,
      loveValue: 0,
    };
  }

  function coupleOf(member: Member, mine = true): CpCouple | null {
    if (!member.couple || !member.partner) return null;
    return {
      cp_id: member.couple.id,
      tier: member.couple.tier,
      cp_value: member.couple.cpValue,
      love_value: member.couple.loveValue,
      formed_at: member.couple.formedAt,
      announced_at: member.announcedAt,
      mine,
      partners: [member.me, member.partner],
      gifts: [{ gift_id: 'confession', name: '告白氣球', count: 2 }],
    };
  }

  function showOf(member: Member): CpShow {
    const couple = coupleOf(member);
    return {
      couple,
      forming:
        couple || !member.partner
          ? null
          : { partner: member.partner, confession: { ...member.confession }, messages: { ...member.messages } },
      coins: member.coins,
      server_now: now(),
    };
  }

  function announceOf(member: Member): SimulatorReply<CpAnnounce> {
    const couple = coupleOf(member);
    return couple ? ok({ couple, confirmed: { ...member.confirmed } }) : refused(CP_FAILURES.unknownCouple);
  }

  /** Every announced pair: the seeded ones and the members' own, once announced (as `token` sees them). */
  function hallCouples(token: string): CpHallCouple[] {
    const announced = [...members.entries()].flatMap(([owner, member]) => {
      const couple = member.announcedAt === null ? null : coupleOf(member, owner === token);
      return couple ? [hallCard(couple)] : [];
    });
    return [...HALL_SEEDED.map(hallCard), ...announced].sort(hallOrder);
  }

  /** A pair anyone may open: a seeded one of the hall, or another member's announced pair. */
  function publicCouple(cpId: string): CpCouple | null {
    const seeded = HALL_SEEDED.find((couple) => couple.cp_id === cpId);
    if (seeded) return seeded;
    for (const member of members.values())
      if (member.couple?.id === cpId && member.announcedAt !== null) return coupleOf(member, false);
    return null;
  }

  function once<T>(member: Member, requestId: string, write: () => SimulatorReply<T>): SimulatorReply<T> {
    const earlier = member.writes.get(requestId);
    if (earlier) return earlier as SimulatorReply<T>;
    const reply = write();
    member.writes.set(requestId, reply);
    return reply;
  }

  function announceIfBoth(member: Member) {
    if (
      member.announcedAt === null &&
      announceStage(member.confirmed.mine, member.confirmed.partner, null) === 'announced'
    )
      member.announcedAt = now();
  }

  return {
    now,
    setClock(at: number | null) {
      fixedNow = at;
    },
    show(token: string, cpId: string): SimulatorReply<CpShow> {
      const member = memberFor(token);
      if (!cpId || cpId === member.couple?.id) return ok(showOf(member));
      const couple = publicCouple(cpId);
      if (couple) return ok({ couple, forming: null, coins: member.coins, server_now: now() });
      return refused(CP_FAILURES.unknownCouple);
    },
    /** A page of the official CP hall: after the pair `cursor` names (none: from the newest). */
    hall(token: string, cursor: string): SimulatorReply<CpHall> {
      memberFor(token);
      const after = cursor ? readCursor(cursor) : null;
      if (cursor && !after) return refused(CP_FAILURES.badCursor);
      const all = hallCouples(token);
      const start = after ? all.filter((couple) => hallOrder(couple, after) <= 0).length : 0;
      const couples = all.slice(start, start + HALL_PAGE_SIZE);
      const more = start + HALL_PAGE_SIZE < all.length;
      return ok({
        couples,
        mine: all.find((couple) => couple.mine) ?? null,
        next_cursor: more ? cursorOf(couples.at(-1)!) : null,
        server_now: now(),
      });
    },
    /** The matchmaker board of this month: the seeded matchmakers and this member, by value; my standing. */
    matchmakers(token: string): SimulatorReply<CpMatchmakerBoard> {
      const member = memberFor(token);
      const me = { person: member.me, ...member.matchmaker, me: true };
      const everyone = [...MATCHMAKERS_SEEDED.map((entry) => ({ ...entry, me: false })), me]
        .map((entry) => ({ ...entry, value: matchmakerValue(entry.newPairs, entry.announcedPairs) }))
        .sort((a, b) => b.value - a.value || a.person.public_id.localeCompare(b.person.public_id));
      const rows: CpMatchmaker[] = everyone.slice(0, MATCHMAKER_BOARD_SIZE).map((entry, index) => ({
        rank: index + 1,
        person: entry.person,
        new_pairs: entry.newPairs,
        announced_pairs: entry.announcedPairs,
        value: entry.value,
      }));
      const place = everyone.findIndex((entry) => entry.me);
      const ranked = place < MATCHMAKER_BOARD_SIZE;
      const above = ranked ? everyone[place - 1] : everyone[MATCHMAKER_BOARD_SIZE - 1];
      const value = matchmakerValue(me.newPairs, me.announcedPairs);
      return ok({
        period: periodOf(now()),
        rows,
        mine: {
          rank: ranked ? place + 1 : null,
          new_pairs: me.newPairs,
          announced_pairs: me.announcedPairs,
          value,
          gap: above ? above.value - value : null,
        },
        server_now: now(),
      });
    },
    confess(token: string, requestId: string): SimulatorReply<CpShow> {
      const member = memberFor(token);
      return once(member, requestId, () => {
        if (!member.partner || member.couple || member.confession.mine) return refused(CP_FAILURES.nothingToConfess);
        if (member.coins < CONFESSION_GIFT_COINS) return refused(CP_FAILURES.notEnoughCoins);
        member.coins -= CONFESSION_GIFT_COINS;
        member.charges += 1;
        member.confession.mine = true;
        formIfReady(token, member);
        return ok(showOf(member));
      });
    },
    announce(token: string, cpId: string): SimulatorReply<CpAnnounce> {
      const member = memberFor(token);
      if (publicCouple(cpId) && cpId !== member.couple?.id) return refused(CP_FAILURES.notMine);
      return cpId === member.couple?.id ? announceOf(member) : refused(CP_FAILURES.unknownCouple);
    },
    confirmAnnounce(token: string, cpId: string, requestId: string): SimulatorReply<CpAnnounce> {
      const member = memberFor(token);
      return once(member, requestId, () => {
        if (publicCouple(cpId) && cpId !== member.couple?.id) return refused(CP_FAILURES.notMine);
        if (cpId !== member.couple?.id) return refused(CP_FAILURES.unknownCouple);
        member.confirmed.mine = true;
        announceIfBoth(member);
        return announceOf(member);
      });
    },
    /** The partner's side, as the simulator plays it: their gift, `rounds` more of talk, their confirmation. */
    partnerActs(token: string, act: { confess?: boolean; rounds?: number; confirm?: boolean }) {
      const member = memberFor(token);
      if (act.confess) member.confession.partner = true;
      if (act.rounds) {
        member.messages.mine += act.rounds;
        member.messages.partner += act.rounds;
      }
      if (act.confirm) member.confirmed.partner = true;
      formIfReady(token, member);
      announceIfBoth(member);
    },
    /** e2e and the simulator's panel: confession gifts paid, the pair and its announcement. */
    ledgerOf(token: string) {
      const member = members.get(token);
      return {
        charges: member?.charges ?? 0,
        coins: member?.coins ?? null,
        paired: Boolean(member?.couple),
        announced: member?.announcedAt != null,
      };
    },
  };
}

export type CpSimulator = ReturnType<typeof createCpSimulator>;

/** The shared server of the dev app and e2e. */
export const cpSimulator = createCpSimulator();
