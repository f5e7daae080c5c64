import { describe, expect, it } from 'vitest';
import { createRoomPkSimulator, DEMO_PK_ID, LIVE_PLAYED_MS, PK_DURATION_MS } from './roomPk';

const T0 = Date.parse('2025-07-01T20:00:00+08:00');

function serverAt(at: number, options: Parameters<typeof createRoomPkSimulator>[0] = {}) {
  let now = at;
  const server = createRoomPkSimulator({ ...options, now: () => now });
  return { server, move: (to: number) => (now = to) };
}

describe('the room PK server', () => {
  it('opens a live PK at the first request and settles it by the scores when its end comes', () => {
    const { server, move } = serverAt(T0);
    const live = server.pk('t', '');
    if (!live.ok) throw new Error('refused');
    expect(live.data.pk).toMatchObject({ pk_id: DEMO_PK_ID, start_at: T0 - LIVE_PLAYED_MS, result: null });
    expect(live.data.server_now).toBe(T0);
    move(T0 - LIVE_PLAYED_MS + PK_DURATION_MS);
    expect(server.battleOf('t')?.result).toEqual(expect.objectContaining({ winner: 'red' }));
  });

  it('holds a settling PK’s result, names the declared winner, and has no PK for another id or setup', () => {
    expect(serverAt(T0, { state: 'settling' }).server.battleOf('t')?.result).toBeNull();
    const ended = serverAt(T0, { state: 'ended', winner: 'blue' }).server.battleOf('t')!;
    expect(ended.result).toEqual({ winner: 'blue', punishment: ended.punishment, reward: ended.reward });
    expect(ended.blue.score).toBeGreaterThan(ended.red.score);
    const draw = serverAt(T0, { state: 'ended', winner: 'draw' }).server.battleOf('t')!;
    expect(draw.result).toEqual({ winner: 'draw', punishment: '', reward: '' });
    const other = serverAt(T0).server.pk('t', 'pk_other');
    expect(other.ok && other.data.pk).toBeNull();
    expect(serverAt(T0, { state: 'none' }).server.battleOf('t')).toBeNull();
  });

  it('seeds each side’s supporters as part of its score, none before the start', () => {
    const pk = serverAt(T0).server.battleOf('t')!;
    expect(pk.red.top.reduce((sum, fan) => sum + fan.score, 0)).toBeLessThanOrEqual(pk.red.score);
    expect(serverAt(T0, { state: 'before' }).server.battleOf('t')!.red.top).toEqual([]);
  });
});
