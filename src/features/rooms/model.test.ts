import { describe, expect, it } from 'vitest';
import {
  clockText,
  isQuiet,
  MIN_SHARE,
  pkOutcome,
  pkPhase,
  pkRequestFrom,
  QUIET_AFTER_MS,
  splitShares,
  timeOfDay,
  topContributors,
} from './model';

const START = Date.parse('2025-07-01T20:00:00+08:00');
const END = START + 5 * 60_000;
const pk = (result: unknown = null) => ({ start_at: START, end_at: END, result });

describe('the split bar', () => {
  it('is 50/50 when neither side has a gift', () => {
    expect(splitShares(0, 0)).toEqual({ red: 50, blue: 50 });
  });

  it('keeps a visible sliver for a side at 0 against a side with gifts, either way', () => {
    expect(splitShares(0, 1)).toEqual({ red: MIN_SHARE, blue: 100 - MIN_SHARE });
    expect(splitShares(1, 0)).toEqual({ red: 100 - MIN_SHARE, blue: MIN_SHARE });
    expect(splitShares(1, 999_999_999_999)).toEqual({ red: MIN_SHARE, blue: 100 - MIN_SHARE });
  });

  it('gives whole percents that always sum to 100, rounded to the nearest', () => {
    for (const [red, blue] of [
      [1, 2],
      [2, 1],
      [1, 1],
      [333, 667],
      [12_345, 9_876],
      [7, 993],
      [50, 50],
    ] as const) {
      const split = splitShares(red, blue);
      expect(Number.isInteger(split.red) && Number.isInteger(split.blue)).toBe(true);
      expect(split.red + split.blue).toBe(100);
    }
    expect(splitShares(1, 2)).toEqual({ red: 33, blue: 67 });
    expect(splitShares(12_345, 9_876)).toEqual({ red: 56, blue: 44 });
    expect(splitShares(50, 50)).toEqual({ red: 50, blue: 50 });
  });

  it('stays finite and exact with huge scores (near the largest a reply may carry, and beyond)', () => {
    expect(splitShares(999_999_999_999, 999_999_999_999)).toEqual({ red: 50, blue: 50 });
    expect(splitShares(Number.MAX_VALUE, Number.MAX_VALUE)).toEqual({ red: 50, blue: 50 });
    expect(splitShares(Number.MAX_SAFE_INTEGER, 1)).toEqual({ red: 100 - MIN_SHARE, blue: MIN_SHARE });
    expect(splitShares(600_000_000_000, 400_000_000_000)).toEqual({ red: 60, blue: 40 });
  });

  it('reads a score that is no number, or below 0, as 0', () => {
    expect(splitShares(Number.NaN, 5)).toEqual({ red: MIN_SHARE, blue: 100 - MIN_SHARE });
    expect(splitShares(-10, -3)).toEqual({ red: 50, blue: 50 });
    expect(splitShares(Number.POSITIVE_INFINITY, 3)).toEqual({ red: MIN_SHARE, blue: 100 - MIN_SHARE });
  });
});

describe('the PK result', () => {
  it("is the server's winner as the viewer reads it: we won, we lost, a draw", () => {
    expect(pkOutcome('red', 'red')).toBe('win');
    expect(pkOutcome('blue', 'red')).toBe('lose');
    expect(pkOutcome('red', 'blue')).toBe('lose');
    expect(pkOutcome('draw', 'blue')).toBe('draw');
  });

  it('names the winning side for someone watching from neither room', () => {
    expect(pkOutcome('red', null)).toBe('redWins');
    expect(pkOutcome('blue', null)).toBe('blueWins');
    expect(pkOutcome('draw', null)).toBe('draw');
  });
});

describe('the phase, from the server’s times', () => {
  it('is before the start, live until the end, settling after it until the result, ended with it', () => {
    expect(pkPhase(pk(), START - 1)).toBe('before');
    expect(pkPhase(pk(), START)).toBe('live');
    expect(pkPhase(pk(), END - 1)).toBe('live');
    expect(pkPhase(pk(), END)).toBe('settling');
    expect(pkPhase(pk(), END + 3_600_000)).toBe('settling');
    expect(pkPhase(pk({ winner: 'red' }), END + 1)).toBe('ended');
  });

  it('is ended as soon as the server has a result, even before the clock reaches the end (the hosts stopped it)', () => {
    expect(pkPhase(pk({ winner: 'draw' }), START + 1_000)).toBe('ended');
  });
});

describe('live updates', () => {
  it('are quiet after QUIET_AFTER_MS without a push, only while the PK is live or settling', () => {
    expect(isQuiet('live', START, START + QUIET_AFTER_MS)).toBe(false);
    expect(isQuiet('live', START, START + QUIET_AFTER_MS + 1)).toBe(true);
    expect(isQuiet('settling', START, START + QUIET_AFTER_MS + 1)).toBe(true);
    expect(isQuiet('before', START, START + 10 * QUIET_AFTER_MS)).toBe(false);
    expect(isQuiet('ended', START, START + 10 * QUIET_AFTER_MS)).toBe(false);
  });
});

describe('top contributors', () => {
  const who = (user_id: string, score: number) => ({ user_id, nickname: user_id, avatar: '', score });

  it('are the three highest, highest first; equal values keep the server’s order', () => {
    expect(
      topContributors([who('a', 10), who('b', 50), who('c', 10), who('d', 30), who('e', 10)]).map((c) => c.user_id),
    ).toEqual(['b', 'd', 'a']);
  });

  it('name a member once, and may be fewer than three', () => {
    expect(topContributors([who('a', 5), who('a', 9), who('b', 1)]).map((c) => [c.user_id, c.score])).toEqual([
      ['a', 9],
      ['b', 1],
    ]);
    expect(topContributors([])).toEqual([]);
  });
});

describe('the address', () => {
  it('asks for the room’s current PK without a pk_id, for that PK with a good one, and for nothing with a bad one', () => {
    expect(pkRequestFrom(null)).toEqual({ kind: 'current' });
    expect(pkRequestFrom('  ')).toEqual({ kind: 'current' });
    expect(pkRequestFrom('pk_20250701_7')).toEqual({ kind: 'pk', pkId: 'pk_20250701_7' });
    expect(pkRequestFrom('<script>')).toEqual({ kind: 'bad' });
    expect(pkRequestFrom('x'.repeat(65))).toEqual({ kind: 'bad' });
  });
});

describe('times on screen', () => {
  it('counts down in mm:ss (h:mm:ss from an hour), never below zero', () => {
    expect(clockText(START + 192_000, START)).toBe('03:12');
    expect(clockText(START + 191_001, START)).toBe('03:12');
    expect(clockText(START + 3_600_000 + 5_000, START)).toBe('1:00:05');
    expect(clockText(START - 5_000, START)).toBe('00:00');
  });

  it('says when the score was last updated in hh:mm:ss (UTC+8)', () => {
    expect(timeOfDay(Date.parse('2025-07-01T20:01:15+08:00'))).toBe('20:01:15');
    expect(timeOfDay(Number.NaN)).toBe('');
  });
});
