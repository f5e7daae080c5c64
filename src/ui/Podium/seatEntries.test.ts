import { describe, expect, it } from 'vitest';
import type { RankEntry } from '../RankRow/RankRow';
import { seatEntries } from './Podium';

const entry = (id: string, rank: number | null): RankEntry => ({ id, rank, name: id });

describe('seatEntries', () => {
  it('seats entries by their rank, whatever the order', () => {
    const seats = seatEntries([entry('c', 3), entry('a', 1), entry('b', 2)]);
    expect([seats[1]?.id, seats[2]?.id, seats[3]?.id]).toEqual(['a', 'b', 'c']);
  });

  it('leaves missing places empty', () => {
    const seats = seatEntries([entry('a', 1), entry('b', 2)]);
    expect(seats[3]).toBeUndefined();
    expect(seatEntries([])).toEqual({ 1: undefined, 2: undefined, 3: undefined });
  });

  it('fills free places with unranked entries in order, and ignores places past 3 and duplicates', () => {
    const seats = seatEntries([entry('x', null), entry('a', 1), entry('d', 4), entry('a2', 1), entry('y', null)]);
    expect([seats[1]?.id, seats[2]?.id, seats[3]?.id]).toEqual(['a', 'x', 'y']);
  });
});
