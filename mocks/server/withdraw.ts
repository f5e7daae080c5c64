/**
 * The withdrawal server, simulated with the rules (`src/features/wallet/withdrawal.ts`) on the app clock: one
 * anchor per access token with points, a sign-in streak (a story can sit on day 6 or 7), a bound account and
 * a guild or not; sign-in once per UTC+8 day; quotes; submits idempotent by request id that take the points at
 * once; a ledger for tests. Every write answers a repeated request id with its first answer (issue 31: a check after
 * a lost reply is never a second effect), and the ledger counts each write's effects. A sign-in code goes to a
 * number at most once per resend window: asking again inside it sends nothing and answers the time left.
 */
import {
  WITHDRAW_STATUS,
  type ExchangeReply,
  type ExchangeResultReply,
  type LedgerEntryReply,
  type QuoteReply,
  type WithdrawalReply,
  type WithdrawSummaryReply,
} from '../../src/features/wallet/withdrawContract';
import {
  coinsForExchange,
  isAlipayAccount,
  isMobileNumber,
  maskAccount,
  readAmount,
  utc8Month,
} from '../../src/features/wallet/withdrawal';
import { cashForPoints, STREAK_DAYS } from '../../src/platform/earnings/earnings';
import { appNow, UTC8_OFFSET_MS } from '../../src/platform/clock/clock';
import { marketOf } from './accounts';
import {
  feeIn,
  type Market,
  MARKETS,
  movedSteps,
  stateAt,
  stepsOf,
  type WithdrawalMove,
  type WithdrawalSteps,
} from './withdrawFlow';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;
/** The sign-in code the mock accepts for every number (stories and e2e type it). */
export const LOGIN_CODE = '246810';
const utc8Day = (at: number) => Math.floor((at + UTC8_OFFSET_MS) / DAY_MS);

export interface AnchorSetup {
  points: number;
  /** Consecutive days signed in before today. */
  streak: number;
  signedToday: boolean;
  /** The bound Alipay account (unmasked: the server's), or null. */
  account: string | null;
  guild: boolean;
  /** Ledger rows before any withdrawal here (income, fees, adjustments over the past months). */
  history: number;
  /** The account's market (default: the token's, `accounts.ts`): Taiwan pays 4 TWD for 50 points. */
  market?: Market;
}

export const DEFAULT_ANCHOR: AnchorSetup = {
  points: 12_340,
  streak: 7,
  signedToday: true,
  account: '13812341234',
  guild: false,
  history: 30,
};

export const WITHDRAW_FAILURES = {
  notWithdrawable: { status: WITHDRAW_STATUS.notWithdrawable, msg: '連續簽到未滿7天，暫不可提領' },
  badAmount: { status: WITHDRAW_STATUS.badAmount, msg: '提領金額不正確' },
  noAccount: { status: WITHDRAW_STATUS.noAccount, msg: '請先綁定支付寶帳號' },
  badAccount: { status: WITHDRAW_STATUS.badAccount, msg: '支付寶帳號格式不正確' },
  wrongCode: { status: WITHDRAW_STATUS.wrongCode, msg: '驗證碼錯誤' },
} satisfies Record<string, ServerFailure>;

/**
 * 50 points are worth 1 yuan (100 fen), the rate spec §9 gives for video chat, or 4 TWD in the Taiwan variant
 * (`withdrawFlow.ts`, which the anchor simulator's points guide uses too); a 1 % fee, at least what 50 points are
 * worth; money arrives within two days, after the review (or the guild's approval) and the payment.
 */
export const RATE = MARKETS.CN.rate;
const LIMITS = { min: 1_000, max: 10_000 };
/** 10 points buy 1 coin; 100 to 50,000 points at a time. */
const EXCHANGE_RATE = { from: 10, coins: 1 };
const EXCHANGE_LIMITS = { min: 100, max: 50_000 };
const ARRIVAL_MS = 2 * DAY_MS;
/** A number gets one sign-in code per this long. */
export const RESEND_S = 60;

