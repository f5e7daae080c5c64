// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMockBridge } from '../../../mocks/bridge/mockBridge';
import { server } from '../../../mocks/node';
import { resetBridgeConnection } from '../bridge/transport';
import { updateClientEnv, getClientEnv } from '../env/clientEnv';
import { updateSessionUser } from '../session/session';
import { NETWORK_FAILURE_CODE, setAppAlertPresenter, withFailureCallbacks, withServerAlert } from './behaviours';
import { apiGet, DEBUG_PLACEHOLDER_TOKEN } from './client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const failing = (status: number, msg: string) =>
  server.use(http.get('*/thing', () => HttpResponse.json({ status, msg, data: null })));

describe('1. the base helper alerts the server msg', () => {
  it('in the app alert, and logs it', async () => {
    const presenter = vi.fn();
    setAppAlertPresenter(presenter);
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing(5, '餘額不足');
    await expect(withServerAlert(() => apiGet('/thing'))).rejects.toMatchObject({ kind: 'server', code: 5 });
    expect(presenter).toHaveBeenCalledWith('餘額不足');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('餘額不足'));
  });
});

describe('2 and 3. other helpers call back, and report server failures to native', () => {
  it('server failure: reportApiError {code, msg} and the failure callback with status and msg', async () => {
    const native = installMockBridge();
    resetBridgeConnection();
    failing(20401, '查無此用戶');
    const onFailure = vi.fn();
    const onSuccess = vi.fn();
    await withFailureCallbacks(() => apiGet('/thing'), { onSuccess, onFailure });
    expect(onFailure).toHaveBeenCalledWith(20401, '查無此用戶');
    expect(onSuccess).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(native.calls).toContainEqual({ name: 'reportApiError', data: { code: 20401, msg: '查無此用戶' } }),
    );
    native.uninstall();
  });

  it('network failure: the failure callback with -999 and the error message', async () => {
    server.use(http.get('*/thing', () => HttpResponse.error()));
    const onFailure = vi.fn();
    await withFailureCallbacks(() => apiGet('/thing'), { onFailure });
    expect(onFailure).toHaveBeenCalledWith(NETWORK_FAILURE_CODE, expect.stringMatching(/Network Error/));
  });

  it('success: the data to the success callback', async () => {
    server.use(http.get('*/thing', () => HttpResponse.json({ status: 0, msg: '', data: { public_id: '1234567' } })));
    const onSuccess = vi.fn();
    await withFailureCallbacks(() => apiGet('/thing'), { onSuccess });
    expect(onSuccess).toHaveBeenCalledWith({ public_id: '1234567' });
  });
});

describe('headers', () => {
  const seenHeaders = async () => {
    let headers: Headers | null = null;
    server.use(
      http.get('*/thing', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ status: 0, msg: '', data: null });
      }),
    );
    await apiGet('/thing');
    return headers!;
  };

  it('debug with no token sends the placeholder; a production request never does', async () => {
    const original = getClientEnv();
    updateSessionUser({ access_token: '' });
    try {
      updateClientEnv({ environment: { name: 'dev', debug: true }, debug: true });
      expect((await seenHeaders()).get('Access-Token')).toBe(DEBUG_PLACEHOLDER_TOKEN);
      // even with the debug flag forced on, the production environment sends no placeholder
      updateClientEnv({ environment: { name: 'production', debug: false }, debug: true });
      expect((await seenHeaders()).get('Access-Token')).toBeNull();
    } finally {
      updateClientEnv(original);
    }
  });

  it('App-Platform and App-Version only when known', async () => {
    const original = getClientEnv();
    updateSessionUser({ access_token: 'tok' });
    try {
      updateClientEnv({ platform: null, version: null, language: 'ja' });
      let headers = await seenHeaders();
      expect(headers.get('App-Platform')).toBeNull();
      expect(headers.get('App-Language')).toBe('ja');
      updateClientEnv({ platform: 'android', version: '6.8.0' });
      headers = await seenHeaders();
      expect(headers.get('App-Platform')).toBe('android');
      expect(headers.get('App-Version')).toBe('6.8.0');
      expect(headers.get('Access-Token')).toBe('tok');
    } finally {
      updateClientEnv(original);
    }
  });
});
