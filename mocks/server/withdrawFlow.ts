/**
 * The withdrawal server's markets and the way a withdrawal goes (issue 31), beside `withdraw.ts`.
 *
 * Markets: an account belongs to one (`accounts.ts`: a `tw-` token is a Taiwan account, or a test's setup says so).
 * 50 points are worth 1 yuan on the mainland and 4 TWD in the Taiwan variant (spec §9, the video minute's worth); the
 * anchor server prices its points guide and cash rewards with the same table.
 *
 * A withdrawal moves on the server's clock: a guild anchor's goes to the guild first (guild approving), anyone
 * else's to the platform's review (submitted); approved, the platform pays (paying) and the money has arrived at the
 * quoted arrival time (paid). A test control moves one on at once or rejects it with a reason (the points go back).
 */
import type { WithdrawalState } from '../../src/features/wallet/withdrawal';

export type Market = 'CN' | 'TW';

/** What 50 points are worth where the account is, in the smallest unit of its currency. */
export const MARKETS: Record<Market, { rate: { points: number; cash: number }; currency: string }> = {
  CN: { rate: { points: 50, cash: 100 }, currency: 'CNY' },
  TW: { rate: { points: 50, cash: 400 }, currency: 'TWD' },
};

/** A 1 % fee, at least what 50 points are worth (1 yuan, NT$4). */
export const feeIn = (market: Market, cash: number): number =>
  Math.max(MARKETS[market].rate.cash, Math.floor(cash / 100));

/** How long the platform reviews a withdrawal, and a guild takes to approve one (server clock). */
export const PLATFORM_REVIEW_MS = 30 * 60_000;
export const GUILD_APPROVAL_MS = 2 * 3_600_000;

/** A withdrawal's states with when each began, oldest first. */
export type WithdrawalSteps = { state: WithdrawalState; at: number }[];

/** The way a new withdrawal will go: review (or the guild), payment, arrival at `arrivalAt`. */
export function stepsOf(createdAt: number, arrivalAt: number, guild: boolean): WithdrawalSteps {
  const approvedAt = createdAt + (guild ? GUILD_APPROVAL_MS : PLATFORM_REVIEW_MS);
  return [
    { state: guild ? 'guild_approving' : 'submitted', at: createdAt },
    { state: 'paying', at: approvedAt },
    { state: 'paid', at: Math.max(arrivalAt, approvedAt) },
  ];
}

/** Where a withdrawal is at `at`. */
export function stateAt(steps: WithdrawalSteps, at: number): WithdrawalState {
  let state = steps[0]!.state;
  for (const step of steps) if (step.at <= at) state = step.state;
  return state;
}

/** Test control: what a withdrawal does now — the next step at once, or a rejection. */
export type WithdrawalMove = 'next' | 'reject';

/**
 * The steps after `move` at `at`: the next state begins now (later ones keep their times, never before now), or the
 * withdrawal is rejected now. A finished withdrawal (paid, rejected) does not move.
 */
export function movedSteps(steps: WithdrawalSteps, move: WithdrawalMove, at: number): WithdrawalSteps {
  const current = stateAt(steps, at);
  if (current === 'paid' || current === 'rejected') return steps;
  const past = steps.filter((step) => step.at <= at);
  if (move === 'reject') return [...past, { state: 'rejected', at }];
  const [next, ...later] = steps.filter((step) => step.at > at);
  if (!next) return steps;
  return [...past, { ...next, at }, ...later.map((step) => ({ ...step, at: Math.max(step.at, at) }))];
}
