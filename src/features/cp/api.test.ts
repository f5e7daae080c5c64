import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cpHandlers } from '../../../mocks/handlers/cp';
import { server } from '../../../mocks/node';
import { createCpSimulator, HALL_PAGE_SIZE } from '../../../mocks/server/cp';
import { getClientEnv, updateClientEnv } from '../../platform/env/clientEnv';
import { apiFailureOf as failureOf } from '../../platform/http/apiFailure.testing';
import { updateSessionUser } from '../../platform/session/session';
import { CP_STATUS } from './api';
import { cpHallQuery, cpMatchmakersQuery, parseHall, parseMatchmakers } from './boardsApi';

const person = (id: string) => ({ public_id: id, nickname: `n${id}`, avatar: '', anchor: false });
const couple = (id: unknown, partners: unknown = [person('1'), person('2')]) => ({
  cp_id: id,
  tier: 'ultimate',
  cp_value: 100,
  formed_at: Date.UTC(2025, 0, 1),
  announced_at: Date.UTC(2025, 1, 1),
  partners,
});

describe('the hall reply, read defensively', () => {
  it('drops a couple without an id or its two people, and a pair repeated — the rest of the page stays', () => {
    const hall = parseHall({
      couples: [
        couple('cp-a'),
        couple(''),
        couple('cp-b', [person('1')]),
        couple('cp-c', [person('1'), { nickname: '', public_id: '' }]),
        couple('has space'),
        'nonsense',
        null,
        couple('cp-a'),
        { ...couple('cp-d'), tier: 'legendary', cp_value: -5, announced_at: 'soon' },
      ],
      next_cursor: 'abc~1',
    });
    expect(hall.couples.map((row) => row.cp_id)).toEqual(['cp-a', 'cp-d']);
    expect(hall.couples[1]).toMatchObject({ tier: 'none', cp_value: 0, announced_at: null });
    expect(hall.next_cursor).toBe('abc~1');
  });

  it('reads a cursor it could not send back as the end, and my couple as mine', () => {
    expect(parseHall({ next_cursor: 'a b/../c' }).next_cursor).toBeNull();
    expect(parseHall({ next_cursor: 42 }).next_cursor).toBe('42');
    expect(parseHall({ mine: couple('cp-m') }).mine).toMatchObject({ cp_id: 'cp-m', mine: true });
    expect(parseHall({ mine: couple('') }).mine).toBeNull();
    expect(parseHall(null)).toEqual({ couples: [], mine: null, next_cursor: null, server_now: 0 });
  });
});

describe('the matchmaker board reply, read defensively', () => {
  const row = (rank: unknown, who: unknown = person(String(rank))) => ({
    rank,
    person: who,
    new_pairs: 2,
    announced_pairs: 1,
    value: 120_000,
  });

  it('drops a row without a person or a place, keeps rank order and each place once', () => {
    const board = parseMatchmakers({
      period: '2025.07.01 – 2025.07.31',
      rows: [row(2), row(1), row(0), row(-3), row('x'), row(3, null), row(4, { nickname: '' }), 7, row(2, person('9'))],
    });
    expect(board.rows.map((entry) => [entry.rank, entry.person.public_id])).toEqual([
      [1, '1'],
      [2, '2'],
    ]);
    expect(board.period).toBe('2025.07.01 – 2025.07.31');
  });

  it('reads my standing: no place is "not ranked", a gap only as the server sent a number, none for the first', () => {
    const mine = (fields: Record<string, unknown>) =>
      parseMatchmakers({ mine: { new_pairs: 3, announced_pairs: 0, value: 30_000, ...fields } }).mine;
    expect(mine({ rank: 0, gap: 5_000 })).toMatchObject({ rank: null, gap: 5_000 });
    expect(mine({ rank: 4, gap: 0 })).toMatchObject({ rank: 4, gap: 0 });
    expect(mine({ rank: 4, gap: 'lots' })).toMatchObject({ rank: 4, gap: null });
    expect(mine({ rank: 1, gap: 9 })).toMatchObject({ rank: 1, gap: null });
    expect(parseMatchmakers({ mine: 'me' }).mine).toBeNull();
  });
});

describe('the hall and the board over the mock server', () => {
  const signal = () => new AbortController().signal;
  const hallPage = async (cursor: string) =>
    cpHallQuery().queryFn!({
      signal: signal(),
      pageParam: cursor,
      queryKey: ['cp', 'hall'],
      direction: 'forward',
    } as never);
  const matchmakers = async () => cpMatchmakersQuery().queryFn!({ signal: signal() } as never);

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    server.use(...cpHandlers(createCpSimulator({ now: () => Date.parse('2025-07-01T20:00:00+08:00') })));
    updateSessionUser({ access_token: 'cp-api-token' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('pages through the hall with the cursor, each couple once, to the end', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page += 1) {
      const reply = await hallPage(cursor);
      expect(reply.couples.length).toBeLessThanOrEqual(HALL_PAGE_SIZE);
      seen.push(...reply.couples.map((row) => row.cp_id));
      if (!reply.next_cursor) break;
      cursor = reply.next_cursor;
    }
    expect(seen).toContain('cp-hall-0001');
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(HALL_PAGE_SIZE * 2);
  });

  it('asks to sign in without a token, as every CP request does', async () => {
    const debug = getClientEnv().debug;
    updateSessionUser({ access_token: '' });
    updateClientEnv({ debug: false });
    try {
      expect((await failureOf(hallPage(''))).code).toBe(CP_STATUS.notSignedIn);
      expect((await failureOf(matchmakers())).code).toBe(CP_STATUS.notSignedIn);
    } finally {
      updateClientEnv({ debug });
    }
  });
});
