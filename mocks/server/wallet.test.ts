import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/features/wallet/model';
import { createWalletSimulator } from './wallet';

const NOW = Date.UTC(2025, 6, 1, 12);
const order = (key: string, overrides: Record<string, unknown> = {}) => ({
  public_id: '8862031',
  product_id: 'tw_coins_660',
  amount: 33_000,
  pay_method: 'tw_card',
  client_order_id: key,
  ...overrides,
});
const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
  if (!reply.ok) throw new Error('refused');
  return reply.data;
};

describe('wallet simulator', () => {
  it('makes one order per key, per member', () => {
    const server = createWalletSimulator({ now: () => NOW });
    const first = data(server.createOrder('a', order('k1')));
    expect(data(server.createOrder('a', order('k1')))).toEqual(first);
    expect(data(server.createOrder('b', order('k1'))).order_id).not.toBe(first.order_id);
    expect(server.ledgerOf('a').orders).toHaveLength(1);
  });

  it('refuses a price, product, method or public id it does not sell', () => {
    const server = createWalletSimulator({ now: () => NOW });
    expect(server.createOrder('a', order('k1', { amount: 1 })).ok).toBe(false);
    expect(server.createOrder('a', order('k2', { product_id: 'nope' })).ok).toBe(false);
    expect(server.createOrder('a', order('k3', { pay_method: 'cn_alipay' })).ok).toBe(false);
    expect(server.createOrder('a', order('k4', { public_id: '12' })).ok).toBe(false);
  });

  it('moves an order from pending to paid on its reads or on the clock, and credits whom it names', () => {
    let now = NOW;
    const server = createWalletSimulator({ now: () => now, paidAfterReads: 5, paidAfterMs: 10_000 });
    const mine = data(server.createOrder('a', order('k1')));
    expect(data(server.orderStatus('a', mine.order_id)).status).toBe('pending');
    now += 10_000;
    expect(data(server.orderStatus('a', mine.order_id))).toMatchObject({ status: 'paid', coins: 720 });
    expect(server.ledgerOf('a').balance).toBe(1_280 + 720);
    const theirs = data(server.createOrder('a', order('k2', { public_id: '5566778' })));
    now += 10_000;
    data(server.orderStatus('a', theirs.order_id));
    expect(server.ledgerOf('a').balance).toBe(1_280 + 720); // their coins, not mine
    expect(server.orderStatus('b', theirs.order_id).ok).toBe(false); // someone else's order
  });

  it('fails or never pays as a story sets it up', () => {
    const failing = createWalletSimulator({ now: () => NOW, outcome: 'failed', paidAfterReads: 1 });
    const created = data(failing.createOrder('a', order('k')));
    expect(data(failing.orderStatus('a', created.order_id)).status).toBe('failed');
    const pending = createWalletSimulator({ now: () => NOW + DAY_MS, outcome: 'pending' });
    const waiting = data(pending.createOrder('a', order('k')));
    for (let read = 0; read < 20; read++)
      expect(data(pending.orderStatus('a', waiting.order_id)).status).toBe('pending');
  });

  it('extends VIP from its current end', () => {
    const server = createWalletSimulator({ now: () => NOW, vip: { plan: 'monthly', daysLeft: 2 }, paidAfterReads: 1 });
    const before = data(server.vip('a')).membership!.expires_at;
    const created = data(server.createOrder('a', order('k', { product_id: 'vip_monthly_twd', amount: 29_000 })));
    data(server.orderStatus('a', created.order_id));
    expect(data(server.vip('a')).membership!.expires_at).toBe(before + 30 * DAY_MS);
  });

  it('sells the discount until it ends or the limit is reached', () => {
    let now = NOW;
    const server = createWalletSimulator({
      now: () => now,
      discount: { endsInMs: DAY_MS, limit: 1 },
      paidAfterReads: 1,
    });
    const offer = data(server.discount('a')).offer!;
    const buy = (key: string) =>
      server.createOrder('a', order(key, { product_id: offer.product_id, amount: offer.price }));
    const created = data(buy('d1'));
    data(server.orderStatus('a', created.order_id));
    expect(buy('d2')).toMatchObject({ ok: false, failure: { status: 20405 } });
    now += DAY_MS;
    expect(createWalletSimulator({ now: () => now, discount: 'ended' }).discount('a')).toMatchObject({
      ok: true,
      data: { offer: { ends_at: now - 3_600_000 } },
    });
  });

  it('redeems a card once (full-width and lower case read as the code), and says used, invalid or expired', () => {
    const server = createWalletSimulator({ now: () => NOW });
    expect(data(server.redeem('a', 'ｓｔａｒ２０２５ｇｉｆｔ０００１', 'r1')).coins).toBe(1_000);
    expect(server.redeem('a', 'STAR2025GIFT0001', 'r2')).toMatchObject({ ok: false, failure: { status: 20412 } });
    expect(server.redeem('a', 'AAAABBBBCCCCDDDD', 'r3')).toMatchObject({ ok: false, failure: { status: 20411 } });
    expect(server.redeem('a', 'STAR2023OLDCARD1', 'r4')).toMatchObject({ ok: false, failure: { status: 20413 } });
  });
});
