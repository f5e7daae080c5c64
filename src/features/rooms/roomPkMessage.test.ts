import { describe, expect, it } from 'vitest';
import { parseRoomPk, type RoomPkView } from './api';
import { applyRoomPkMessage, parseRoomPkMessage } from './roomPkMessage';

const START = Date.parse('2025-07-01T20:00:00+08:00');
const room = (id: string, score: number) => ({
  room_id: id,
  name: id,
  score,
  top: [{ user_id: `${id}-fan`, nickname: 'fan', score }],
});
const view = (result: unknown = null): RoomPkView => ({
  pk: parseRoomPk({
    pk: {
      pk_id: 'pk_1',
      start_at: START,
      end_at: START + 300_000,
      red: room('r', 100),
      blue: room('b', 50),
      my_side: 'red',
      punishment: 'sing',
      reward: 'crown',
      result,
    },
  }).pk,
  scored_at: START + 10_000,
  fetched_at: START + 10_000,
  updated_at: START + 10_000,
});

describe('room PK pushes', () => {
  it('reads a score and a result, from an object or a JSON string (Android)', () => {
    expect(
      parseRoomPkMessage(
        JSON.stringify({
          type: 'room_pk_score',
          pk_id: 'pk_1',
          red_score: 120,
          blue_score: 80,
          red_top: [{ user_id: 'u1', nickname: 'A', score: 5 }, { nickname: '' }, { user_id: 'u2', score: 9 }],
          at: START + 20_000,
        }),
      ),
    ).toEqual({
      type: 'room_pk_score',
      pk_id: 'pk_1',
      red_score: 120,
      blue_score: 80,
      red_top: [
        { user_id: 'u2', nickname: 'u2', avatar: '', score: 9 },
        { user_id: 'u1', nickname: 'A', avatar: '', score: 5 },
      ],
      at: START + 20_000,
    });
    expect(parseRoomPkMessage({ type: 'room_pk_result', pk_id: 'pk_1', winner: 'draw', punishment: '  ' })).toEqual({
      type: 'room_pk_result',
      pk_id: 'pk_1',
      winner: 'draw',
    });
  });

  it('ignores anything malformed or of another kind instead of crashing', () => {
    for (const raw of [
      null,
      42,
      'not json',
      '[]',
      { type: 'pool_updated', round_id: 1, pools: {} },
      { type: 'room_pk_score', red_score: 1, blue_score: 2 },
      { type: 'room_pk_score', pk_id: '<x>', red_score: 1, blue_score: 2 },
      { type: 'room_pk_score', pk_id: 'pk_1', red_score: -1, blue_score: 2 },
      { type: 'room_pk_score', pk_id: 'pk_1', red_score: '5', blue_score: 2 },
      { type: 'room_pk_score', pk_id: 'pk_1', red_score: 1.5, blue_score: 2 },
      { type: 'room_pk_score', pk_id: 'pk_1', red_score: 1e300, blue_score: 2 },
      { type: 'room_pk_result', pk_id: 'pk_1', winner: 'green' },
      { type: 'room_pk_result', pk_id: 'pk_1', winner: 'red', red_score: 'lots' },
    ])
      expect(parseRoomPkMessage(raw)).toBeNull();
  });

  it("applies a score to the PK on screen: both scores, a side's supporters when named", () => {
    const next = applyRoomPkMessage(
      view(),
      { type: 'room_pk_score', pk_id: 'pk_1', red_score: 300, blue_score: 900, blue_top: [] },
      START + 30_000,
    );
    expect([next.pk?.red.score, next.pk?.blue.score]).toEqual([300, 900]);
    expect(next.pk?.red.top).toHaveLength(1);
    expect(next.pk?.blue.top).toEqual([]);
    expect(next.updated_at).toBe(START + 30_000);
  });

  it('leaves the PK as it is for another PK, an older score, or a PK already settled', () => {
    const current = view();
    const score = { type: 'room_pk_score', red_score: 1, blue_score: 2 } as const;
    expect(applyRoomPkMessage(current, { ...score, pk_id: 'pk_2' }, START)).toBe(current);
    expect(applyRoomPkMessage(current, { ...score, pk_id: 'pk_1', at: START }, START)).toBe(current);
    const settled = view({ winner: 'red' });
    expect(applyRoomPkMessage(settled, { ...score, pk_id: 'pk_1' }, START)).toBe(settled);
  });

  it("settles the PK with the server's winner and words, keeping the stakes it named before", () => {
    const next = applyRoomPkMessage(
      view(),
      { type: 'room_pk_result', pk_id: 'pk_1', winner: 'blue', red_score: 100, blue_score: 120 },
      START + 301_000,
    );
    expect(next.pk?.result).toEqual({ winner: 'blue', punishment: 'sing', reward: 'crown' });
    expect(next.pk?.blue.score).toBe(120);
  });
});

describe('room PK replies', () => {
  it('is no PK without its id, its times or a side; a bad field becomes a safe default', () => {
    expect(parseRoomPk({ pk: null, server_now: START }).pk).toBeNull();
    expect(parseRoomPk({ pk: { pk_id: 'pk_1', start_at: START, end_at: START + 1, red: room('r', 1) } }).pk).toBeNull();
    expect(
      parseRoomPk({
        pk: { pk_id: 'pk_1', start_at: START + 2, end_at: START + 1, red: room('r', 1), blue: room('b', 1) },
      }).pk,
    ).toBeNull();
    const pk = parseRoomPk({
      pk: {
        pk_id: 'pk_1',
        start_at: START,
        end_at: START + 1,
        red: { ...room('r', -5), cover: 'javascript:alert(1)', supporters: 'many' },
        blue: room('b', 1e20),
        my_side: 'green',
        result: { winner: 'nobody' },
      },
    }).pk!;
    expect(pk).toMatchObject({ my_side: null, result: null, red: { score: 0, cover: '', supporters: 1 } });
    expect(pk.blue.score).toBe(999_999_999_999);
  });
});
