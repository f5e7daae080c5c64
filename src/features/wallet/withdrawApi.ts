import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { writeOptions } from '../../platform/http/writeIntent';
import { instant, list, record, signedWhole, text, whole } from '../../platform/http/read';
import { isCurrencyCode } from '../../platform/i18n/money';
import { acceptedToken } from '../../platform/session/tokenFormat';
import { parseCheckIn, type PointsRate } from '../../platform/earnings/earnings';
import { isLedgerKind, isWithdrawalState, type LedgerKind, type WithdrawalState } from './withdrawal';
import { WITHDRAW_PATHS, WITHDRAW_STATUS } from './withdrawContract';

// Read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a wrong number is 0, an
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
    ...parseCheckIn(raw),
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
  reason: string;
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
    reason: text(raw.reason, 200),
  };
}

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  points: number;
  at: number;
  state: WithdrawalState | null;
}

export interface LedgerPage {
  entries: LedgerEntry[];
  hasMore: boolean;
}

/** Rows without an id, a known kind or a time are left out (a page of the ledger never shows a half row). */
export function parseLedgerPage(data: unknown): LedgerPage {
  const raw = record(data);
  const entries: LedgerEntry[] = [];
  for (const item of list(raw.entries)) {
    const row = record(item);
    const id = text(row.entry_id, 64);
    const at = instant(row.at);
    if (!id || at === null || !isLedgerKind(row.kind)) continue;
    entries.push({
      id,
      kind: row.kind,
      points: signedWhole(row.points),
      at,
      state: isWithdrawalState(row.state) ? row.state : null,
    });
  }
  return { entries, hasMore: raw.has_more === true && entries.length > 0 };
}

export const LEDGER_PAGE_SIZE = 20;

export interface ExchangeInfo {
  from: 'points' | 'diamonds';
  balance: number;
  rate: { from: number; coins: number };
  min: number;
  max: number;
  coins: number;
}

export function parseExchangeInfo(data: unknown): ExchangeInfo {
  const raw = record(data);
  const rate = record(raw.rate);
  const min = Math.max(1, whole(raw.min));
  return {
    from: raw.from === 'diamonds' ? 'diamonds' : 'points',
    balance: whole(raw.balance),
    rate: { from: whole(rate.from), coins: whole(rate.coins) },
    min,
    max: Math.max(min, whole(raw.max)),
    coins: whole(raw.coins),
  };
}

export interface ExchangeResult {
  id: string;
  spent: number;
  coinsAdded: number;
  balance: number;
  coins: number;
}

export function parseExchangeResult(data: unknown): ExchangeResult {
  const raw = record(data);
  const id = text(raw.exchange_id, 64);
  if (!id) throw badReply('an exchange id');
  return {
    id,
    spent: whole(raw.spent),
    coinsAdded: whole(raw.coins_added),
    balance: whole(raw.balance),
    coins: whole(raw.coins),
  };
}

export const exchangeQuery = () =>
  queryOptions({
    queryKey: ['withdraw', 'exchange'] as const,
    queryFn: async ({ signal }) =>
      parseExchangeInfo(await apiGet<unknown>(WITHDRAW_PATHS.exchangeInfo, {}, { signal })),
  });

export const submitExchange = async (
  amount: number,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<ExchangeResult> =>
  parseExchangeResult(await apiPost<unknown>(WITHDRAW_PATHS.exchange, { amount, request_id: requestId }, options));

export const withdrawKeys = {
  ledger: (month: string, kind: LedgerKind | null) => ['withdraw', 'ledger', month, kind] as const,
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

export const ledgerQuery = (month: string, kind: LedgerKind | null) =>
  infiniteQueryOptions({
    queryKey: withdrawKeys.ledger(month, kind),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      parseLedgerPage(
        await apiGet<unknown>(
          WITHDRAW_PATHS.ledger,
          { page: pageParam, size: LEDGER_PAGE_SIZE, month, ...(kind ? { kind } : {}) },
          { signal },
        ),
      ),
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
  });

// The writes (issue 31): each waits the one write timeout at most (`writeOptions`) and carries the idempotency key of
// its intent (`platform/http/useWriteIntent`), so a check after a lost reply is answered as the first time.

export const bindAccount = async (
  account: string,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<WithdrawSummary> =>
  parseSummary(await apiPost<unknown>(WITHDRAW_PATHS.bind, { account, request_id: requestId }, options));

export const unbindAccount = async (
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<WithdrawSummary> =>
  parseSummary(await apiPost<unknown>(WITHDRAW_PATHS.unbind, { request_id: requestId }, options));

/** A sign-in code by SMS: the seconds until another may be asked for. */
export const sendLoginCode = async (
  phone: string,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<number> =>
  Math.min(
    300,
    whole(
      record(await apiPost<unknown>(WITHDRAW_PATHS.loginCode, { phone, request_id: requestId }, options)).resend_in_s,
    ) || 60,
  );

/** The plain-browser session's token; refused when the reply has none. */
export async function logIn(
  phone: string,
  code: string,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<string> {
  const reply = await apiPost<unknown>(WITHDRAW_PATHS.login, { phone, code, request_id: requestId }, options);
  const token = acceptedToken(record(reply).token);
  if (!token) throw badReply('a token');
  return token;
}

/** Today's sign-in (once per UTC+8 day on the server; the same call as the anchor check-in). */
export const signIn = async (requestId: string, options: RequestOptions = writeOptions): Promise<WithdrawSummary> =>
  parseSummary(await apiPost<unknown>(WITHDRAW_PATHS.signIn, { request_id: requestId }, options));

export const submitWithdrawal = async (
  points: number,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<Withdrawal> =>
  parseWithdrawal(await apiPost<unknown>(WITHDRAW_PATHS.submit, { points, request_id: requestId }, options));

export type WithdrawRefusal = 'notWithdrawable' | 'badAmount' | 'noAccount' | 'badAccount' | 'wrongCode';

export function withdrawRefusalOf(error: unknown): WithdrawRefusal | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  if (error.code === WITHDRAW_STATUS.notWithdrawable) return 'notWithdrawable';
  if (error.code === WITHDRAW_STATUS.noAccount) return 'noAccount';
  if (error.code === WITHDRAW_STATUS.badAccount) return 'badAccount';
  if (error.code === WITHDRAW_STATUS.wrongCode) return 'wrongCode';
  return error.code === WITHDRAW_STATUS.badAmount ? 'badAmount' : null;
}
