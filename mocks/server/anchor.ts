/**
 * The anchor server, simulated with the rules (`src/features/anchor/model.ts`) on the app clock: one anchor per
 * access token with a grade, a new-anchor period, task counters, rewards claimed idempotently by request id, and a
 * real-name verification that goes pending → passed (or failed for the seeded refused numbers). The check-in task
 * counts the streak of the withdrawal server (one streak: `platform/earnings`), so a sign-in on either page moves
 * both.
 */
import {
  ANCHOR_STATUS,
  type GradeRowReply,
  type PointsReply,
  type ProfileReply,
  type QaReply,
  type RewardReply,
  type TasksReply,
  type VerificationReply,
} from '../../src/features/anchor/contract';
import { CASH_MILESTONES, reachesGoals, TASK_KINDS, type TaskKind } from '../../src/features/anchor/model';
import { type Grade } from '../../src/features/anchor/rating';
import { checkRealName, maskName } from '../../src/features/anchor/verification';
import { STREAK_DAYS } from '../../src/platform/earnings/earnings';
import { checkIdNumber, maskIdNumber, normaliseIdNumber } from '../../src/platform/identity/idNumber';
import { appNow } from '../../src/platform/clock/clock';
import { anchorQa } from '../fixtures/anchorQa';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';
import { marketOf } from './accounts';
import { withdrawSimulator, type WithdrawSimulator } from './withdraw';
import { MARKETS } from './withdrawFlow';

const DAY_MS = 86_400_000;

export interface AnchorProfileSetup {
  nickname: string;
  grade: Grade;
  announcedCp: boolean;
  market: 'CN' | 'TW';
  /** Counters of the tasks after the check-in: reply points, receptions, [relatives, CPs]. */
  replies: number;
  receptions: number;
  relatives: [number, number];
  /** The check-in task was finished on an earlier streak (a later missed day does not undo it). */
  checkInDone: boolean;
  /** Rewards received already (task kinds, or 'milestone3' / 'milestone4'). */
  received: string[];
  /** Time left in the new-anchor period (ms). */
  periodLeftMs: number;
  verification: 'none' | 'pending' | 'passed' | 'failed';
}

export const DEFAULT_ANCHOR_PROFILE: AnchorProfileSetup = {
  nickname: '小雨Yuki',
  grade: 'B',
  announcedCp: false,
  market: 'CN',
  replies: 640,
  receptions: 4,
  relatives: [1, 0],
  checkInDone: false,
  received: [],
  periodLeftMs: 12 * DAY_MS + 5 * 3_600_000,
  verification: 'none',
};

export const ANCHOR_FAILURES = {
  notClaimable: { status: ANCHOR_STATUS.notClaimable, msg: '獎勵暫不可領取' },
  badIdentity: { status: ANCHOR_STATUS.badIdentity, msg: '姓名或身分證號碼不正確' },
  alreadyVerified: { status: ANCHOR_STATUS.alreadyVerified, msg: '已提交實名認證' },
} satisfies Record<string, ServerFailure>;

/** ID numbers the mock's "registry" refuses after review (stories and e2e type them to reach the failed state). */
export const REFUSED_ID_NUMBERS = ['11010519491231002X', 'A123456789'];
/** How long a verification stays pending on the server's clock. */
export const REVIEW_MS = 2 * 60_000;

/** Our grade table (spec §6: the quality user pool is grade A's alone). */
const GRADE_TABLE: GradeRowReply[] = [
  { grade: 'A', chat_recommendations: true, chats_per_day: 60, house_recommendations: true, quality_pool: true },
  { grade: 'B', chat_recommendations: true, chats_per_day: 30, house_recommendations: true, quality_pool: false },
  { grade: 'C', chat_recommendations: true, chats_per_day: 15, house_recommendations: false, quality_pool: false },
  { grade: 'D', chat_recommendations: false, chats_per_day: 5, house_recommendations: false, quality_pool: false },
];
const SCORES: Record<Grade, ProfileReply['scores']> = {
  A: { reply_rate: 96, call_quality: 92, conduct: 100 },
  B: { reply_rate: 84, call_quality: 78, conduct: 100 },
  C: { reply_rate: 63, call_quality: 70, conduct: 90 },
  D: { reply_rate: 38, call_quality: 52, conduct: 60 },
};
/** Coins for each task (ours); the two cash milestones are spec §9's 30 and 100 yuan. */
const TASK_COINS: Record<TaskKind, number> = { check_in: 100, replies: 200, receptions: 300, relatives: 500 };
/** 50 points are worth 1 yuan, or 4 TWD in the Taiwan variant (spec §9): the withdrawal server's table. */
const RATES = MARKETS;

