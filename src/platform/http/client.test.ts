import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import { checkSignature, SIGNATURE_ERRORS } from '../../../mocks/handlers/signedRequest';
import { buildSettings } from '../env/buildSettings';
import { updateSessionUser } from '../session/session';
import { fetchSelfInfo, SELF_INFO_PATH } from '../session/selfInfo';
import { apiGet, apiPost, DEBUG_PLACEHOLDER_TOKEN, signedParams } from './client';
import { signParams } from './sign';
import { apiFailureOf as failureOf } from './apiFailure.testing';
import { getClientEnv, updateClientEnv } from '../env/clientEnv';
import { appNow, setAppClock } from '../clock/clock';
import { HOSTILE_HEADER_VALUES } from './headerValue.testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('signed client against the mock backend', () => {
  it('passes the server signature check and returns the envelope data', async () => {
    updateSessionUser({ access_token: 'token-1' });
    await expect(fetchSelfInfo()).resolves.toEqual(buildSelfInfo());
  });

  /** Sends hand-made query parameters, re-signed with `secret`, straight to the mock. */
  const sendRaw = async (params: Record<string, string | number>, secret = buildSettings.signSecret) => {
    const url = new URL(`http://localhost${SELF_INFO_PATH}`);
    const signed = { ...params, sign: signParams(params, secret) };
    Object.entries(signed).forEach(([key, value]) => url.searchParams.set(key, String(value)));
    return ((await (await fetch(url, { headers: { 'Access-Token': 't' } })).json()) as { status: number }).status;
  };
  const valid = () => {
    const { sign: _sign, ...rest } = signedParams({}, 'en');
    return rest as Record<string, string | number>;
  };

  it('is checked by the mock exactly as the server would: key, timestamp, nonce, signature', async () => {
    expect(await sendRaw(valid())).toBe(0);
    expect(await sendRaw(valid(), 'wrong-secret')).toBe(SIGNATURE_ERRORS.sign.status);
    expect(await sendRaw({ ...valid(), access_key: 'someone-else' })).toBe(SIGNATURE_ERRORS.accessKey.status);
    expect(await sendRaw({ ...valid(), timestamp: Math.floor(Date.now() / 1000) - 3600 })).toBe(
      SIGNATURE_ERRORS.timestamp.status,
    );
    expect(await sendRaw({ ...valid(), nonce: 999_999_999 })).toBe(SIGNATURE_ERRORS.nonce.status);
    expect(await sendRaw({ ...valid(), nonce: 10_000_000_000 })).toBe(SIGNATURE_ERRORS.nonce.status);
  });

  it('sends POST parameters as a signed JSON body with the web headers', async () => {
    let seen: { body: Record<string, unknown>; headers: Headers } | null = null;
    server.use(
      http.post('*/echo', async ({ request }) => {
        seen = { body: (await request.json()) as Record<string, unknown>, headers: request.headers };
        return HttpResponse.json({ status: 0, msg: '', data: 'ok' });
      }),
    );
    updateSessionUser({ access_token: 'token-2' });
    await expect(apiPost('/echo', { amount: 600, meta: { a: 1 } })).resolves.toBe('ok');
    expect(seen!.body).toMatchObject({ amount: 600, meta: { a: 1 }, access_key: buildSettings.accessKey });
    expect(seen!.body.sign).toMatch(/^[0-9A-F]{40}$/);
    expect(seen!.headers.get('client-platform')).toBe('web');
    expect(seen!.headers.get('Access-Token')).toBe('token-2');
  });
});

