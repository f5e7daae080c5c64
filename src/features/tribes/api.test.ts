import { describe, expect, it } from 'vitest';
import { parseHall, parsePk, parseSquare } from './api';

describe('tribe replies', () => {
  it('drops tribes without a usable id and keeps the rest, with safe numbers', () => {
    const square = parseSquare({
      mine: { name: 'no id' },
      requested: 'bad id!',
      tribes: [
        null,
        { tribe_id: '<script>' },
        { tribe_id: 't_02', name: ' Aurora ', level: 99, members: 60, capacity: 50 },
      ],
    });
    expect(square.mine).toBeNull();
    expect(square.requested).toBeNull();
    expect(square.tribes).toEqual([
      expect.objectContaining({ tribe_id: 't_02', name: 'Aurora', level: 30, members: 60, capacity: 60 }),
    ]);
  });

  it('reads a hall: members by contribution, unknown roles as members, a role only for a member', () => {
    const hall = parseHall({
      tribe: { tribe_id: 't_01', name: '星光部落', exp: 5, next_level_exp: 10, rank: 2 },
      members: [
        { public_id: '1', nickname: 'a', role: 'king', contribution: 5 },
        { public_id: '2', nickname: 'b', role: 'chief', contribution: 50 },
        { nickname: '', public_id: '' },
      ],
      membership: 'none',
      my_role: 'chief',
      other_tribe: true,
    });
    expect(hall.members.map((member) => [member.public_id, member.role])).toEqual([
      ['2', 'chief'],
      ['1', 'member'],
    ]);
    expect(hall.my_role).toBeNull();
    expect(hall.other_tribe).toBe(true);
    expect(() => parseHall({ members: [] })).toThrow('Tribe hall without its tribe');
  });

  it('places each match once: no id, an unknown round or side, a slot out of the round, a second match in a place are dropped', () => {
    const pk = parsePk({
      matches: [
        { match_id: 'a', round: 'eight', side: 'red', slot: 0, a: 't_01', b: 't_02', state: 'decided', winner: 't_01' },
        { match_id: 'b', round: 'eight', side: 'red', slot: 0 },
        { match_id: 'c', round: 'quarter', side: 'red', slot: 1 },
        { match_id: 'd', round: 'semi', side: 'green', slot: 1 },
        { match_id: 'e', round: 'semi', side: 'blue', slot: 2 },
        { round: 'final', side: 'blue', slot: 0 },
        { match_id: 'f', round: 'peak', side: 'red', slot: 0, winner: 't_09', state: 'decided' },
      ],
    });
    expect(pk.matches.map((match) => match.match_id)).toEqual(['a', 'f']);
    expect(pk.matches[1]).toMatchObject({ side: null, winner: null });
    expect(pk.schedule.peak).toEqual({ starts_at: 0, ends_at: 0 });
  });
});
