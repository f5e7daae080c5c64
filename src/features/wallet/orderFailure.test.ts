// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMockBridge, type MockBridgeHandle } from '../../../mocks/bridge/mockBridge';
import { server } from '../../../mocks/node';
import { resetBridgeConnection } from '../../platform/bridge/transport';
import { createChargeOrder } from './api';

let native: MockBridgeHandle;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBridgeConnection();
  native = installMockBridge();
});
afterEach(() => {
  native.uninstall();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const reports = () => native.calls.filter((call) => call.name === 'reportApiError');
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the one failure not reported to native (spec §8)', () => {
  it('order creation says its failure in the plain browser alert instead of reporting it', async () => {
    const alert = vi.fn();
    window.alert = alert;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('*/order/create', () => HttpResponse.json({ status: 30001, msg: '下單失敗', data: null })));
    await expect(
      createChargeOrder({ product_id: 'p1' } as unknown as Parameters<typeof createChargeOrder>[0]),
    ).rejects.toMatchObject({ code: 30001 });
    await settle();
    expect(alert).toHaveBeenCalledWith('下單失敗');
    expect(reports()).toEqual([]);
  });
});
