import { describe, expect, it } from 'vitest';
import { createHostServer, type RequestLogEntry, type WireRequest } from './hostServer';
import { parseScenario } from './scenario';

const get = (path: string): WireRequest => ({
  url: `http://127.0.0.1:5173${path}`,
  method: 'GET',
  headers: [['Access-Token', 'mock-demo-token']],
  body: null,
});

describe("the simulator's server (the host page's mock backend)", () => {
  it('answers the page’s API requests as plain data and logs each with its signature check', async () => {
    const log: RequestLogEntry[] = [];
    const server = createHostServer((entry) => log.push(entry));
    server.open(parseScenario({}), Date.now());
    const answer = await server.handle(get('/api/ucuser/v1/self/info?timestamp=1'));
    expect(answer).toMatchObject({ kind: 'answer', status: 200 });
    expect(JSON.parse(answer?.kind === 'answer' ? answer.body : '{}')).toMatchObject({ status: 40101 });
    expect(log.map((entry) => [entry.path, entry.signature, entry.outcome])).toEqual([
      ['/api/ucuser/v1/self/info', 'refused: invalid access_key', undefined],
      ['/api/ucuser/v1/self/info', 'refused: invalid access_key', 200],
    ]);
  });

  it('leaves the page’s own files to the network, and applies faults: a lost reply is a network error', async () => {
    const server = createHostServer(() => undefined);
    server.open(parseScenario({ faults: [{ match: '/self/info', kind: 'lost' }] }), Date.now());
    expect(await server.handle(get('/assets/shell.js'))).toBeNull();
    expect(await server.handle(get('/api/ucuser/v1/self/info'))).toEqual({ kind: 'error' });
    server.setFaults([]);
    expect(await server.handle(get('/api/ucuser/v1/self/info'))).toMatchObject({ kind: 'answer' });
  });

  it("reads every server's ledger for a token, the race's gasoline among them", () => {
    const server = createHostServer(() => undefined);
    const ledgers = server.ledgers('mock-demo-token');
    expect(Object.keys(ledgers)).toEqual(
      expect.arrayContaining(['wallet', 'race', 'christmas', 'noble', 'withdraw', 'anchor', 'registration']),
    );
    expect(ledgers.race).toEqual({ charges: 0, wallet: expect.objectContaining({ gasoline: 12_000 }) });
  });
});
