import { describe, expect, it } from 'vitest';
import { createWithdrawSimulator, LOGIN_CODE } from '../../../mocks/server/withdraw';
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

  it('every account write answers a repeated request id with its first answer, and counts one effect', () => {
    const server = createWithdrawSimulator({
      now: () => NOW,
      anchor: { streak: 3, signedToday: false, account: null },
    });
    server.signIn('t', 's');
    server.signIn('t', 's');
    expect(server.bind('t', 'alice@mail.com', 'b').ok).toBe(true);
    server.unbind('t', 'u');
    // The bind's check after the unbind: the first answer, not a second bind.
    const again = server.bind('t', 'alice@mail.com', 'b');
    expect(again.ok && again.data.account).toBe('a***@mail.com');
    server.unbind('t', 'u');
    expect(server.ledgerOf('t')).toMatchObject({ signIns: 1, binds: 1, unbinds: 1, streak: 4 });
    const summary = server.summary('t');
    expect(summary.ok && summary.data.account).toBeNull();
  });

  it('one sign-in code per number and resend window (a check or a new ask inside it sends none); one login per key', () => {
    let now = NOW;
    const server = createWithdrawSimulator({ now: () => now });
    expect(server.loginCode('13912345678', 'c1')).toEqual({ ok: true, data: { resend_in_s: 60 } });
    now += 20_000;
    expect(server.loginCode('13912345678', 'c1')).toEqual({ ok: true, data: { resend_in_s: 40 } });
    expect(server.loginCode('13912345678', 'c2')).toEqual({ ok: true, data: { resend_in_s: 40 } });
    expect(server.ledgerOf('web-13912345678').codes).toBe(1);
    now += 40_000;
    server.loginCode('13912345678', 'c3');
    expect(server.ledgerOf('web-13912345678').codes).toBe(2);
    server.login('13912345678', LOGIN_CODE, 'l1');
    expect(server.login('13912345678', LOGIN_CODE, 'l1')).toEqual({ ok: true, data: { token: 'web-13912345678' } });
    expect(server.ledgerOf('web-13912345678').logins).toBe(1);
  });
});
