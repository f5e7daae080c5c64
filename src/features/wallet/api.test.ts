// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { walletSimulator } from '../../../mocks/server/wallet';
import { ApiError } from '../../platform/http/errors';
import { writeOptions } from '../../platform/http/writeIntent';
import { setAppAlertPresenter } from '../../platform/http/behaviours';
import { updateSessionUser } from '../../platform/session/session';
import {
  cardRefusalOf,
  createChargeOrder,
  fetchOrderStatus,
  findChargeTarget,
  isUserNotFound,
  parseCatalog,
  parseDiscount,
  parseOrderStatus,
  parseVip,
  redeemCard,
  searchChargeTarget,
} from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const order = (clientOrderId: string) => ({
  public_id: '8862031',
  product_id: 'tw_coins_660',
  amount: 33_000,
  currency: 'TWD',
  pay_method: 'tw_card',
  client_order_id: clientOrderId,
});

describe('order creation (spec §8)', () => {
  it('shows a server failure in the plain browser alert, not the app alert', async () => {
    const presenter = vi.fn();
    setAppAlertPresenter(presenter);
    const browserAlert = vi.fn();
    window.alert = browserAlert;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    updateSessionUser({ access_token: 't' });
    await expect(createChargeOrder({ ...order('c1'), amount: -1 })).rejects.toMatchObject({ kind: 'server' });
    expect(browserAlert).toHaveBeenCalledWith('訂單參數錯誤');
    expect(presenter).not.toHaveBeenCalled();
  });

  it('refuses a price that is not the product’s (the server checks the amount)', async () => {
    window.alert = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    updateSessionUser({ access_token: 't-price' });
    await expect(createChargeOrder({ ...order('c-price'), amount: 1 })).rejects.toMatchObject({ kind: 'server' });
  });

  it('a retried order with the same idempotency key is one order', async () => {
    updateSessionUser({ access_token: 't-retry' });
    const first = await createChargeOrder(order('same-tap'));
    await expect(createChargeOrder(order('same-tap'))).resolves.toEqual(first);
    expect(walletSimulator.ledgerOf('t-retry').orders).toHaveLength(1);
  });

  it('an order is pending, then paid once read again, and the coins arrive', async () => {
    updateSessionUser({ access_token: 't-pay' });
    const before = walletSimulator.ledgerOf('t-pay').balance;
    const created = await createChargeOrder(order('pay-1'));
    expect((await fetchOrderStatus(created.order_id)).status).toBe('pending');
    expect(await fetchOrderStatus(created.order_id)).toMatchObject({ status: 'paid', coins: 720 });
    expect(walletSimulator.ledgerOf('t-pay').balance).toBe((before || 1_280) + 720);
  });
});

describe('charge search (spec §7)', () => {
  it('passes the data back as the server sent it', async () => {
    updateSessionUser({ access_token: 't' });
    await expect(searchChargeTarget({ public_id: '1234567' })).resolves.toEqual(
      expect.objectContaining({ public_id: '1234567' }),
    );
  });

  it('finds a member with their nickname, and says when there is none', async () => {
    updateSessionUser({ access_token: 't' });
    await expect(findChargeTarget('5566778')).resolves.toMatchObject({
      publicId: '5566778',
      nickname: expect.any(String),
    });
    const missing = await findChargeTarget('12').catch((error: unknown) => error);
    expect(isUserNotFound(missing)).toBe(true);
  });
});

describe('gift cards', () => {
  it('redeems a valid card once per key, and refuses used and unknown ones', async () => {
    updateSessionUser({ access_token: 't-card' });
    const first = await redeemCard('star2025gift0002', 'k1', writeOptions);
    expect(first.coins).toBe(5_000);
    await expect(redeemCard('STAR2025GIFT0002', 'k1', writeOptions)).resolves.toEqual(first);
    const again = await redeemCard('STAR2025GIFT0002', 'k2', writeOptions).catch((error: unknown) => error);
    expect(cardRefusalOf(again)).toBe('used');
    const unknown = await redeemCard('AAAABBBBCCCCDDDD', 'k3', writeOptions).catch((error: unknown) => error);
    expect(cardRefusalOf(unknown)).toBe('invalid');
    const expired = await redeemCard('STAR2023OLDCARD1', 'k4', writeOptions).catch((error: unknown) => error);
    expect(cardRefusalOf(expired)).toBe('expired');
  });
});

describe('reading replies', () => {
  it('refuses a catalog without a currency, keeps the usable packages and methods', () => {
    expect(() => parseCatalog({ packages: [] })).toThrow(ApiError);
    const catalog = parseCatalog({
      currency: 'twd',
      balance: -5,
      packages: [
        { product_id: 'a', coins: 60, bonus_coins: 0, price: 3000, tag: 'best_value' },
        { product_id: 'a', coins: 60, bonus_coins: 0, price: 3000 },
        { product_id: 'b', coins: 0, price: 3000 },
        { product_id: 'c', coins: 100, price: 1e308, tag: 'weird' },
      ],
      pay_methods: [
        { id: 'x', kind: 'card' },
        { id: 'y', kind: 'mystery', name: 'Mystery Pay' },
        { id: 'z', kind: 'mystery' },
      ],
    });
    expect(catalog.currency).toBe('TWD');
    expect(catalog.balance).toBe(0);
    expect(catalog.packages.map((pack) => [pack.productId, pack.tag])).toEqual([
      ['a', 'best_value'],
      ['c', null],
    ]);
    expect(catalog.methods).toEqual([
      { id: 'x', kind: 'card', name: '' },
      { id: 'y', kind: null, name: 'Mystery Pay' },
    ]);
  });

  it('refuses an order status it cannot read', () => {
    expect(() => parseOrderStatus({ order_id: 'o1', status: 'maybe' })).toThrow(ApiError);
    expect(parseOrderStatus({ order_id: 'o1', status: 'paid', coins: '720' })).toEqual({
      orderId: 'o1',
      status: 'paid',
      coins: 720,
    });
  });

  it('reads VIP plans in length order and drops unknown perks and plans', () => {
    const vip = parseVip({
      currency: 'USD',
      plans: [
        { plan_id: 'monthly', product_id: 'm', days: 30, price: 999, perks: ['badge', 'fly', 'badge'] },
        { plan_id: 'weekly', product_id: 'w', days: 7, price: 299, perks: [] },
        { plan_id: 'yearly', product_id: 'y', days: 365, price: 9999 },
      ],
      membership: { plan_id: 'monthly', expires_at: 'soon' },
    });
    expect(vip.plans.map((plan) => plan.id)).toEqual(['weekly', 'monthly']);
    expect(vip.plans[1]!.perks).toEqual(['badge']);
    expect(vip.membership).toBeNull();
  });

  it('reads a discount whose dates are out of order as none', () => {
    const offer = {
      product_id: 'd',
      coins: 3000,
      price: 990,
      currency: 'USD',
      starts_at: Date.UTC(2025, 6, 2),
      ends_at: Date.UTC(2025, 6, 1),
    };
    expect(parseDiscount({ offer })).toBeNull();
    expect(parseDiscount({ offer: { ...offer, ends_at: Date.UTC(2025, 6, 3) } })).toMatchObject({ productId: 'd' });
  });
});
