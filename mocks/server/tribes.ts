/**
 * The tribe server, simulated with the page's rules (`src/features/tribes/model.ts`): twenty tribes with their members,
 * one member per access token (in a tribe or not, maybe waiting for a chief), joins and leaves done once per request
 * id, and per token a season of the tribe PK tournament that the simulator moves one step at a time (`advancePk`: a
 * round is drawn, goes live, is decided) — e2e and the dev app drive it. My tribe wins its matches unless told where
 * to lose; every other match goes to the tribe with the higher score.
 */
import {
  type Membership,
  type PkMatch,
  type PkStanding,
  TRIBE_STATUS,
  type TribeCard,
  type TribeHall,
  type TribeMember,
  type TribePk,
  type TribeSquare,
} from '../../src/features/tribes/contract';
import {
  joinAction,
  nextMatchOf,
  PK_ROUNDS,
  type PkRound,
  type PkSide,
  pkSchedule,
  qualifiers,
  roundOfEight,
  type TribeRole,
} from '../../src/features/tribes/model';
import { appNow } from '../../src/platform/clock/clock';
import { AVATARS, NICKNAMES, TRIBE_NAMES } from './population';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

export const TRIBE_FAILURES = {
  unknownTribe: { status: TRIBE_STATUS.unknownTribe, msg: '找不到這個部落' },
  alreadyInTribe: { status: TRIBE_STATUS.alreadyInTribe, msg: '請先退出目前的部落' },
  full: { status: TRIBE_STATUS.full, msg: '部落人數已滿' },
  chiefCannotLeave: { status: TRIBE_STATUS.chiefCannotLeave, msg: '酋長請先轉讓部落再退出' },
} satisfies Record<string, ServerFailure>;

const SLOGANS = [
  '今晚一起衝榜！',
  'Sing, chat, win together',
  '夜貓子集合，天亮再睡',
  'みんなで楽しく！',
  '매일 밤 함께해요',
  'Rise from the ashes',
];

export const tribeIdOf = (index: number) => `t_${String(index).padStart(2, '0')}`;
/** The member's own tribe unless a setup says otherwise: 星光部落, on the red side. */
export const MY_TRIBE = tribeIdOf(1);

interface Tribe {
  card: TribeCard;
  exp: number;
  nextLevelExp: number;
  roster: TribeMember[];
}

function seedTribes(): Tribe[] {
  return TRIBE_NAMES.map((name, i) => {
    const index = i + 1;
    const level = Math.max(1, 18 - i);
    const members = Math.max(6, 48 - i * 2);
    const roster = Array.from({ length: Math.min(members, 30) }, (_, m): TribeMember => {
      const role: TribeRole = m === 0 ? 'chief' : m <= 2 ? 'elder' : 'member';
      return {
        public_id: String(30_000_000 + index * 100 + m),
        nickname: NICKNAMES[(i * 7 + m) % NICKNAMES.length]!,
        avatar: AVATARS[(i + m) % AVATARS.length]!,
        role,
        contribution: Math.round((90_000 - m * 2_700) * (1 - i * 0.03)) + ((m * 37) % 100),
      };
    });
    return {
      card: {
        tribe_id: tribeIdOf(index),
        name,
        level,
        members,
        capacity: 50,
        slogan: SLOGANS[i % SLOGANS.length]!,
        chief: roster[0]!.nickname,
        power: roster.reduce((sum, member) => sum + member.contribution, 0),
        approval: i % 3 === 1,
      },
      exp: 12_000 + i * 977,
      nextLevelExp: 30_000,
      roster,
    };
  });
}

export interface TribeMemberSetup {
  /** My tribe, or none. */
  tribe: string | null;
  role: TribeRole;
  /** The tribe I asked to join, waiting for its chief. */
  requested: string | null;
  /** The PK season this many steps in (0 qualifying, 1 the round of 8 drawn, 2 it is live, 3 decided and the semi-finals drawn … 9 the peak decided; `advancePk` adds one). */
  pkSteps: number;
  /** My tribe loses its match in this round (else it wins every one). */
  pkLosesIn: PkRound | null;
  /** No tribes in the square (a new server). */
  noTribes: boolean;
}

export const DEFAULT_TRIBE_MEMBER: TribeMemberSetup = {
  tribe: MY_TRIBE,
  role: 'member',
  requested: null,
  pkSteps: 0,
  pkLosesIn: null,
  noTribes: false,
};

export interface TribesSimulatorOptions {
  now?: () => number;
  member?: Partial<TribeMemberSetup>;
}

/** A PK season: 20 tribes qualify (odd ids red, even blue); the steps draw, start and decide the rounds in turn. */
interface Season {
  start: number;
  standings: PkStanding[];
  matches: PkMatch[];
  steps: number;
  losesIn: PkRound | null;
  /** Reads of the live round: its scores grow with each (a stand-in for the gifts of the evening). */
  liveReads: number;
}

/** Qualifying closes, then each round goes live and is decided. */
const PK_MAX_STEPS = 1 + PK_ROUNDS.length * 2;

