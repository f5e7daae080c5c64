import { describe, expect, it } from 'vitest';
import type { PkMatch, PkStanding } from './contract';
import {
  bracketColumns,
  bracketSideOf,
  currentColumnOf,
  currentStage,
  joinAction,
  levelProgress,
  nextMatchOf,
  pkSchedule,
  qualifiers,
  roundOfEight,
  tribeJourney,
  utc8DayStart,
  winnerOf,
} from './model';

const standing = (tribe_id: string, side: 'red' | 'blue', score: number): PkStanding => ({
  tribe_id,
  name: tribe_id,
  side,
  score,
});

const match = (over: Partial<PkMatch>): PkMatch => ({
  match_id: 'm',
  round: 'eight',
  side: 'red',
  slot: 0,
  a: 'A',
  b: 'B',
  score_a: 0,
  score_b: 0,
  state: 'upcoming',
  winner: null,
  starts_at: 0,
  ends_at: 0,
  ...over,
});

describe('qualifying', () => {
  it("takes each side's top 8 by score; the 9th and below stay out", () => {
    const standings = [
      ...Array.from({ length: 10 }, (_, i) => standing(`r${i}`, 'red', 100 - i)),
      ...Array.from({ length: 10 }, (_, i) => standing(`b${i}`, 'blue', i)),
    ];
    expect(qualifiers(standings, 'red')).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
    expect(qualifiers(standings, 'blue')).toEqual(['b9', 'b8', 'b7', 'b6', 'b5', 'b4', 'b3', 'b2']);
  });

  it("keeps the server's order for equal scores, and a side with fewer tribes sends them all", () => {
    const standings = [standing('x', 'red', 5), standing('y', 'red', 5), standing('z', 'red', 9)];
    expect(qualifiers(standings, 'red')).toEqual(['z', 'x', 'y']);
    expect(qualifiers(standings, 'blue')).toEqual([]);
  });

  it('seeds the round of 8 so the two best meet only in the side final', () => {
    const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
    const pairs = roundOfEight(seeds);
    expect(pairs).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
    // s1 (slot 0) and s2 (slot 2) go to semi slots 0 and 1: they can only meet in the final.
    expect(nextMatchOf('eight', 'red', 0)?.slot).not.toBe(nextMatchOf('eight', 'red', 2)?.slot);
    expect(roundOfEight(['only'])).toEqual([
      ['only', null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});

describe('advancement', () => {
  it("sends each round's winner to half its slot, first or second by the slot's parity", () => {
    expect(nextMatchOf('eight', 'red', 0)).toEqual({ round: 'semi', side: 'red', slot: 0, as: 'a' });
    expect(nextMatchOf('eight', 'red', 3)).toEqual({ round: 'semi', side: 'red', slot: 1, as: 'b' });
    expect(nextMatchOf('semi', 'blue', 1)).toEqual({ round: 'final', side: 'blue', slot: 0, as: 'b' });
    expect(nextMatchOf('final', 'red', 0)).toEqual({ round: 'peak', side: null, slot: 0, as: 'a' });
    expect(nextMatchOf('final', 'blue', 0)).toEqual({ round: 'peak', side: null, slot: 0, as: 'b' });
    expect(nextMatchOf('peak', null, 0)).toBeNull();
  });

  it("takes the server's winner of a decided match only, and only one who played it", () => {
    expect(winnerOf(match({ state: 'decided', winner: 'B', score_a: 9, score_b: 1 }))).toBe('B');
    expect(winnerOf(match({ state: 'live', winner: 'A' }))).toBeNull();
    expect(winnerOf(match({ state: 'decided', winner: 'C' }))).toBeNull();
  });

  it('lays out 15 places in 7 columns, red to the peak to blue, with the server matches where they are', () => {
    const semi = match({ round: 'semi', side: 'blue', slot: 1 });
    const columns = bracketColumns([semi]);
    expect(columns.map((column) => column.length)).toEqual([4, 2, 1, 1, 1, 2, 4]);
    expect(columns.map((column) => `${column[0]!.side ?? 'peak'}:${column[0]!.round}`)).toEqual([
      'red:eight',
      'red:semi',
      'red:final',
      'peak:peak',
      'blue:final',
      'blue:semi',
      'blue:eight',
    ]);
    expect(columns[5]![1]!.match).toBe(semi);
    expect(columns[5]![0]!.match).toBeNull();
  });

  it("puts the round being played on my tribe's side in view: its column, the middle for the peak", () => {
    const columns = bracketColumns([]);
    const blueSemi = match({ round: 'semi', side: 'blue', a: 'B', b: 'C' });
    expect(bracketSideOf([blueSemi], 'B')).toBe('blue');
    expect(bracketSideOf([blueSemi], 'Z')).toBe('red');
    expect(currentColumnOf(columns, 'eight', 'red')).toBe(0);
    expect(currentColumnOf(columns, 'semi', 'blue')).toBe(5);
    expect(currentColumnOf(columns, 'final', 'blue')).toBe(4);
    expect(currentColumnOf(columns, 'peak', 'blue')).toBe(3);
    expect(currentColumnOf(columns, 'qualifying', 'red')).toBe(-1);
  });

  it('names the round being played: qualifying before a draw, then the first round not decided', () => {
    expect(currentStage([])).toBe('qualifying');
    const eight = [0, 1, 2, 3].map((slot) => match({ slot, state: 'decided', winner: 'A' }));
    expect(currentStage(eight)).toBe('semi');
    expect(currentStage([...eight, match({ round: 'semi', state: 'live' })])).toBe('semi');
    expect(currentStage([match({ round: 'peak', side: null, state: 'decided', winner: 'A' })])).toBe('eight');
  });

  it('follows a tribe: its match now, out when it lost, champion when it won the peak', () => {
    const won = match({ state: 'decided', winner: 'A', score_a: 5, score_b: 3 });
    const semi = match({ round: 'semi', a: 'A', b: 'C', state: 'live' });
    expect(tribeJourney([won, semi], 'A')).toEqual({ reached: 'semi', current: semi, out: false, champion: false });
    expect(tribeJourney([won, semi], 'B')).toMatchObject({ reached: 'eight', current: null, out: true });
    expect(tribeJourney([won], 'Z')).toMatchObject({ reached: 'qualifying', out: true });
    expect(tribeJourney([], 'Z')).toMatchObject({ reached: 'qualifying', out: false });
    const peak = match({ round: 'peak', side: null, a: 'A', b: 'D', state: 'decided', winner: 'A' });
    expect(tribeJourney([won, peak], 'A')).toMatchObject({ reached: 'peak', champion: true, out: false });
    expect(tribeJourney([peak], 'D')).toMatchObject({ champion: false, out: true });
  });
});

describe('the schedule, in UTC+8', () => {
  it('starts on the UTC+8 day: 23:30 UTC is already the next day', () => {
    expect(utc8DayStart(Date.UTC(2026, 11, 6, 23, 30))).toBe(Date.UTC(2026, 11, 6, 16));
    expect(utc8DayStart(Date.UTC(2026, 11, 7, 15, 59))).toBe(Date.UTC(2026, 11, 6, 16));
  });

  it('qualifies three days, then one round an evening at 20:00, the peak at 21:00 (UTC+8)', () => {
    const schedule = pkSchedule(Date.UTC(2026, 11, 7, 2)); // 7 Dec 10:00 UTC+8
    expect(schedule.qualifying).toEqual({ starts_at: Date.UTC(2026, 11, 6, 16), ends_at: Date.UTC(2026, 11, 9, 16) });
    expect(schedule.eight.starts_at).toBe(Date.UTC(2026, 11, 10, 12)); // 10 Dec 20:00 UTC+8
    expect(schedule.semi.starts_at).toBe(Date.UTC(2026, 11, 11, 12));
    expect(schedule.final).toEqual({ starts_at: Date.UTC(2026, 11, 12, 12), ends_at: Date.UTC(2026, 11, 12, 13) });
    expect(schedule.peak.starts_at).toBe(Date.UTC(2026, 11, 13, 13)); // 13 Dec 21:00 UTC+8
  });
});

describe('tribes', () => {
  it('fills the level bar toward the next level, full at the top', () => {
    expect(levelProgress(3, 250, 1000)).toBe(0.25);
    expect(levelProgress(30, 0, 0)).toBe(1);
    expect(levelProgress(3, 5000, 1000)).toBe(1);
  });

  it('says what joining does: at once, ask the chief, full, or leave mine first', () => {
    const open = { members: 10, capacity: 50, approval: false };
    expect(joinAction('none', open, false)).toBe('join');
    expect(joinAction('none', { ...open, approval: true }, false)).toBe('apply');
    expect(joinAction('none', { ...open, members: 50 }, false)).toBe('full');
    expect(joinAction('none', open, true)).toBe('leaveFirst');
    expect(joinAction('requested', open, false)).toBe('requested');
    expect(joinAction('member', open, false)).toBe('member');
  });
});
