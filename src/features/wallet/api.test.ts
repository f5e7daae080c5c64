// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { setAppAlertPresenter } from '../../platform/http/behaviours';
import { updateSessionUser } from '../../platform/session/session';
import { createChargeOrder, searchChargeTarget } from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('order creation (spec §8)', () => {
  it('shows a server failure in the plain browser alert, not the app alert', async () => {
    const presenter = vi.fn();
    setAppAlertPresenter(presenter);
    const browserAlert = vi.fn();
    window.alert = browserAlert;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    updateSessionUser({ access_token: 't' });
    await expect(
      createChargeOrder({
        public_id: '8862031',
        product_id: 'p1',
        amount: -1,
        pay_method: 'card',
        client_order_id: 'c1',
      }),
    ).rejects.toMatchObject({ kind: 'server' });
    expect(browserAlert).toHaveBeenCalledWith('訂單參數錯誤');
    expect(presenter).not.toHaveBeenCalled();
  });

  it('a retried order with the same idempotency key is one order', async () => {
    updateSessionUser({ access_token: 't' });
    const params = {
      public_id: '8862031',
      product_id: 'coins_600',
      amount: 600,
      pay_method: 'card',
      client_order_id: 'same-tap',
    };
    const first = await createChargeOrder(params);
    await expect(createChargeOrder(params)).resolves.toEqual(first);
  });
});

describe('charge search (spec §7)', () => {
  it('passes the data back as the server sent it', async () => {
    updateSessionUser({ access_token: 't' });
    await expect(searchChargeTarget({ public_id: '1234567' })).resolves.toEqual(
      expect.objectContaining({ public_id: '1234567' }),
    );
  });
});
