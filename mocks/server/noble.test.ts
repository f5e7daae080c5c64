import { describe, expect, it } from 'vitest';
import { parseStanding } from '../../src/features/noble/api';
import type { StandingReply } from '../../src/features/noble/contract';
import { createNobleSimulator } from './noble';
import type { SimulatorReply } from './simulatorReply';

const at = (iso: string) => Date.parse(iso);
const DAYS_30 = 30 * 24 * 3_600_000;

function data<T>(reply: SimulatorReply<T>): T {
  if (!reply.ok) throw new Error(`refused: ${reply.failure.status} ${reply.failure.msg}`);
  return reply.data;
}

describe("the noble server's 30-day cycle (issue 31)", () => {
  it('sends the cycle end with the standing, and the page takes it as the server said', () => {
    const server = createNobleSimulator({ now: () => at('2026-11-20T10:00:00+08:00'), member: { cycleDay: 12 } });
    const reply = data(server.state('t'));
    expect(reply.cycle_end_at - reply.cycle_start_at).toBe(DAYS_30);
    expect(parseStanding(reply).standing.cycleEndAt).toBe(reply.cycle_end_at);
    // Whatever end the server says is the one shown (not the page's own 30 days from the start)…
    const odd: StandingReply = { ...reply, cycle_end_at: reply.cycle_start_at + 31 * 24 * 3_600_000 };
    expect(parseStanding(odd).standing.cycleEndAt).toBe(odd.cycle_end_at);
    // …and a reply without one (or one before its start) ends thirty days after the start.
    const { cycle_end_at: _none, ...old } = reply;
    expect(parseStanding(old).standing.cycleEndAt).toBe(reply.cycle_start_at + DAYS_30);
    expect(parseStanding({ ...reply, cycle_end_at: reply.cycle_start_at - 1 }).standing.cycleEndAt).toBe(
      reply.cycle_start_at + DAYS_30,
    );
  });

  it("judges a cycle on the server's clock: a token's pinned time (setClock, as its requests meet it) settles it", () => {
    const server = createNobleSimulator({
      now: () => at('2026-11-30T20:00:00+08:00'),
      member: { tier: 'duke', growthAbove: 0, cycleDay: 30, maintained: 0 },
    });
    expect(data(server.state('t')).tier).toBe('duke');
    server.setClock(at('2026-12-01T00:00:00+08:00'));
    expect(data(server.state('t')).tier).toBe('marquis');
  });

  it('a purchase at 23:00 UTC+8 gets thirty whole days: the cycle ends thirty days later at 23:00', () => {
    let now = at('2026-11-20T23:00:00+08:00');
    const server = createNobleSimulator({ now: () => now, member: { tier: null, growthAbove: 0, coins: 100_000 } });
    const bought = data(server.buy('t', 'earl', 'r1'));
    expect(bought.tier).toBe('earl');
    expect(bought.cycle_start_at).toBe(now);
    expect(bought.cycle_end_at).toBe(at('2026-12-20T23:00:00+08:00'));
    // The server judges the cycle at its end, not at midnight before it.
    now = at('2026-12-20T22:59:59+08:00');
    expect(data(server.state('t')).cycle_end_at).toBe(at('2026-12-20T23:00:00+08:00'));
    now = at('2026-12-20T23:00:00+08:00');
    const next = data(server.state('t'));
    expect([next.cycle_start_at, next.cycle_end_at]).toEqual([
      at('2026-12-20T23:00:00+08:00'),
      at('2027-01-19T23:00:00+08:00'),
    ]);
  });
});
