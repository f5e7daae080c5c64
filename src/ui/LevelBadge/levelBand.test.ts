import { describe, expect, it } from 'vitest';
import { clampLevel, levelBand } from './levelBand';

describe('levelBand', () => {
  it('puts every band boundary in the right band', () => {
    for (let band = 1; band <= 10; band += 1) {
      const first = (band - 1) * 10 + 1;
      const last = band * 10;
      expect(levelBand(first)).toEqual({ level: first, band, min: first, max: last });
      expect(levelBand(last)).toEqual({ level: last, band, min: first, max: last });
    }
  });

  it.each([
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [30, 3],
    [31, 4],
    [40, 4],
    [41, 5],
    [50, 5],
    [51, 6],
    [60, 6],
    [61, 7],
    [70, 7],
    [71, 8],
    [80, 8],
    [81, 9],
    [90, 9],
    [91, 10],
    [100, 10],
  ])('level %i is in band %i', (level, band) => {
    expect(levelBand(level).band).toBe(band);
  });

  it('clamps levels below 1 to level 1 (band 1)', () => {
    expect(levelBand(0)).toEqual({ level: 1, band: 1, min: 1, max: 10 });
    expect(levelBand(-5)).toEqual({ level: 1, band: 1, min: 1, max: 10 });
    expect(levelBand(-Infinity).level).toBe(1);
  });

  it('clamps levels above 100 to level 100 (band 10)', () => {
    expect(levelBand(101)).toEqual({ level: 100, band: 10, min: 91, max: 100 });
    expect(levelBand(9999)).toEqual({ level: 100, band: 10, min: 91, max: 100 });
    expect(levelBand(Infinity).level).toBe(100);
  });

  it('drops fractions and treats NaN as level 1', () => {
    expect(clampLevel(36.9)).toBe(36);
    expect(levelBand(10.5).band).toBe(1);
    expect(levelBand(0.5).level).toBe(1);
    expect(levelBand(Number.NaN)).toEqual({ level: 1, band: 1, min: 1, max: 10 });
  });
});
