/**
 * Withdrawal rules (issue 19; docs/areas/withdraw.md): pure, unit-tested, shared by the pages and the mock server.
 * Points and cash are integers (cash in the currency's smallest unit). The sign-in streak and whether cash is
 * withdrawable are the server's: the page shows them and explains the gate. The streak and the points rate are
 * shared with the anchor pages (`platform/earnings`).
 */

import { UTC8_OFFSET_MS } from '../../platform/clock/clock';

export interface WithdrawLimits {
  /** Points I have. */
  balance: number;
  /** Least and most points per withdrawal. */
  min: number;
  max: number;
}

export type AmountProblem = 'empty' | 'notWhole' | 'zero' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/**
 * An amount as typed or pasted: trimmed, full-width digits and separators read as ASCII (NFKC), thousands
 * separators dropped. Anything but a whole positive number of points is a problem — nothing is sent.
 */
export function readAmount(input: string, limits: WithdrawLimits): { points: number } | { problem: AmountProblem } {
  const text = input.normalize('NFKC').replace(/[\s,]/g, '');
  if (!text) return { problem: 'empty' };
  if (!/^\d+$/.test(text)) return { problem: 'notWhole' }; // decimals, minus signs, letters
  const points = Number(text);
  if (!Number.isSafeInteger(points)) return { problem: 'aboveMax' };
  if (points === 0) return { problem: 'zero' };
  if (points > limits.balance) return { problem: 'aboveBalance' };
  if (points > limits.max) return { problem: 'aboveMax' };
  if (points < limits.min) return { problem: 'belowMin' };
  return { points };
}

/** Quick amounts: round steps within what can be withdrawn now, and "all" (the most allowed). */
export function quickAmounts(limits: WithdrawLimits): number[] {
  const most = Math.min(limits.balance, limits.max);
  const steps = [1_000, 5_000, 10_000].filter((step) => step >= limits.min && step < most);
  return most >= limits.min ? [...steps, most] : [];
}

/** Withdrawal states (ours): the guild approves its anchors' withdrawals before the platform pays. */
export const WITHDRAWAL_STATES = ['submitted', 'guild_approving', 'paying', 'paid', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export const isWithdrawalState = (value: unknown): value is WithdrawalState =>
  WITHDRAWAL_STATES.includes(value as WithdrawalState);

/** A mainland (`1[3-9]` + 9 digits, `+86` optional) or Taiwan (`09` + 8 digits) mobile number: the markets we serve. */
export const isMobileNumber = (value: string): boolean => /^(?:\+?86)?1[3-9]\d{9}$|^09\d{8}$/.test(value);

/** Alipay accounts: a mobile number or an email. */
export const isAlipayAccount = (value: string): boolean =>
  isMobileNumber(value) || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value);

/** Coins for `amount` points (or diamonds) at the server's exchange rate, rounded down. */
export const coinsForExchange = (amount: number, rate: { from: number; coins: number }): number =>
  rate.from > 0 ? Math.floor((amount * rate.coins) / rate.from) : 0;

/** How an account is shown once bound, everywhere: `138****1234`, `a***@mail.com`. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account[0]}***${account.slice(at)}`;
  const digits = account.replace(/^\+?86/, '');
  return digits.length > 7 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
}

/** The credit ledger's kinds (ours), and its filter's months: the last six UTC+8 months, newest first. */
export const LEDGER_KINDS = ['withdrawal', 'exchange', 'income', 'fee', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const isLedgerKind = (value: unknown): value is LedgerKind => LEDGER_KINDS.includes(value as LedgerKind);

/** 'YYYY-MM' of the UTC+8 month `at` falls in. */
export const utc8Month = (at: number): string => new Date(at + UTC8_OFFSET_MS).toISOString().slice(0, 7);

export function recentMonths(now: number, count = 6): string[] {
  const date = new Date(now + UTC8_OFFSET_MS);
  return Array.from({ length: count }, (_, back) => {
    const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1));
    return month.toISOString().slice(0, 7);
  });
}
