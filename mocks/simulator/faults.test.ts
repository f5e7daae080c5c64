import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Fault, faultApplies, faultHandlers, parseFault } from './faults';

const request = (path: string) => new Request(`http://127.0.0.1${path}`, { method: 'POST', body: '{}' });

/** A backend that counts the work it does, as a charge would be counted. */
function countingBackend() {
  const done = { count: 0 };
  const backend = [
    http.all('*/api/*', () => {
      done.count += 1;
      return HttpResponse.json({ status: 0, msg: 'success', data: { ok: true } });
    }),
  ];
  return { done, backend };
}

async function answer(faults: Fault[], path: string) {
  const { done, backend } = countingBackend();
  const response = await getResponse([...faultHandlers(faults, backend), ...backend], request(path));
  return { response, done };
}

describe('simulator faults', () => {
  it('applies to the API paths it names (or all with *), never to the page’s own files', () => {
    const refuel: Fault = { match: '/race/refuel', kind: 'lost' };
    expect(faultApplies(refuel, '/api/game/v1/race/refuel')).toBe(true);
    expect(faultApplies(refuel, '/api/game/v1/race/round')).toBe(false);
    expect(faultApplies({ match: '*', kind: 'offline' }, '/api/ucuser/v1/self/info')).toBe(true);
    expect(faultApplies({ match: '*', kind: 'offline' }, '/assets/shell.js')).toBe(false);
  });

  it('reads a fault from any JSON, with the defaults of its kind', () => {
    expect(parseFault({ match: '/x', kind: 'server-error' })).toEqual({
      match: '/x',
      kind: 'server-error',
      status: 503,
    });
    expect(parseFault({ match: '/x', kind: 'server-error', status: 404 })).toEqual({
      match: '/x',
      kind: 'server-error',
      status: 503,
    });
    expect(parseFault({ match: '/x', kind: 'slow', once: true })).toEqual({
      match: '/x',
      kind: 'slow',
      delayMs: 4000,
      once: true,
    });
    expect(parseFault({ match: '', kind: 'lost' })).toBeNull();
    expect(parseFault({ match: '/x', kind: 'explode' })).toBeNull();
    expect(parseFault('lost')).toBeNull();
  });

  it('a lost reply: the server did the work, the page gets a network error', async () => {
    const { response, done } = await answer([{ match: '/refuel', kind: 'lost' }], '/api/game/v1/race/refuel');
    expect(response?.type).toBe('error');
    expect(done.count).toBe(1);
  });

  it('offline: a network error and nothing done; a business error: the envelope says so', async () => {
    const offline = await answer([{ match: '*', kind: 'offline' }], '/api/a');
    expect(offline.response?.type).toBe('error');
    expect(offline.done.count).toBe(0);
    const refused = await answer([{ match: '*', kind: 'business-error', status: 40013 }], '/api/a');
    expect(await refused.response?.json()).toEqual({ status: 40013, msg: 'simulated business error', data: null });
  });

  it('a malformed reply is not JSON; a 5xx has its status; other paths reach the backend', async () => {
    const malformed = await answer([{ match: '*', kind: 'malformed' }], '/api/a');
    await expect(malformed.response?.clone().json()).rejects.toThrow(/JSON/);
    const down = await answer([{ match: '/a', kind: 'server-error', status: 502 }], '/api/a');
    expect(down.response?.status).toBe(502);
    const other = await answer([{ match: '/refuel', kind: 'offline' }], '/api/round');
    expect(await other.response?.json()).toMatchObject({ status: 0 });
  });

  it('a fault marked once applies to the first request only', async () => {
    const { done, backend } = countingBackend();
    const handlers = [...faultHandlers([{ match: '*', kind: 'offline', once: true }], backend), ...backend];
    expect((await getResponse(handlers, request('/api/a')))?.type).toBe('error');
    expect(await (await getResponse(handlers, request('/api/a')))?.json()).toMatchObject({ status: 0 });
    expect(done.count).toBe(1);
  });
});
