/**
 * The CP server, simulated with the page's rules (`src/features/cp/model.ts`): one member per access token, with a
 * partner-to-be (or a pair, or nobody); the confession gift paid once per request id; the pair formed by the server the
 * moment both conditions hold; the announcement recorded per side. The partner's side is the simulator's to play
 * (`partnerActs`: their gift, their messages, their confirmation) — e2e and the dev app drive it.
 */
import { CP_STATUS, type CpAnnounce, type CpCouple, type CpPerson, type CpShow } from '../../src/features/cp/contract';
import { announceStage, CONFESSION_GIFT_COINS, cpConditions, type CpTier } from '../../src/features/cp/model';
import { appNow } from '../../src/platform/clock/clock';
import { AVATARS } from './population';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;

export const CP_FAILURES = {
  notEnoughCoins: { status: CP_STATUS.notEnoughCoins, msg: '金幣不足，請先儲值' },
  nothingToConfess: { status: CP_STATUS.nothingToConfess, msg: '目前沒有可以告白的對象' },
  unknownCouple: { status: CP_STATUS.unknownCouple, msg: '找不到這對 CP' },
  notMine: { status: CP_STATUS.notMine, msg: '只有 CP 雙方可以公布' },
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

  function coupleOf(member: Member): CpCouple | null {
    if (!member.couple || !member.partner) return null;
    return {
      cp_id: member.couple.id,
      tier: member.couple.tier,
      cp_value: member.couple.cpValue,
      love_value: member.couple.loveValue,
      formed_at: member.couple.formedAt,
      announced_at: member.announcedAt,
      mine: true,
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
      if (cpId === HALL_COUPLE.cp_id)
        return ok({ couple: HALL_COUPLE, forming: null, coins: member.coins, server_now: now() });
      return refused(CP_FAILURES.unknownCouple);
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
      if (cpId === HALL_COUPLE.cp_id) return refused(CP_FAILURES.notMine);
      return cpId === member.couple?.id ? announceOf(member) : refused(CP_FAILURES.unknownCouple);
    },
    confirmAnnounce(token: string, cpId: string, requestId: string): SimulatorReply<CpAnnounce> {
      const member = memberFor(token);
      return once(member, requestId, () => {
        if (cpId === HALL_COUPLE.cp_id) return refused(CP_FAILURES.notMine);
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