interface Anchor {
  market: Market;
  points: number;
  streak: number;
  lastSignInDay: number | null;
  account: string | null;
  guild: boolean;
  withdrawals: WithdrawalReply[];
  /** Each withdrawal's way on the server's clock, by id (`withdrawFlow.ts`), and why one was rejected. */
  steps: Map<string, WithdrawalSteps>;
  reasons: Map<string, string>;
  ledger: LedgerEntryReply[];
  writes: Map<string, SimulatorReply<WithdrawalReply>>;
  coins: number;
  exchanges: Map<string, SimulatorReply<ExchangeResultReply>>;
  /** Sign-ins, binds and unbinds by request id (their first answers), and how many took effect. */
  accountWrites: Map<string, SimulatorReply<WithdrawSummaryReply>>;
  signIns: number;
  binds: number;
  unbinds: number;
}

/** What the plain-browser sign-in did for a number: codes sent (and when the last went), sessions opened. */
interface PhoneRecord {
  codes: number;
  lastCodeAt: number;
  logins: number;
}

export function createWithdrawSimulator(options: { now?: () => number; anchor?: Partial<AnchorSetup> } = {}) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const anchors = new Map<string, Anchor>();
  let serial = 0;

  const setups = new Map<string, Partial<AnchorSetup>>();
  const numbers = new Map<string, PhoneRecord>();
  const numberOf = (phone: string): PhoneRecord => {
    const known = numbers.get(phone);
    if (known) return known;
    const fresh: PhoneRecord = { codes: 0, lastCodeAt: -Infinity, logins: 0 };
    numbers.set(phone, fresh);
    return fresh;
  };
  /** The sign-in codes and logins by request id: their first answers. */
  const loginWrites = new Map<string, SimulatorReply<{ resend_in_s: number }> | SimulatorReply<{ token: string }>>();
  /** A write's first answer for `requestId` (none: every call is new), or `write`'s, kept for the next time. */
  function once<T>(writes: Map<string, unknown>, requestId: string, write: () => SimulatorReply<T>): SimulatorReply<T> {
    if (!requestId) return write();
    const earlier = writes.get(requestId) as SimulatorReply<T> | undefined;
    if (earlier) return earlier;
    const reply = write();
    writes.set(requestId, reply);
    return reply;
  }

  /** Income most days, a withdrawal and its fee now and then, an adjustment: newest first, a day apart. */
  function seedLedger(count: number): LedgerEntryReply[] {
    const kinds = [
      'income',
      'income',
      'income',
      'withdrawal',
      'fee',
      'income',
      'exchange',
      'income',
      'adjustment',
    ] as const;
    return Array.from({ length: count }, (_, index) => {
      const kind = kinds[index % kinds.length]!;
      const points = {
        income: 180 + ((index * 97) % 900),
        withdrawal: -5_000,
        fee: -50,
        exchange: -1_000,
        adjustment: 200,
      }[kind];
      return {
        entry_id: `l${count - index}`,
        kind,
        points,
        at: now() - (2 + index * 26) * 3_600_000,
        ...(kind === 'withdrawal' ? { state: 'paid' } : {}),
      };
    });
  }

  function anchorFor(token: string): Anchor {
    let anchor = anchors.get(token);
    if (anchor) return anchor;
    const setup = { ...DEFAULT_ANCHOR, ...options.anchor, ...setups.get(token) };
    const today = utc8Day(now());
    anchor = {
      market: setup.market ?? marketOf(token),
      points: setup.points,
      streak: setup.streak,
      lastSignInDay: setup.signedToday ? today : setup.streak > 0 ? today - 1 : null,
      account: setup.account,
      guild: setup.guild,
      withdrawals: [],
      steps: new Map(),
      reasons: new Map(),
      ledger: seedLedger(setup.history),
      writes: new Map(),
      coins: 1_280,
      exchanges: new Map(),
      accountWrites: new Map(),
      signIns: 0,
      binds: 0,
      unbinds: 0,
    };
    anchors.set(token, anchor);
    return anchor;
  }

  /** The streak today: broken if yesterday was missed. */
  const streakOf = (anchor: Anchor) =>
    anchor.lastSignInDay !== null && anchor.lastSignInDay >= utc8Day(now()) - 1 ? anchor.streak : 0;

  const summaryOf = (anchor: Anchor): WithdrawSummaryReply => {
    const streak = streakOf(anchor);
    return {
      points: anchor.points,
      rate: MARKETS[anchor.market].rate,
      currency: MARKETS[anchor.market].currency,
      ...LIMITS,
      streak,
      signed_today: anchor.lastSignInDay === utc8Day(now()),
      withdrawable: streak >= STREAK_DAYS,
      account: anchor.account ? maskAccount(anchor.account) : null,
      guild: anchor.guild,
    };
  };

  const quoteOf = (anchor: Anchor, points: number): QuoteReply => {
    const { rate, currency } = MARKETS[anchor.market];
    const cash = cashForPoints(points, rate);
    const fee = feeIn(anchor.market, cash);
    return { points, cash: cash - fee, fee, currency, arrival_at: now() + ARRIVAL_MS };
  };

  /** A withdrawal as it is now on the server's clock: its state (and a rejection's reason). */
  const withdrawalNow = (anchor: Anchor, withdrawal: WithdrawalReply): WithdrawalReply => {
    const steps = anchor.steps.get(withdrawal.withdrawal_id);
    if (!steps) return withdrawal;
    const state = stateAt(steps, now());
    const reason = anchor.reasons.get(withdrawal.withdrawal_id);
    return { ...withdrawal, state, ...(state === 'rejected' && reason ? { reason } : {}) };
  };

  /** A ledger row of a withdrawal says where that withdrawal is now. */
  const entryNow = (anchor: Anchor, entry: LedgerEntryReply): LedgerEntryReply => {
    const withdrawal = anchor.withdrawals.find((candidate) => `l${candidate.withdrawal_id}` === entry.entry_id);
    return withdrawal ? { ...entry, state: withdrawalNow(anchor, withdrawal).state } : entry;
  };

  return {
    setClock(at: number | null) {
      fixedNow = at;
    },
    /** e2e: how a token's anchor starts (before its first request). */
    setUp(token: string, setup: Partial<AnchorSetup>) {
      setups.set(token, setup);
      anchors.delete(token);
    },
    summary: (token: string): SimulatorReply<WithdrawSummaryReply> => ok(summaryOf(anchorFor(token))),
    signIn(token: string, requestId = ''): SimulatorReply<WithdrawSummaryReply> {
      const anchor = anchorFor(token);
      return once(anchor.accountWrites, requestId, () => {
        const today = utc8Day(now());
        if (anchor.lastSignInDay !== today) {
          anchor.streak = streakOf(anchor) + 1;
          anchor.lastSignInDay = today;
          anchor.signIns += 1;
        }
        return ok(summaryOf(anchor));
      });
    },
    quote(token: string, points: number): SimulatorReply<QuoteReply> {
      const anchor = anchorFor(token);
      const amount = readAmount(String(points), { balance: anchor.points, ...LIMITS });
      return 'points' in amount ? ok(quoteOf(anchor, amount.points)) : refused(WITHDRAW_FAILURES.badAmount);
    },
    submit(token: string, points: number, requestId: string): SimulatorReply<WithdrawalReply> {
      const anchor = anchorFor(token);
      const earlier = anchor.writes.get(requestId);
      if (earlier) return earlier;
      const reply = ((): SimulatorReply<WithdrawalReply> => {
        if (streakOf(anchor) < STREAK_DAYS) return refused(WITHDRAW_FAILURES.notWithdrawable);
        if (!anchor.account) return refused(WITHDRAW_FAILURES.noAccount);
        const amount = readAmount(String(points), { balance: anchor.points, ...LIMITS });
        if (!('points' in amount)) return refused(WITHDRAW_FAILURES.badAmount);
        anchor.points -= amount.points;
        const withdrawal: WithdrawalReply = {
          ...quoteOf(anchor, amount.points),
          withdrawal_id: `wd${++serial}`,
          state: anchor.guild ? 'guild_approving' : 'submitted',
          created_at: now(),
        };
        anchor.withdrawals.unshift(withdrawal);
        anchor.steps.set(withdrawal.withdrawal_id, stepsOf(now(), withdrawal.arrival_at, anchor.guild));
        anchor.ledger.unshift({
          entry_id: `l${withdrawal.withdrawal_id}`,
          kind: 'withdrawal',
          points: -amount.points,
          at: now(),
          state: withdrawal.state,
        });
        return ok(withdrawal);
      })();
      anchor.writes.set(requestId, reply);
      return reply;
    },
    bind(token: string, account: string, requestId = ''): SimulatorReply<WithdrawSummaryReply> {
      const anchor = anchorFor(token);
      return once(anchor.accountWrites, requestId, () => {
        if (!isAlipayAccount(account)) return refused(WITHDRAW_FAILURES.badAccount);
        anchor.account = account;
        anchor.binds += 1;
        return ok(summaryOf(anchor));
      });
    },
    unbind(token: string, requestId = ''): SimulatorReply<WithdrawSummaryReply> {
      const anchor = anchorFor(token);
      return once(anchor.accountWrites, requestId, () => {
        if (anchor.account) anchor.unbinds += 1;
        anchor.account = null;
        return ok(summaryOf(anchor));
      });
    },
    ledger(
      token: string,
      page: number,
      size: number,
      month: string,
      kind: string,
    ): SimulatorReply<{ entries: LedgerEntryReply[]; has_more: boolean }> {
      const anchor = anchorFor(token);
      const rows = anchor.ledger.filter(
        (entry) => (!month || utc8Month(entry.at) === month) && (!kind || entry.kind === kind),
      );
      const from = (Math.max(1, page) - 1) * size;
      return ok({
        entries: rows.slice(from, from + size).map((entry) => entryNow(anchor, entry)),
        has_more: from + size < rows.length,
      });
    },
    /** A token's withdrawals as they are now on the server's clock, newest first. */
    withdrawals(token: string): WithdrawalReply[] {
      const anchor = anchorFor(token);
      return anchor.withdrawals.map((withdrawal) => withdrawalNow(anchor, withdrawal));
    },
    /**
     * Test control: a withdrawal moves on at once (`next`: the review or the guild approves, or the payment lands)
     * or is rejected with a reason (its points go back to the anchor, with an adjustment in the ledger). Null: no
     * such withdrawal.
     */
    moveWithdrawal(
      token: string,
      withdrawalId: string,
      move: WithdrawalMove,
      reason = '公會未通過審核',
    ): WithdrawalReply | null {
      const anchor = anchors.get(token);
      const withdrawal = anchor?.withdrawals.find((candidate) => candidate.withdrawal_id === withdrawalId);
      const steps = anchor?.steps.get(withdrawalId);
      if (!anchor || !withdrawal || !steps) return null;
      const before = stateAt(steps, now());
      const moved = movedSteps(steps, move, now());
      anchor.steps.set(withdrawalId, moved);
      if (move === 'reject' && before !== 'rejected' && stateAt(moved, now()) === 'rejected') {
        anchor.reasons.set(withdrawalId, reason);
        anchor.points += withdrawal.points;
        anchor.ledger.unshift({
          entry_id: `r${withdrawalId}`,
          kind: 'adjustment',
          points: withdrawal.points,
          at: now(),
        });
      }
      return withdrawalNow(anchor, withdrawal);
    },
    exchangeInfo(token: string): SimulatorReply<ExchangeReply> {
      const anchor = anchorFor(token);
      return ok({
        from: 'points',
        balance: anchor.points,
        rate: EXCHANGE_RATE,
        ...EXCHANGE_LIMITS,
        coins: anchor.coins,
      });
    },
    exchange(token: string, amount: number, requestId: string): SimulatorReply<ExchangeResultReply> {
      const anchor = anchorFor(token);
      const earlier = anchor.exchanges.get(requestId);
      if (earlier) return earlier;
      const read = readAmount(String(amount), { balance: anchor.points, ...EXCHANGE_LIMITS });
      const reply: SimulatorReply<ExchangeResultReply> = !('points' in read)
        ? refused(WITHDRAW_FAILURES.badAmount)
        : (() => {
            const added = coinsForExchange(read.points, EXCHANGE_RATE);
            anchor.points -= read.points;
            anchor.coins += added;
            anchor.ledger.unshift({ entry_id: `x${++serial}`, kind: 'exchange', points: -read.points, at: now() });
            return ok({
              exchange_id: `ex${serial}`,
              spent: read.points,
              coins_added: added,
              balance: anchor.points,
              coins: anchor.coins,
            });
          })();
      anchor.exchanges.set(requestId, reply);
      return reply;
    },
    /**
     * Codes are "sent" to any mobile number the page accepts, one per resend window (a request inside it sends
     * nothing and answers the seconds left); the right code is always LOGIN_CODE.
     */
    loginCode(phone: string, requestId = ''): SimulatorReply<{ resend_in_s: number }> {
      const reply = once(
        loginWrites as Map<string, unknown>,
        requestId,
        (): SimulatorReply<{ resend_in_s: number }> => {
          if (!isMobileNumber(phone)) return refused(WITHDRAW_FAILURES.badAccount);
          const number = numberOf(phone);
          if (now() - number.lastCodeAt >= RESEND_S * 1_000) {
            number.codes += 1;
            number.lastCodeAt = now();
          }
          return ok({ resend_in_s: RESEND_S });
        },
      );
      if (!reply.ok) return reply;
      // The first answer, with the time left as of now (a check after a lost reply counts down from the code it sent).
      const left = Math.ceil((numberOf(phone).lastCodeAt + RESEND_S * 1_000 - now()) / 1_000);
      return ok({ resend_in_s: Math.max(1, Math.min(RESEND_S, left)) });
    },
    login(phone: string, code: string, requestId = ''): SimulatorReply<{ token: string }> {
      return once(loginWrites as Map<string, unknown>, requestId, (): SimulatorReply<{ token: string }> => {
        if (code !== LOGIN_CODE) return refused(WITHDRAW_FAILURES.wrongCode);
        numberOf(phone).logins += 1;
        return ok({ token: `web-${phone}` });
      });
    },
    /**
     * e2e: what the server did for a token — withdrawals, exchanges, sign-ins, binds and unbinds that took effect,
     * points and streak; for a plain-browser token (`web-<number>`) also the codes sent to the number and its logins.
     */
    ledgerOf(token: string) {
      const anchor = anchors.get(token);
      const number = numbers.get(token.replace(/^web-/, ''));
      return {
        withdrawals: anchor?.withdrawals.length ?? 0,
        exchanges: anchor ? [...anchor.exchanges.values()].filter((reply) => reply.ok).length : 0,
        points: anchor?.points ?? 0,
        streak: anchor ? streakOf(anchor) : 0,
        signIns: anchor?.signIns ?? 0,
        binds: anchor?.binds ?? 0,
        unbinds: anchor?.unbinds ?? 0,
        codes: number?.codes ?? 0,
        logins: number?.logins ?? 0,
      };
    },
  };
}

export type WithdrawSimulator = ReturnType<typeof createWithdrawSimulator>;

/** The shared server of the dev app and e2e. */
export const withdrawSimulator = createWithdrawSimulator();