describe('failures are typed', () => {
  const cases: Array<[string, Parameters<typeof http.get>[1], string, number]> = [
    ['non-zero status', () => HttpResponse.json({ status: 7, msg: 'no', data: null }), 'server', 7],
    ['HTTP 404', () => new HttpResponse(null, { status: 404 }), 'bad-request', 404],
    ['HTTP 502', () => new HttpResponse(null, { status: 502 }), 'bad-response', 502],
    ['an HTML error page', () => HttpResponse.html('<h1>oops</h1>'), 'bad-response', 200],
    ['an empty body', () => new HttpResponse('', { status: 200 }), 'bad-response', 200],
    ['a status of the wrong type', () => HttpResponse.json({ status: '0', msg: 'ok', data: 1 }), 'bad-response', 200],
    ['a network error', () => HttpResponse.error(), 'network', -999],
  ];
  it.each(cases)('%s', async (_name, resolver, kind, code) => {
    server.use(http.get('*/thing', resolver));
    const error = await failureOf(apiGet('/thing'));
    expect(error.kind).toBe(kind);
    expect(error.code).toBe(code);
  });

  it('times out with the documented message only when a timeout is given', async () => {
    server.use(http.get('*/slow', () => new Promise(() => undefined)));
    const error = await failureOf(apiGet('/slow', {}, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('timeout of 50 ms exceeded');
  });

  it('a phone clock 10 minutes fast: refused for its timestamp, it takes the time from the reply and signs again, once', async () => {
    const serverTime = () => performance.timeOrigin + performance.now();
    let attempts = 0;
    server.use(
      http.get('*/api/skew-probe', ({ request }) => {
        attempts += 1;
        const failure = checkSignature(Object.fromEntries(new URL(request.url).searchParams), serverTime());
        return failure
          ? HttpResponse.json({ status: failure.status, msg: failure.msg, data: { server_now: serverTime() } })
          : HttpResponse.json({ status: 0, msg: '', data: { ok: true } });
      }),
    );
    const phone = vi.spyOn(Date, 'now').mockImplementation(() => serverTime() + 10 * 60_000);
    try {
      await expect(apiGet('/api/skew-probe', {})).resolves.toEqual({ ok: true });
      expect(attempts).toBe(2);
      expect(Math.abs(appNow() - serverTime())).toBeLessThan(1_000);
      await apiGet('/api/skew-probe', {});
      expect(attempts).toBe(3); // signed right the first time from now on
    } finally {
      phone.mockRestore();
      setAppClock(null);
    }
  });

  it('a refused timestamp the reply cannot correct stays a refusal (no retry loop)', async () => {
    let attempts = 0;
    server.use(
      http.get('*/api/skew-refused', () => {
        attempts += 1;
        return HttpResponse.json({
          status: SIGNATURE_ERRORS.timestamp.status,
          msg: 'timestamp out of range',
          data: null,
        });
      }),
    );
    const error = await failureOf(apiGet('/api/skew-refused', {}));
    expect([error.kind, error.code, attempts]).toEqual(['server', SIGNATURE_ERRORS.timestamp.status, 1]);
  });

  it('keeps the app clock on the server time a reply states', async () => {
    const serverNow = Date.now() + 10 * 60_000; // the phone is ten minutes slow
    server.use(
      http.get('*/api/clock-probe', () => HttpResponse.json({ status: 0, msg: '', data: { server_now: serverNow } })),
    );
    try {
      await apiGet('/api/clock-probe', {});
      expect(Math.abs(appNow() - (Date.now() + 10 * 60_000))).toBeLessThan(1_000);
    } finally {
      setAppClock(null);
    }
  });

  it('reports a caller cancellation as canceled', async () => {
    server.use(http.get('*/slow', () => new Promise(() => undefined)));
    const controller = new AbortController();
    const pending = apiGet('/slow', {}, { signal: controller.signal });
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('canceled');
  });
});

it('answers the self-info contract path', () => {
  expect(SELF_INFO_PATH).toBe('/api/ucuser/v1/self/info');
});

describe('a bad header value costs its header, never the request', () => {
  const sources: [header: string, set: (value: unknown) => void][] = [
    ['App-Version', (value) => updateClientEnv({ version: value as string })],
    ['App-Platform', (value) => updateClientEnv({ platform: value as 'ios' })],
    ['App-Language', (value) => updateClientEnv({ language: value as 'en' })],
    ['Access-Token', (value) => updateSessionUser({ access_token: value as string })],
  ];
  const cases = sources.flatMap(([header, set]) => HOSTILE_HEADER_VALUES.map((value) => [header, set, value] as const));

  it.each(cases)('%s = %j: the request is still sent and signed, without that value', async (header, set, value) => {
    const saved = getClientEnv();
    let seen: Headers | null = null;
    server.use(
      http.get('*/echo', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ status: 0, msg: '', data: 'ok' });
      }),
    );
    updateSessionUser({ access_token: 'token-ok' });
    set(value);
    try {
      await expect(apiGet('/echo')).resolves.toBe('ok');
      expect(seen!.get('client-platform')).toBe('web');
      // Left out; only a missing token is replaced, on a debug host, by its placeholder.
      const allowed = header === 'Access-Token' ? [null, DEBUG_PLACEHOLDER_TOKEN] : [null];
      expect(allowed).toContain(seen!.get(header));
    } finally {
      updateClientEnv(saved);
      updateSessionUser({ access_token: 'token-ok' });
    }
  });
});
