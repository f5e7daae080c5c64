// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMockBridge, type MockBridgeHandle } from '../../../mocks/bridge/mockBridge';
import { server } from '../../../mocks/node';
import { resetBridgeConnection } from '../bridge/transport';
import { updateSessionUser } from '../session/session';
import { withFailureCallbacks } from './behaviours';
import { apiGet, apiPost, TIMESTAMP_REFUSED_STATUS } from './client';

let native: MockBridgeHandle;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetBridgeConnection();
  native = installMockBridge();
  updateSessionUser({ access_token: 'secret-token-1' });
});
afterEach(() => {
  native.uninstall();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const reports = () => native.calls.filter((call) => call.name === 'reportApiError').map((call) => call.data);
/** Lets the bridge call (connection, then the call) happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('every failed request is reported to native (spec §8), once, with its code and msg only', () => {
  it('a server refusal: its status and msg, never the path, the parameters or the token', async () => {
    server.use(http.post('*/thing', () => HttpResponse.json({ status: 20401, msg: '查無此用戶', data: null })));
    await expect(apiPost('/thing', { phone: '0912345678', public_id: '8862031' })).rejects.toMatchObject({
      code: 20401,
    });
    await settle();
    expect(reports()).toEqual([{ code: 20401, msg: '查無此用戶' }]);
    expect(JSON.stringify(native.calls)).not.toMatch(/0912345678|8862031|secret-token-1|\/thing/);
  });

  it.each([
    ['an HTTP 500', () => new HttpResponse(null, { status: 500 }), 500],
    ['an HTTP 404', () => new HttpResponse(null, { status: 404 }), 404],
    ['a body that is no envelope', () => HttpResponse.text('<html>'), 200],
    ['a network failure', () => HttpResponse.error(), -999],
  ] as const)('%s', async (_name, reply, code) => {
    server.use(http.get('*/thing', reply));
    await expect(apiGet('/thing')).rejects.toMatchObject({ code });
    await settle();
    expect(reports()).toEqual([{ code, msg: expect.any(String) }]);
  });

  it('a query that fails after its retries: each failed request once', async () => {
    server.use(http.get('*/thing', () => HttpResponse.json({ status: 7, msg: 'busy', data: null })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 0 } } });
    await expect(client.fetchQuery({ queryKey: ['thing'], queryFn: () => apiGet('/thing') })).rejects.toThrow('busy');
    await settle();
    expect(reports()).toEqual([
      { code: 7, msg: 'busy' },
      { code: 7, msg: 'busy' },
      { code: 7, msg: 'busy' },
    ]);
  });

  it('the failure callbacks of the old helpers do not report it a second time', async () => {
    server.use(http.get('*/thing', () => HttpResponse.json({ status: 5, msg: 'no', data: null })));
    const onFailure = vi.fn();
    await withFailureCallbacks(() => apiGet('/thing'), { onFailure });
    await settle();
    expect(onFailure).toHaveBeenCalledWith(5, 'no');
    expect(reports()).toEqual([{ code: 5, msg: 'no' }]);
  });

  it('nothing is reported for a success, a request the caller cancelled, or a clock refusal signed again', async () => {
    server.use(http.get('*/ok', () => HttpResponse.json({ status: 0, msg: '', data: 1 })));
    await apiGet('/ok');
    server.use(
      http.get('*/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ status: 0, msg: '', data: 1 });
      }),
    );
    const controller = new AbortController();
    const slow = apiGet('/slow', {}, { signal: controller.signal });
    controller.abort();
    await expect(slow).rejects.toMatchObject({ kind: 'canceled' });
    let refused = false;
    server.use(
      http.get('*/clock', () => {
        if (refused) return HttpResponse.json({ status: 0, msg: '', data: 1 });
        refused = true;
        return HttpResponse.json({
          status: TIMESTAMP_REFUSED_STATUS,
          msg: 'clock',
          data: { server_now: Date.now() + 3_600_000 },
        });
      }),
    );
    await expect(apiGet('/clock')).resolves.toBe(1);
    await settle();
    expect(reports()).toEqual([]);
  });
});
