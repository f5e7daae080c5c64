import { describe, expect, it } from 'vitest';
import { createWithdrawSimulator } from './withdraw';
import { GUILD_APPROVAL_MS, PLATFORM_REVIEW_MS } from './withdrawFlow';
import type { SimulatorReply } from './simulatorReply';

const at = (iso: string) => Date.parse(iso);

function data<T>(reply: SimulatorReply<T>): T {
  if (!reply.ok) throw new Error(`refused: ${reply.failure.status} ${reply.failure.msg}`);
  return reply.data;
}

describe('a withdrawal moves through review (or the guild) and payment on the server clock (issue 31)', () => {
  it('without a guild: submitted → paying once reviewed → paid when the money arrives; the ledger row follows', () => {
    let now = at('2026-11-20T10:00:00+08:00');
    const sim = createWithdrawSimulator({ now: () => now });
    const made = data(sim.submit('t', 5_000, 'k1'));
    expect(made.state).toBe('submitted');
    const state = () => sim.withdrawals('t')[0]!.state;
    const ledgerState = () =>
      data(sim.ledger('t', 1, 20, '', 'withdrawal')).entries.find(
        (entry) => entry.entry_id === `l${made.withdrawal_id}`,
      )?.state;
    now += PLATFORM_REVIEW_MS - 1;
    expect(state()).toBe('submitted');
    now += 1;
    expect([state(), ledgerState()]).toEqual(['paying', 'paying']);
    now = made.arrival_at - 1;
    expect(state()).toBe('paying');
    now = made.arrival_at;
    expect([state(), ledgerState()]).toEqual(['paid', 'paid']);
  });

  it("a guild anchor's goes to the guild first: guild approving, then paying", () => {
    let now = at('2026-11-20T10:00:00+08:00');
    const sim = createWithdrawSimulator({ now: () => now, anchor: { guild: true } });
    expect(data(sim.submit('t', 5_000, 'k1')).state).toBe('guild_approving');
    now += GUILD_APPROVAL_MS - 1;
    expect(sim.withdrawals('t')[0]!.state).toBe('guild_approving');
    now += 1;
    expect(sim.withdrawals('t')[0]!.state).toBe('paying');
  });

  it('the test control moves one on at once, or rejects it with a reason and gives the points back', () => {
    const now = at('2026-11-20T10:00:00+08:00');
    const sim = createWithdrawSimulator({ now: () => now, anchor: { guild: true, points: 12_000 } });
    const first = data(sim.submit('t', 5_000, 'k1'));
    expect(sim.moveWithdrawal('t', first.withdrawal_id, 'next')?.state).toBe('paying');
    expect(sim.moveWithdrawal('t', first.withdrawal_id, 'next')?.state).toBe('paid');
    expect(sim.moveWithdrawal('t', first.withdrawal_id, 'reject')?.state).toBe('paid'); // paid stays paid
    const second = data(sim.submit('t', 2_000, 'k2'));
    expect(data(sim.summary('t')).points).toBe(5_000);
    expect(sim.moveWithdrawal('t', second.withdrawal_id, 'reject', '帳號資料不符')).toMatchObject({
      state: 'rejected',
      reason: '帳號資料不符',
    });
    expect(data(sim.summary('t')).points).toBe(7_000);
    expect(data(sim.ledger('t', 1, 1, '', 'adjustment')).entries[0]).toMatchObject({ points: 2_000 });
    expect(sim.moveWithdrawal('t', 'nope', 'next')).toBeNull();
  });
});

describe('the Taiwan variant: 4 TWD for 50 points (spec §9)', () => {
  it('a Taiwan account (a `tw-` token, or its setup) is quoted and paid in TWD at 400 cents per 50 points', () => {
    const sim = createWithdrawSimulator({ now: () => at('2026-11-20T10:00:00+08:00') });
    expect(data(sim.summary('tw-anchor'))).toMatchObject({ currency: 'TWD', rate: { points: 50, cash: 400 } });
    // 5,000 points are NT$400; the fee is 1 %, at least NT$4.
    expect(data(sim.quote('tw-anchor', 5_000))).toMatchObject({ cash: 39_600, fee: 400, currency: 'TWD' });
    expect(data(sim.submit('tw-anchor', 5_000, 'k1'))).toMatchObject({ cash: 39_600, currency: 'TWD' });
    // The mainland stays 1 yuan for 50 points.
    expect(data(sim.summary('cn-anchor'))).toMatchObject({ currency: 'CNY', rate: { points: 50, cash: 100 } });
    expect(data(sim.quote('cn-anchor', 5_000))).toMatchObject({ cash: 9_900, fee: 100, currency: 'CNY' });
    const set = createWithdrawSimulator({ now: () => at('2026-11-20T10:00:00+08:00'), anchor: { market: 'TW' } });
    expect(data(set.summary('any')).currency).toBe('TWD');
  });
});

describe('the sign-in day turns at midnight UTC+8 on the server clock', () => {
  it('23:59:59 and 00:00:00 UTC+8 are two days; midnight UTC is not a new one', () => {
    let now = at('2026-11-20T23:59:59+08:00');
    const sim = createWithdrawSimulator({ now: () => now, anchor: { streak: 3, signedToday: false } });
    expect(data(sim.signIn('t', 'a')).streak).toBe(4);
    now = at('2026-11-21T00:00:00+08:00');
    expect(data(sim.summary('t')).signed_today).toBe(false);
    expect(data(sim.signIn('t', 'b')).streak).toBe(5);
    now = at('2026-11-21T08:00:00+08:00'); // 00:00 UTC
    expect(data(sim.summary('t')).signed_today).toBe(true);
    expect(data(sim.signIn('t', 'c')).streak).toBe(5);
    // A pinned server clock (setClock, as the handlers do per token) is the day that counts.
    sim.setClock(at('2026-11-22T00:00:01+08:00'));
    expect(data(sim.signIn('t', 'd')).streak).toBe(6);
  });
});
