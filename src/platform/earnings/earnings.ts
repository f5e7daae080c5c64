import { record, whole } from '../http/read';

/**
 * An anchor's earnings rules that two areas use (issue 20: "check-in streak and withdrawal are shared: one model,
 * one contract"): the wallet's withdrawal gate and the new-anchor check-in read the same streak from the same
 * call, and the points guide prices points at the withdrawal's rate. Areas never import each other, so it lives
 * here. The streak itself is the server's (a streak the phone counted would go wrong across time zones).
 */

/** Consecutive UTC+8 sign-in days that make cash withdrawable and finish the check-in task (spec §4, §5, §9). */
export const STREAK_DAYS = 7;

/** Sign-in days still missing before withdrawing (0 when the streak is complete). */
export const signInDaysLeft = (streak: number): number => Math.max(0, STREAK_DAYS - Math.max(0, Math.floor(streak)));

/**
 * POST {} → a reply carrying `CheckInReply` (the wallet's summary, which says more): today's sign-in, once per
 * UTC+8 day; the server counts the streak. The withdrawal page and the new-anchor pages both call it.
 */
export const CHECK_IN_PATH = '/api/wallet/v1/withdraw/signin';

export interface CheckInReply {
  /** Consecutive UTC+8 days signed in, today included once signed. */
  streak: number;
  signed_today: boolean;
  /** The server's word on the 7-day gate. */
  withdrawable: boolean;
}

export interface CheckIn {
  streak: number;
  signedToday: boolean;
  withdrawable: boolean;
}

/** The check-in part of a reply, read defensively: a wrong streak is 0, anything but `true` is false. */
export function parseCheckIn(data: unknown): CheckIn {
  const raw = record(data);
  return {
    streak: whole(raw.streak, 9_999),
    signedToday: raw.signed_today === true,
    withdrawable: raw.withdrawable === true,
  };
}

/** The server's rate: `points` points are worth `cash` in the smallest unit of the currency. */
export interface PointsRate {
  points: number;
  cash: number;
}

/** Cash for `points` at `rate`, rounded down (never more than the server pays). */
export const cashForPoints = (points: number, rate: PointsRate): number =>
  rate.points > 0 ? Math.floor((points * rate.cash) / rate.points) : 0;
