import { describe, expect, it } from 'vitest';
import { parseOdds, parseState } from './api';
import { parseDrawReply } from './writes';
import { parseRecords } from './recordsApi';

const prizes = [
  { prize_id: 'a', kind: 'coins', rarity: 'common', amount: 50, item: 'coins' },
  { prize_id: 'b', kind: 'vehicle', rarity: 'grand', amount: 1, days: 7, item: 'dragon_chariot' },
];

describe('lottery replies', () => {
  it('read a state defensively', () => {
    const state = parseState({
      currency: 'tickets',
      tickets: '12',
      coins: -5,
      bundles: [
        { count: 10, cost: 10 },
        { count: 1, cost: 1 },
        { count: 1, cost: 9 },
        { count: 0, cost: 1 },
      ],
      prizes: [...prizes, { kind: 'coins' }, prizes[0], { prize_id: 'c', kind: 'weird', rarity: 'mythic' }],
      earn: [
        { task: 'login', tickets: 1 },
        { task: 'hack', tickets: 5 },
      ],
    });
    expect(state.tickets).toBe(12);
    expect(state.coins).toBe(0);
    expect(state.bundles).toEqual([
      { count: 1, cost: 1 },
      { count: 10, cost: 10 },
    ]);
    expect(state.prizes.map((prize) => prize.prize_id)).toEqual(['a', 'b', 'c']);
    expect(state.prizes[2]).toMatchObject({ kind: 'gift', rarity: 'common' });
    expect(state.earn).toEqual([{ task: 'login', tickets: 1, coins: 0 }]);
    expect(parseState(null).prizes).toEqual([]);
  });

  it('keep only odds with an id, and a guarantee only with a count', () => {
    const odds = parseOdds({
      odds: [{ prize_id: 'a', ppm: 2_000_000 }, { ppm: 5 }, { prize_id: 'a', ppm: 1 }],
      guarantee: { within: 0 },
    });
    expect(odds.odds).toEqual([{ prize_id: 'a', ppm: 1_000_000 }]);
    expect(odds.guarantee).toBeNull();
    expect(parseOdds({ guarantee: { within: 30, rarity: 'grand' } }).guarantee).toEqual({
      rarity: 'grand',
      within: 30,
    });
  });

  it('place each result on its prize, and refuse a draw without results', () => {
    const reply = parseDrawReply({
      draw: {
        draw_id: 'd1',
        count: 2,
        items: [{ prize_id: 'b', slot: 0 }, { prize_id: 'a', slot: 0 }, { prize_id: 'zzz' }],
      },
      state: { prizes },
    });
    expect(reply.draw.items.map((item) => item.slot)).toEqual([1, 0]);
    expect(() => parseDrawReply({ draw: { draw_id: 'd2', items: [] }, state: { prizes } })).toThrow(
      'Draw reply without its results',
    );
    expect(() => parseDrawReply({ state: { prizes } })).toThrow('Draw reply without its results');
  });

  it('leave unreadable records out', () => {
    const records = parseRecords({
      prizes,
      records: [
        { draw_id: 'ok', drawn_at: 1_751_371_200_000, items: [{ prize_id: 'a' }] },
        { draw_id: 'no-time', items: [{ prize_id: 'a' }] },
        { drawn_at: 1_751_371_200_000, items: [{ prize_id: 'a' }] },
        { draw_id: 'unknown', drawn_at: 1_751_371_200_000, items: [{ prize_id: 'x' }] },
        7,
      ],
    });
    expect(records.records.map((record) => record.draw_id)).toEqual(['ok']);
  });
});
