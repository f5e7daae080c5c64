import { describe, expect, it } from 'vitest';
import { CAR_IDS, finishTimes, PHASE_MS, SIDE_IDS, type EntryId } from '../model';
import {
  CURVES,
  cubicBezierCss,
  type LaneMotion,
  laneMotions,
  laneStage,
  placeOf,
  progressAt,
  raceElapsedMs,
  runningStyles,
} from './raceTrackMotion';

const ORDER: EntryId[] = [
  'bugatti',
  'tractor',
  'mclaren',
  'tesla',
  'gclass',
  'porsche',
  'truck',
  'lamborghini',
  'mustang',
];
const SEEDS = Array.from({ length: 40 }, (_, i) => 1_751_371_224_000 + i * 40_000);

/** Who is furthest along at `ms` (ties go to the earlier lane). */
function leaderAt(motions: Map<EntryId, LaneMotion>, ms: number): EntryId {
  let best: EntryId | null = null;
  let bestProgress = -1;
  for (const [entry, motion] of motions) {
    const progress = progressAt(motion, ms);
    if (progress > bestProgress + 1e-9) {
      best = entry;
      bestProgress = progress;
    }
  }
  return best!;
}

describe('laneStage', () => {
  it('waits during the countdown, drives while racing, parks afterwards', () => {
    expect(laneStage('countdown', null)).toBe('waiting');
    expect(laneStage('countdown', ORDER)).toBe('waiting');
    expect(laneStage('racing', ORDER)).toBe('racing');
    expect(laneStage('results', ORDER)).toBe('finished');
    expect(laneStage('over', ORDER)).toBe('finished');
  });

  it('keeps the cars at the start while racing without a finish order', () => {
    expect(laneStage('racing', null)).toBe('waiting');
  });
});

describe('placeOf', () => {
  it('is 1-based, null when unknown', () => {
    expect(placeOf('bugatti', ORDER)).toBe(1);
    expect(placeOf('mustang', ORDER)).toBe(9);
    expect(placeOf('bugatti', null)).toBeNull();
    expect(placeOf('red', ORDER)).toBeNull();
  });
});

describe('raceElapsedMs', () => {
  it('is the time since the race began, never negative', () => {
    expect(raceElapsedMs(10_000, 13_000)).toBe(3_000);
    expect(raceElapsedMs(10_000, 9_000)).toBe(0);
  });
});

describe('laneMotions', () => {
  it('takes each duration from the model', () => {
    const motions = laneMotions(ORDER, SEEDS[0]!);
    const times = finishTimes(ORDER);
    for (const entry of ORDER) expect(motions.get(entry)!.durationMs).toBe(times.get(entry));
  });

  it('is the same race for the same round (a reload redraws it identically)', () => {
    expect(laneMotions(ORDER, SEEDS[3]!)).toEqual(laneMotions(ORDER, SEEDS[3]!));
    expect(runningStyles(9, 42)).toEqual(runningStyles(9, 42));
  });

  it('crosses the line in the finish order', () => {
    for (const seed of SEEDS) {
      const motions = laneMotions(ORDER, seed);
      const crossings = ORDER.map((entry) => motions.get(entry)!.durationMs);
      expect(crossings).toEqual([...crossings].sort((a, b) => a - b));
      for (const entry of ORDER) {
        expect(progressAt(motions.get(entry)!, motions.get(entry)!.durationMs)).toBeCloseTo(1, 6);
        expect(progressAt(motions.get(entry)!, PHASE_MS.racing)).toBeCloseTo(1, 6);
      }
    }
  });

  it('never rolls a car backwards or past the line', () => {
    for (const curve of Object.values(CURVES)) {
      let previous = 0;
      for (let ms = 0; ms <= 1000; ms += 10) {
        const progress = progressAt({ durationMs: 1000, curve }, ms);
        expect(progress).toBeGreaterThanOrEqual(previous - 1e-9);
        expect(progress).toBeLessThanOrEqual(1 + 1e-9);
        previous = progress;
      }
    }
  });

  it('changes the lead mid-race: the winner does not lead from the start', () => {
    for (const seed of SEEDS) {
      const motions = laneMotions(ORDER, seed);
      expect(leaderAt(motions, 1500)).not.toBe('bugatti');
      expect(leaderAt(motions, motions.get('bugatti')!.durationMs - 1)).toBe('bugatti');
    }
  });

  it('gives the battle a lead change too', () => {
    for (const seed of SEEDS) {
      const motions = laneMotions(['blue', 'red'], seed);
      expect(leaderAt(motions, 1500)).toBe('red');
      expect(leaderAt(motions, motions.get('blue')!.durationMs)).toBe('blue');
    }
  });

  it('covers every car and side', () => {
    expect([...laneMotions(CAR_IDS, 1).keys()]).toEqual([...CAR_IDS]);
    expect([...laneMotions(SIDE_IDS, 1).keys()]).toEqual([...SIDE_IDS]);
  });
});

describe('cubicBezierCss', () => {
  it('writes a CSS timing function', () => {
    expect(cubicBezierCss([0.1, 0.2, 0.3, 0.4])).toBe('cubic-bezier(0.1, 0.2, 0.3, 0.4)');
  });
});
