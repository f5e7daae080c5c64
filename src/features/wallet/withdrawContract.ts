// Paths and types only (and the shared check-in path): the mock server (plain Node) imports this file.
import { CHECK_IN_PATH, type CheckInReply } from '../../platform/earnings/earnings';
/**
 * Withdrawal endpoints (ours: the spec names the pages, not their calls), under one prefix. Points and cash are
 * integers, cash in the currency's smallest unit; times are ms since the epoch. Every write's `request_id` is its
 * idempotency key: a repeated one is answered with the first answer. A file of its own beside
 * `contract.ts` so the recharge pages do not carry the withdrawal's readers (docs/areas/withdraw.md).
 */
const PREFIX = '/api/wallet/v1/withdraw';

export const WITHDRAW_PATHS = {
  /** GET → WithdrawSummaryReply: my points, the rate and limits, my sign-in streak and my bound account (masked). */
  summary: `${PREFIX}/summary`,
  /** POST { request_id } → WithdrawSummaryReply: today's sign-in, shared with the anchor pages (`platform/earnings`). */
  signIn: CHECK_IN_PATH,
  /** GET { points } → QuoteReply: cash, fee and expected arrival for an amount, as of now. */
  quote: `${PREFIX}/quote`,
  /** POST { points, request_id } → WithdrawalReply: one withdrawal per request_id. */
  submit: `${PREFIX}/submit`,
  /**
   * POST { account, request_id } → WithdrawSummaryReply: bind or change my Alipay account (format checked here, real
   * name there).
   */
  bind: `${PREFIX}/account/bind`,
  /** POST { request_id } → WithdrawSummaryReply: unbind it. */
  unbind: `${PREFIX}/account/unbind`,
  /** GET { page, size, month?: 'YYYY-MM' (UTC+8), kind? } → LedgerReply: my credit transactions, newest first. */
  ledger: `${PREFIX}/ledger`,
  /** GET → ExchangeReply: what my points (or diamonds, where the server says so) buy in coins, and the limits. */
  exchangeInfo: `${PREFIX}/exchange`,
  /** POST { amount, request_id } → ExchangeResultReply: one exchange per request_id. */
  exchange: `${PREFIX}/exchange/submit`,
  /**
   * POST { phone, request_id } → { resend_in_s }: a sign-in code by SMS, for the plain-browser pages (`/h5/login`);
   * at most one per number and resend window (asked again inside it, none is sent and the time left is answered).
   */
  loginCode: `${PREFIX}/login/code`,
  /** POST { phone, code, request_id } → { token }: the session of the plain-browser pages. */
  login: `${PREFIX}/login`,
} as const;

export const WITHDRAW_STATUS = {
  notWithdrawable: 20501,
  badAmount: 20502,
  noAccount: 20503,
  badAccount: 20504,
  wrongCode: 20505,
} as const;

export interface WithdrawSummaryReply extends CheckInReply {
  points: number;
  /** `points` points are worth `cash` (smallest unit of `currency`). */
  rate: { points: number; cash: number };
  currency: string;
  min: number;
  max: number;
  /** My Alipay account, already masked by the server (`138****1234`), or null. */
  account: string | null;
  /** Attached to a guild: the guild approves my withdrawals before the platform pays. */
  guild: boolean;
}

export interface QuoteReply {
  points: number;
  cash: number;
  fee: number;
  currency: string;
  arrival_at: number;
}

export interface WithdrawalReply {
  withdrawal_id: string;
  state: string;
  points: number;
  cash: number;
  fee: number;
  currency: string;
  arrival_at: number;
  created_at: number;
  /** Why a rejected withdrawal was rejected (the guild's or the platform's words). */
  reason?: string;
}

export interface LedgerEntryReply {
  entry_id: string;
  /** withdrawal, exchange, income, fee, adjustment (others are left out). */
  kind: string;
  /** Signed: money out is negative. */
  points: number;
  at: number;
  /** A withdrawal's state. */
  state?: string;
}

export interface LedgerReply {
  entries: LedgerEntryReply[];
  has_more: boolean;
}

export interface ExchangeReply {
  /** What is exchanged: points (anchors) or diamonds. */
  from: 'points' | 'diamonds';
  balance: number;
  /** `from` units give `coins` coins. */
  rate: { from: number; coins: number };
  min: number;
  max: number;
  coins: number;
}

export interface ExchangeResultReply {
  exchange_id: string;
  spent: number;
  coins_added: number;
  balance: number;
  coins: number;
}