interface Anchor {
  setup: AnchorProfileSetup;
  periodEndsAt: number;
  received: Set<string>;
  claims: Map<string, SimulatorReply<TasksReply>>;
  checkInDone: boolean;
  verification: VerificationReply & { decidedAt?: number; refused?: boolean };
  submissions: Map<string, SimulatorReply<VerificationReply>>;
}

export function createAnchorSimulator(
  options: { now?: () => number; anchor?: Partial<AnchorProfileSetup>; withdraw?: WithdrawSimulator } = {},
) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const withdraw = options.withdraw ?? withdrawSimulator;
  const anchors = new Map<string, Anchor>();
  const setups = new Map<string, Partial<AnchorProfileSetup>>();

  function anchorFor(token: string): Anchor {
    const known = anchors.get(token);
    if (known) return known;
    // The account's market (a `tw-` token is a Taiwan account, `accounts.ts`), unless the setup says otherwise.
    const setup = { ...DEFAULT_ANCHOR_PROFILE, market: marketOf(token), ...options.anchor, ...setups.get(token) };
    const seeded: VerificationReply =
      setup.verification === 'none'
        ? { state: 'none' }
        : {
            state: setup.verification,
            name: maskName('王小明'),
            id_number: maskIdNumber('11010519491231002X'),
            submitted_at: now() - DAY_MS,
            ...(setup.verification === 'failed' ? { reason: '身分證號碼與姓名不符' } : {}),
          };
    const anchor: Anchor = {
      setup,
      periodEndsAt: now() + setup.periodLeftMs,
      received: new Set(setup.received),
      claims: new Map(),
      checkInDone: setup.checkInDone,
      verification: { ...seeded, ...(setup.verification === 'pending' ? { decidedAt: now() + REVIEW_MS } : {}) },
      submissions: new Map(),
    };
    anchors.set(token, anchor);
    return anchor;
  }

  /** The withdrawal server's streak of the token (its summary meets the token first: its seeded streak). */
  const streakOf = (token: string) => {
    const summary = withdraw.summary(token);
    return summary.ok ? summary.data.streak : 0;
  };

  function valuesOf(token: string, anchor: Anchor, kind: TaskKind): number[] {
    if (kind === 'check_in') {
      const streak = streakOf(token);
      if (streak >= STREAK_DAYS) anchor.checkInDone = true;
      return [anchor.checkInDone ? Math.max(streak, STREAK_DAYS) : streak];
    }
    if (kind === 'replies') return [anchor.setup.replies];
    if (kind === 'receptions') return [anchor.setup.receptions];
    return [...anchor.setup.relatives];
  }

  function tasksOf(token: string): TasksReply {
    const anchor = anchorFor(token);
    const summary = withdraw.summary(token);
    const checkIn = summary.ok
      ? {
          streak: summary.data.streak,
          signed_today: summary.data.signed_today,
          withdrawable: summary.data.withdrawable,
        }
      : { streak: 0, signed_today: false, withdrawable: false };
    const rewardState = (id: string, earned: boolean): RewardReply['state'] =>
      anchor.received.has(id) ? 'received' : earned ? 'claimable' : 'locked';
    let open = true;
    const tasks = TASK_KINDS.map((kind) => {
      const values = valuesOf(token, anchor, kind);
      const finished = open && reachesGoals(kind, values);
      const state = finished ? 'finished' : open ? 'current' : 'locked';
      if (!finished) open = false;
      return {
        task_id: `task-${kind}`,
        kind,
        state,
        values,
        reward: { reward_id: kind, kind: 'coins', amount: TASK_COINS[kind], state: rewardState(kind, finished) },
      };
    });
    const finishedCount = tasks.filter((task) => task.state === 'finished').length;
    const milestones = CASH_MILESTONES.map((milestone) => {
      const id = `milestone${milestone.tasks}`;
      return {
        tasks: milestone.tasks,
        reward: {
          reward_id: id,
          kind: 'cash',
          amount: milestone.cash * (anchor.setup.market === 'TW' ? 4 : 1),
          state: rewardState(id, finishedCount >= milestone.tasks),
        },
      };
    });
    return {
      ends_at: anchor.periodEndsAt,
      tasks,
      milestones,
      currency: RATES[anchor.setup.market].currency,
      ...checkIn,
    };
  }

  /** A pending review is decided once its time has come (on the server's clock). */
  function settleVerification(anchor: Anchor) {
    const verification = anchor.verification;
    if (verification.state === 'pending' && verification.decidedAt !== undefined && now() >= verification.decidedAt) {
      verification.state = verification.refused ? 'failed' : 'passed';
      if (verification.refused) verification.reason = '身分證號碼與姓名不符';
    }
  }

  const publicVerification = ({ decidedAt: _decided, refused: _refused, ...reply }: Anchor['verification']) => reply;

  return {
    setClock(at: number | null) {
      fixedNow = at;
      withdraw.setClock(at);
    },
    /** e2e: how a token's anchor starts (before its first request). */
    setUp(token: string, setup: Partial<AnchorProfileSetup>) {
      setups.set(token, setup);
      anchors.delete(token);
    },
    profile(token: string): SimulatorReply<ProfileReply> {
      const { setup } = anchorFor(token);
      return ok({
        nickname: setup.nickname,
        grade: setup.grade,
        grades: GRADE_TABLE,
        scores: SCORES[setup.grade],
        next_rating_at: now() + 3 * DAY_MS,
        announced_cp: setup.announcedCp,
        market: setup.market,
        ...RATES[setup.market],
      });
    },
    tasks: (token: string): SimulatorReply<TasksReply> => ok(tasksOf(token)),
    claim(token: string, rewardId: string, requestId: string): SimulatorReply<TasksReply> {
      const anchor = anchorFor(token);
      const earlier = anchor.claims.get(requestId);
      if (earlier) return earlier;
      const board = tasksOf(token);
      const reward = [...board.tasks.map((task) => task.reward), ...board.milestones.map((item) => item.reward)].find(
        (item) => item.reward_id === rewardId,
      );
      if (reward?.state !== 'claimable') return refused(ANCHOR_FAILURES.notClaimable);
      anchor.received.add(rewardId);
      const reply = ok(tasksOf(token));
      anchor.claims.set(requestId, reply);
      return reply;
    },
    points(token: string): SimulatorReply<PointsReply> {
      const { setup } = anchorFor(token);
      return ok({ today: 286, week: 2_140, total: 18_650 + setup.replies });
    },
    qa(set: string, language: string): SimulatorReply<QaReply> {
      return ok(anchorQa(set === 'new_anchor' ? 'new_anchor' : 'anchor', language));
    },
    verification(token: string): SimulatorReply<VerificationReply> {
      const anchor = anchorFor(token);
      settleVerification(anchor);
      return ok(publicVerification(anchor.verification));
    },
    verify(
      token: string,
      input: { name: string; idNumber: string; consent: boolean },
      requestId: string,
    ): SimulatorReply<VerificationReply> {
      const anchor = anchorFor(token);
      const earlier = anchor.submissions.get(requestId);
      if (earlier) return earlier;
      settleVerification(anchor);
      const reply = ((): SimulatorReply<VerificationReply> => {
        if (anchor.verification.state === 'pending' || anchor.verification.state === 'passed') {
          return refused(ANCHOR_FAILURES.alreadyVerified);
        }
        const name = checkRealName(input.name);
        const id = normaliseIdNumber(input.idNumber);
        if (!input.consent || !('name' in name) || !('kind' in checkIdNumber(id, now()))) {
          return refused(ANCHOR_FAILURES.badIdentity);
        }
        anchor.verification = {
          state: 'pending',
          name: maskName(name.name),
          id_number: maskIdNumber(id),
          submitted_at: now(),
          decidedAt: now() + REVIEW_MS,
          refused: REFUSED_ID_NUMBERS.includes(id),
        };
        return ok(publicVerification(anchor.verification));
      })();
      anchor.submissions.set(requestId, reply);
      return reply;
    },
    /** e2e: what the server did for a token. */
    ledgerOf(token: string) {
      const anchor = anchors.get(token);
      return {
        claims: anchor ? [...anchor.received].filter((id) => !anchor.setup.received.includes(id)) : [],
        verifications: anchor ? [...anchor.submissions.values()].filter((reply) => reply.ok).length : 0,
        verification: anchor?.verification.state ?? 'none',
        streak: streakOf(token),
        /** Check-ins that took effect (the withdrawal server's sign-ins: one streak). */
        checkIns: withdraw.ledgerOf(token).signIns,
      };
    },
  };
}

export type AnchorSimulator = ReturnType<typeof createAnchorSimulator>;

/** The shared server of the dev app and e2e (its check-in is the shared withdrawal server's). */
export const anchorSimulator = createAnchorSimulator();
