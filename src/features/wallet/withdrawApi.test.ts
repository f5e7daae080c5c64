import { describe, expect, it } from 'vitest';
import { createWithdrawSimulator } from '../../../mocks/server/withdraw';
import { ApiError } from '../../platform/http/errors';
import { parseSummary, parseWithdrawal, withdrawRefusalOf } from './withdrawApi';
import { WITHDRAW_STATUS } from './withdrawContract';

const NOW = Date.parse('2026-11-20T20:00:00+08:00');

describe('withdrawal replies', () => {
  it('an account that does not look masked is never shown', () => {
    const reply = {
      points: 1,
      rate: { points: 100, cash: 100 },
      currency: 'CNY',
      min: 1,
      max: 2,
      streak: 7,
      account: '138****1234',
    };
    expect(parseSummary(reply).account).toBe('138****1234');
    expect(parseSummary({ ...reply, account: '13812341234' }).account).toBeNull();
    expect(parseSummary({ ...reply, currency: 'yuan', max: 0 })).toMatchObject({ currency: 'CNY', min: 1, max: 1 });
  });

  it('a withdrawal without an id is refused; an unknown state reads as submitted', () => {
    expect(() => parseWithdrawal({ state: 'paid' })).toThrow(ApiError);
    expect(parseWithdrawal({ withdrawal_id: 'w1', state: 'teleported' }).state).toBe('submitted');
    expect(withdrawRefusalOf(new ApiError('server', WITHDRAW_STATUS.noAccount, 'x'))).toBe('noAccount');
    expect(withdrawRefusalOf(new Error('x'))).toBeNull();
  });
});

describe('the withdrawal simulator', () => {
  it('the streak counts UTC+8 days: signing in twice a day counts once; a missed day breaks it', () => {
    let now = NOW;
    const server = createWithdrawSimulator({ now: () => now, anchor: { streak: 5, signedToday: false } });
    server.signIn('t');
    server.signIn('t');
    expect(server.ledgerOf('t').streak).toBe(6);
    now += 2 * 86_400_000; // a day missed
    const summary = server.summary('t');
    expect(summary.ok && summary.data.streak).toBe(0);
    expect(summary.ok && summary.data.withdrawable).toBe(false);
  });

  it('one withdrawal per request id; refused before the seventh day and without an account', () => {
    const server = createWithdrawSimulator({ now: () => NOW });
    expect(server.submit('t', 5_000, 'k').ok).toBe(true);
    expect(server.submit('t', 5_000, 'k').ok).toBe(true);
    expect(server.ledgerOf('t')).toMatchObject({ withdrawals: 1, points: 7_340 });
    const early = createWithdrawSimulator({ now: () => NOW, anchor: { streak: 3 } }).submit('t', 5_000, 'k');
    expect(!early.ok && early.failure.status).toBe(WITHDRAW_STATUS.notWithdrawable);
    const unbound = createWithdrawSimulator({ now: () => NOW, anchor: { account: null } }).submit('t', 5_000, 'k');
    expect(!unbound.ok && unbound.failure.status).toBe(WITHDRAW_STATUS.noAccount);
  });
});
