/** Points (spec §9) and the points guide's calculator: pure, unit-tested (docs/areas/anchor.md). */
import { cashForPoints, type PointsRate } from '../../platform/earnings/earnings';

// ── Points (spec §9) ────────────────────────────────────────────────────────────────────────────────────────

export const POINTS = {
  /** Replying to a non-member new user within 3 minutes. */
  newUserReply: 2,
  newUserReplyWithinS: 180,
  /** Bonus when a member I brought buys a weekly or a monthly membership. */
  weeklyMemberBonus: 100,
  monthlyMemberBonus: 225,
  /** A voice call with a new user longer than 2 minutes gives activity points. */
  newUserCallActivity: 50,
  newUserCallOverS: 120,
  /** Per minute of paid time. */
  videoPerMinute: 50,
  audioPerMinute: 10,
} as const;

/** Points for one reply to a new user: only a non-member, only within 3 minutes. */
export const replyPoints = (reply: { afterSeconds: number; toMember: boolean }): number =>
  !reply.toMember && reply.afterSeconds >= 0 && reply.afterSeconds <= POINTS.newUserReplyWithinS
    ? POINTS.newUserReply
    : 0;

/** The bonus for a membership bought: weekly 100, monthly 225. */
export const memberBonus = (plan: 'weekly' | 'monthly'): number =>
  plan === 'weekly' ? POINTS.weeklyMemberBonus : POINTS.monthlyMemberBonus;

/** Activity points of a voice call with a new user (over 2 minutes: 50). */
export const newUserCallActivity = (callSeconds: number): number =>
  callSeconds > POINTS.newUserCallOverS ? POINTS.newUserCallActivity : 0;

/** Points of paid chat time: whole minutes only (a started minute is not paid). */
export const videoChatPoints = (paidSeconds: number): number =>
  Math.floor(Math.max(0, paidSeconds) / 60) * POINTS.videoPerMinute;
export const audioChatPoints = (paidSeconds: number): number =>
  Math.floor(Math.max(0, paidSeconds) / 60) * POINTS.audioPerMinute;

/** What the points guide's calculator asks. */
export interface EarningPlan {
  videoMinutesPerDay: number;
  audioMinutesPerDay: number;
  newUserRepliesPerDay: number;
  days: number;
}

/** Bounds of the calculator's inputs: a day has 1,440 minutes; a plan runs up to a month. */
export const PLAN_LIMITS = { minutesPerDay: 1_440, repliesPerDay: 999, days: 31 } as const;

export interface Estimate {
  video: number;
  audio: number;
  replies: number;
  points: number;
  /** In the smallest unit of the market's currency. */
  cash: number;
}

/** "30 min of video a day for a week ≈ …": the same functions as every other number on the pages. */
export function estimateEarnings(plan: EarningPlan, rate: PointsRate): Estimate {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.floor(value) || 0));
  const days = clamp(plan.days, PLAN_LIMITS.days);
  const video = videoChatPoints(clamp(plan.videoMinutesPerDay, PLAN_LIMITS.minutesPerDay) * 60) * days;
  const audio = audioChatPoints(clamp(plan.audioMinutesPerDay, PLAN_LIMITS.minutesPerDay) * 60) * days;
  const replies =
    replyPoints({ afterSeconds: 0, toMember: false }) *
    clamp(plan.newUserRepliesPerDay, PLAN_LIMITS.repliesPerDay) *
    days;
  const points = video + audio + replies;
  return { video, audio, replies, points, cash: cashForPoints(points, rate) };
}

/** The points guide's example and the calculator's first plan: 30 minutes of video a day for a week. */
export const EXAMPLE_PLAN: EarningPlan = {
  videoMinutesPerDay: 30,
  audioMinutesPerDay: 0,
  newUserRepliesPerDay: 0,
  days: 7,
};
