import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, record, text, whole } from '../../platform/http/read';
import { isCurrencyCode } from './model';
import { isWithdrawalState, type PointsRate, type WithdrawalState } from './withdrawal';
import { WITHDRAW_PATHS, WITHDRAW_STATUS } from './withdrawContract';

// Read defensively (README, "What we accept from the bridge, the server and the URL"): a wrong number is 0, an
// unknown currency is the market's default, a withdrawal without an id is refused.

const badReply = (what: string) => new ApiError('bad-response', 200, `Withdrawal reply without ${what}`);
const currencyOf = (value: unknown): string => (typeof value === 'string' && isCurrencyCode(value) ? value : 'CNY');

export interface WithdrawSummary {
  points: number;
  rate: PointsRate;
  currency: string;
  min: number;
  max: number;
  streak: number;
  signedToday: boolean;
  withdrawable: boolean;
  account: string | null;
  guild: boolean;
}

export function parseSummary(data: unknown): WithdrawSummary {
  const raw = record(data);
  const rate = record(raw.rate);
  const min = Math.max(1, whole(raw.min));
  return {
    points: whole(raw.points),
    rate: { points: whole(rate.points), cash: whole(rate.cash) },
    currency: currencyOf(raw.currency),
    min,
    max: Math.max(min, whole(raw.max)),
    streak: whole(raw.streak, 9_999),
    signedToday: raw.signed_today === true,
    withdrawable: raw.withdrawable === true,
    // Shown as the server masked it, and only if it looks masked: an unmasked number is never put on screen.
    account: typeof raw.account === 'string' && /\*{3}/.test(raw.account) ? text(raw.account, 64) : null,
    guild: raw.guild === true,
  };
}

export interface Quote {
  points: number;
  cash: number;
  fee: number;
  currency: string;
  arrivalAt: number | null;
}

export function parseQuote(data: unknown): Quote {
  const raw = record(data);
  return {
    points: whole(raw.points),
    cash: whole(raw.cash),
    fee: whole(raw.fee),
    currency: currencyOf(raw.currency),
    arrivalAt: instant(raw.arrival_at),
  };
}

export interface Withdrawal extends Quote {
  id: string;
  state: WithdrawalState;
  createdAt: number | null;
}

export function parseWithdrawal(data: unknown): Withdrawal {
  const raw = record(data);
  const id = text(raw.withdrawal_id, 64);
  if (!id) throw badReply('an id');
  return {
    ...parseQuote(raw),
    id,
    state: isWithdrawalState(raw.state) ? raw.state : 'submitted',
    createdAt: instant(raw.created_at),
  };
}

export const withdrawKeys = {
  summary: () => ['withdraw', 'summary'] as const,
  quote: (points: number) => ['withdraw', 'quote', points] as const,
};

export const summaryQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.summary(),
    queryFn: async ({ signal }) => parseSummary(await apiGet<unknown>(WITHDRAW_PATHS.summary, {}, { signal })),
  });

/** The confirm page reads the fee and arrival again right before submitting: never a stale quote. */
export const quoteQuery = (points: number) =>
  queryOptions({
    queryKey: withdrawKeys.quote(points),
    queryFn: async ({ signal }) => parseQuote(await apiGet<unknown>(WITHDRAW_PATHS.quote, { points }, { signal })),
    staleTime: 0,
  });

export const signIn = async (): Promise<WithdrawSummary> =>
  parseSummary(await apiPost<unknown>(WITHDRAW_PATHS.signIn, {}));

/** A submit waits this long at most; a lost reply is retried with the same request id (one withdrawal). */
export const WITHDRAW_TIMEOUT_MS = 15_000;

export const submitWithdrawal = async (points: number, requestId: string): Promise<Withdrawal> =>
  parseWithdrawal(
    await apiPost<unknown>(
      WITHDRAW_PATHS.submit,
      { points, request_id: requestId },
      { timeoutMs: WITHDRAW_TIMEOUT_MS },
    ),
  );

export type WithdrawRefusal = 'notWithdrawable' | 'badAmount' | 'noAccount';

export function withdrawRefusalOf(error: unknown): WithdrawRefusal | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.code === WITHDRAW_STATUS.notWithdrawable) return 'notWithdrawable';
  if (error.code === WITHDRAW_STATUS.noAccount) return 'noAccount';
  return error.code === WITHDRAW_STATUS.badAmount ? 'badAmount' : null;
}