/** A stable pseudo-random score of a tribe in a match. */
const scoreOf = (matchId: string, tribeId: string) => {
  let hash = 7;
  for (const char of `${matchId}/${tribeId}`) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return 200_000 + (hash % 800_000);
};

export function createTribesSimulator(options: TribesSimulatorOptions = {}) {
  const now = options.now ?? appNow;
  const setup = { ...DEFAULT_TRIBE_MEMBER, ...options.member };
  const tribes = setup.noTribes ? [] : seedTribes();
  const byId = (tribeId: string) => tribes.find((tribe) => tribe.card.tribe_id === tribeId);
  const members = new Map<
    string,
    {
      tribe: string | null;
      role: TribeRole;
      requested: string | null;
      writes: Map<string, SimulatorReply<TribeHall>>;
      joins: number;
      leaves: number;
      season: Season;
    }
  >();

  function newSeason(): Season {
    const standings = tribes.map(
      (tribe, i): PkStanding => ({
        tribe_id: tribe.card.tribe_id,
        name: tribe.card.name,
        side: i % 2 === 0 ? 'red' : 'blue',
        score: tribe.card.power + ((i * 7_919) % 50_000),
      }),
    );
    const season: Season = {
      start: now() - 2 * 86_400_000,
      standings,
      matches: [],
      steps: 0,
      losesIn: setup.pkLosesIn,
      liveReads: 0,
    };
    for (let step = 0; step < setup.pkSteps; step += 1) advance(season, MY_TRIBE);
    return season;
  }

  function memberFor(token: string) {
    let member = members.get(token);
    if (!member) {
      member = {
        tribe: setup.tribe,
        role: setup.role,
        requested: setup.requested,
        writes: new Map(),
        joins: 0,
        leaves: 0,
        season: newSeason(),
      };
      members.set(token, member);
    }
    return member;
  }

  /** Draws a round: its places, each with the winners of the two places before it (or the seeds). */
  function draw(season: Season, round: PkRound) {
    const window = pkSchedule(season.start)[round];
    const place = (side: PkSide | null, slot: number, a: string | null, b: string | null): PkMatch => ({
      match_id: `pk-${round}-${side ?? 'peak'}-${slot}`,
      round,
      side,
      slot,
      a,
      b,
      score_a: 0,
      score_b: 0,
      state: 'upcoming',
      winner: null,
      ...window,
    });
    if (round === 'eight') {
      for (const side of ['red', 'blue'] as const)
        roundOfEight(qualifiers(season.standings, side)).forEach(([a, b], slot) => {
          season.matches.push(place(side, slot, a, b));
        });
      return;
    }
    for (const done of season.matches.filter((match) => match.state === 'decided')) {
      const next = nextMatchOf(done.round, done.side, done.slot);
      if (!next || next.round !== round) continue;
      let match = season.matches.find((m) => m.round === round && m.side === next.side && m.slot === next.slot);
      if (!match) {
        match = place(next.side, next.slot, null, null);
        season.matches.push(match);
      }
      match[next.as] = done.winner;
    }
  }

  /** Decides a round: the higher score wins; my tribe's match goes its way (it wins, or loses where told). */
  function decide(season: Season, round: PkRound, mine: string) {
    for (const match of season.matches.filter((m) => m.round === round)) {
      match.state = 'decided';
      match.score_a = match.a ? scoreOf(match.match_id, match.a) : 0;
      match.score_b = match.b ? scoreOf(match.match_id, match.b) : 0;
      if (match.a === mine || match.b === mine) {
        const mineWins = season.losesIn !== round;
        const [high, low] = [Math.max(match.score_a, match.score_b), Math.min(match.score_a, match.score_b)];
        const mineIsA = match.a === mine;
        match.score_a = mineIsA === mineWins ? high : low;
        match.score_b = mineIsA === mineWins ? low : high;
      }
      match.winner = !match.b || (match.a && match.score_a >= match.score_b) ? match.a : match.b;
    }
  }

  /**
   * One step: qualifying closes and the round of 8 is drawn; then each round goes live, and is decided with the next
   * round drawn from its winners (upcoming, its tribes known).
   */
  function advance(season: Season, mine: string) {
    if (season.steps >= PK_MAX_STEPS) return;
    season.steps += 1;
    if (season.steps === 1) return draw(season, 'eight');
    const index = Math.floor((season.steps - 2) / 2);
    const round = PK_ROUNDS[index]!;
    if (season.steps % 2 === 0) {
      for (const match of season.matches.filter((m) => m.round === round)) match.state = 'live';
      season.liveReads = 0;
      return;
    }
    decide(season, round, mine);
    const next = PK_ROUNDS[index + 1];
    if (next) draw(season, next);
  }

  function pkOf(member: ReturnType<typeof memberFor>): TribePk {
    const { season } = member;
    const live = season.matches.filter((match) => match.state === 'live');
    season.liveReads += live.length > 0 ? 1 : 0;
    const share = Math.min(0.9, 0.3 + season.liveReads * 0.1);
    return {
      season: '2026 S4',
      qualifying: season.standings.map((standing) => ({ ...standing })),
      schedule: pkSchedule(season.start),
      matches: season.matches.map((match) =>
        match.state === 'live'
          ? {
              ...match,
              score_a: match.a ? Math.round(scoreOf(match.match_id, match.a) * share) : 0,
              score_b: match.b ? Math.round(scoreOf(match.match_id, match.b) * share) : 0,
            }
          : { ...match },
      ),
      my_tribe_id: member.tribe,
      server_now: now(),
    };
  }

  function hallOf(member: ReturnType<typeof memberFor>, tribe: Tribe): TribeHall {
    const membership: Membership =
      member.tribe === tribe.card.tribe_id ? 'member' : member.requested === tribe.card.tribe_id ? 'requested' : 'none';
    const rank = [...tribes].sort((x, y) => y.card.power - x.card.power).indexOf(tribe) + 1;
    return {
      tribe: { ...tribe.card, exp: tribe.exp, next_level_exp: tribe.nextLevelExp, rank },
      members: tribe.roster.map((person) => ({ ...person })),
      membership,
      my_role: membership === 'member' ? member.role : null,
      other_tribe: membership !== 'member' && member.tribe !== null,
    };
  }

  function once(
    member: ReturnType<typeof memberFor>,
    requestId: string,
    write: () => SimulatorReply<TribeHall>,
  ): SimulatorReply<TribeHall> {
    const earlier = member.writes.get(requestId);
    if (earlier) return earlier;
    const reply = write();
    member.writes.set(requestId, reply);
    return reply;
  }

  return {
    square(token: string, q: string): SimulatorReply<TribeSquare> {
      const member = memberFor(token);
      const query = q.trim().toLowerCase();
      const found = tribes
        .filter((tribe) => !query || tribe.card.name.toLowerCase().includes(query) || tribe.card.tribe_id === query)
        .sort((x, y) => y.card.power - x.card.power);
      return ok({
        mine: member.tribe ? { ...byId(member.tribe)!.card } : null,
        requested: member.requested,
        tribes: found.map((tribe) => ({ ...tribe.card })),
      });
    },
    hall(token: string, tribeId: string): SimulatorReply<TribeHall> {
      const tribe = byId(tribeId);
      return tribe ? ok(hallOf(memberFor(token), tribe)) : refused(TRIBE_FAILURES.unknownTribe);
    },
    join(token: string, tribeId: string, requestId: string): SimulatorReply<TribeHall> {
      const member = memberFor(token);
      return once(member, requestId, () => {
        const tribe = byId(tribeId);
        if (!tribe) return refused(TRIBE_FAILURES.unknownTribe);
        const membership = hallOf(member, tribe).membership;
        const action = joinAction(membership, tribe.card, member.tribe !== null && membership !== 'member');
        if (action === 'leaveFirst') return refused(TRIBE_FAILURES.alreadyInTribe);
        if (action === 'full') return refused(TRIBE_FAILURES.full);
        if (action === 'apply') member.requested = tribeId;
        if (action === 'join') {
          member.tribe = tribeId;
          member.role = 'member';
          member.requested = null;
          tribe.card.members += 1;
        }
        if (action === 'join' || action === 'apply') member.joins += 1;
        return ok(hallOf(member, tribe));
      });
    },
    leave(token: string, tribeId: string, requestId: string): SimulatorReply<TribeHall> {
      const member = memberFor(token);
      return once(member, requestId, () => {
        const tribe = byId(tribeId);
        if (!tribe) return refused(TRIBE_FAILURES.unknownTribe);
        if (member.tribe === tribeId) {
          if (member.role === 'chief') return refused(TRIBE_FAILURES.chiefCannotLeave);
          member.tribe = null;
          tribe.card.members -= 1;
          member.leaves += 1;
        }
        return ok(hallOf(member, tribe));
      });
    },
    pk(token: string): SimulatorReply<TribePk> {
      return ok(pkOf(memberFor(token)));
    },
    /** The simulator's hand: the PK season one step on (draw, start or decide the next round). */
    advancePk(token: string, steps = 1) {
      const member = memberFor(token);
      for (let step = 0; step < steps; step += 1) advance(member.season, member.tribe ?? MY_TRIBE);
      return { steps: member.season.steps };
    },
    /** e2e and the simulator's panel: joins and leaves done, my tribe, the PK season's step. */
    ledgerOf(token: string) {
      const member = members.get(token);
      return {
        joins: member?.joins ?? 0,
        leaves: member?.leaves ?? 0,
        tribe: member?.tribe ?? null,
        requested: member?.requested ?? null,
        pkSteps: member?.season.steps ?? 0,
      };
    },
  };
}

export type TribesSimulator = ReturnType<typeof createTribesSimulator>;

/** The shared server of the dev app and e2e. */
export const tribesSimulator = createTribesSimulator();
