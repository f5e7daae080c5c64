import { describe, expect, it } from 'vitest';
import { coveredShare, createCoverage, markSegment, type Coverage } from './scratchCoverage';

/** A 343×171.5 card (the 375 grid's content width) with the 34-unit brush. */
const W = 343;
const H = 171.5;
const R = 17;

const scratchedCells = (coverage: Coverage) =>
  [...coverage.cells.keys()]
    .filter((i) => coverage.cells[i] === 1)
    .map((i) => ({ col: i % coverage.cols, row: Math.floor(i / coverage.cols) }));

/** Rows of strokes from edge to edge, every `gap` units, joined into one zig-zag. */
function zigZag(coverage: Coverage, gap: number) {
  let x = 0;
  let y = 0;
  for (let nextY = 0; nextY <= H + gap; nextY += gap) {
    const nextX = x === 0 ? W : 0;
    markSegment(coverage, x, y, nextX, nextY, R, W, H);
    x = nextX;
    y = nextY;
  }
}

describe('createCoverage', () => {
  it('starts blank, 24×12 by default', () => {
    const coverage = createCoverage();
    expect(coverage.cols).toBe(24);
    expect(coverage.rows).toBe(12);
    expect(coverage.cells).toHaveLength(288);
    expect(coveredShare(coverage)).toBe(0);
  });
});

describe('markSegment', () => {
  it('marks only the cells near a dot', () => {
    const coverage = createCoverage();
    markSegment(coverage, W / 2, H / 2, W / 2, H / 2, R, W, H);
    const cells = scratchedCells(coverage);
    expect(cells.length).toBeGreaterThan(0);
    // A 34-unit brush on ~14-unit cells reaches at most two cells from the centre.
    for (const { col, row } of cells) {
      expect(Math.abs(col + 0.5 - 12)).toBeLessThanOrEqual(2);
      expect(Math.abs(row + 0.5 - 6)).toBeLessThanOrEqual(2);
    }
    expect(coveredShare(coverage)).toBeLessThan(0.05);
  });

  it('marks a band across the card for a stroke from edge to edge', () => {
    const coverage = createCoverage();
    markSegment(coverage, 0, H / 2, W, H / 2, R, W, H);
    const cells = scratchedCells(coverage);
    const rows = new Set(cells.map((cell) => cell.row));
    const cols = new Set(cells.map((cell) => cell.col));
    expect(cols.size).toBe(24);
    expect([...rows].sort((a, b) => a - b)).toEqual([5, 6]);
    expect(coveredShare(coverage)).toBeCloseTo(48 / 288, 5);
  });

  it('handles a zero-length segment, and one outside the card marks nothing', () => {
    const coverage = createCoverage();
    markSegment(coverage, 0, 0, 0, 0, R, W, H);
    expect(coverage.cells[0]).toBe(1);
    const outside = createCoverage();
    markSegment(outside, -100, -100, -100, -100, R, W, H);
    markSegment(outside, 10, 10, 10, 10, R, 0, 0);
    expect(coveredShare(outside)).toBe(0);
  });

  it('reaches 95 % with a zig-zag over the whole card', () => {
    const coverage = createCoverage();
    zigZag(coverage, 20);
    expect(coveredShare(coverage)).toBeGreaterThanOrEqual(0.95);
  });
});

describe('coveredShare', () => {
  it('never exceeds 1, however often a cell is scratched', () => {
    const coverage = createCoverage();
    for (let pass = 0; pass < 5; pass++) zigZag(coverage, 10);
    markSegment(coverage, -W, -H, 2 * W, 2 * H, 10 * W, W, H);
    expect(coveredShare(coverage)).toBe(1);
  });

  it('is 0 for an empty grid', () => {
    expect(coveredShare(createCoverage(0, 0))).toBe(0);
  });
});
