/**
 * How much of a scratch card is scratched, without reading pixels back: `getImageData`
 * on a canvas stalls the GPU pipeline and is slow on phones, so the card keeps a coarse
 * grid of cells instead, marked from the same segments that erase the foil. A cell
 * counts as scratched once the brush passes over its centre.
 */
export interface Coverage {
  cols: number;
  rows: number;
  /** One byte per cell, row by row: 1 once scratched. */
  cells: Uint8Array;
}

/** A point of a stroke in 0..1 of the card's width and height, so a stroke survives a resize. */
export interface StrokePoint {
  x: number;
  y: number;
}

/** One finger's path, start to end (pre-drawn strokes, and the card's own history). */
export type Stroke = readonly StrokePoint[];

/** 24×12 keeps cells roughly square on the 2:1 card and smaller than the brush. */
export function createCoverage(cols = 24, rows = 12): Coverage {
  return { cols, rows, cells: new Uint8Array(cols * rows) };
}

const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/**
 * Marks every cell whose centre lies within `radius` of the segment (x0,y0)-(x1,y1).
 * All lengths are in the card's own units (width × height), so the round brush stays
 * round on any card; a zero-length segment (a tap) marks a disc.
 */
export function markSegment(
  coverage: Coverage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  radius: number,
  width: number,
  height: number,
): void {
  if (!(width > 0 && height > 0)) return;
  const { cols, rows, cells } = coverage;
  const cellW = width / cols;
  const cellH = height / rows;
  // Only cells inside the segment's box grown by the radius can be in reach.
  const colFrom = Math.max(0, Math.floor((Math.min(x0, x1) - radius) / cellW));
  const colTo = Math.min(cols - 1, Math.floor((Math.max(x0, x1) + radius) / cellW));
  const rowFrom = Math.max(0, Math.floor((Math.min(y0, y1) - radius) / cellH));
  const rowTo = Math.min(rows - 1, Math.floor((Math.max(y0, y1) + radius) / cellH));
  const dx = x1 - x0;
  const dy = y1 - y0;
  const lengthSq = dx * dx + dy * dy;
  for (let row = rowFrom; row <= rowTo; row++) {
    const cy = (row + 0.5) * cellH;
    for (let col = colFrom; col <= colTo; col++) {
      const cx = (col + 0.5) * cellW;
      // The nearest point of the segment to the centre; a zero-length segment is its start.
      const t = lengthSq > 0 ? clamp01(((cx - x0) * dx + (cy - y0) * dy) / lengthSq) : 0;
      const ex = x0 + t * dx - cx;
      const ey = y0 + t * dy - cy;
      if (ex * ex + ey * ey <= radius * radius) cells[row * cols + col] = 1;
    }
  }
}

/** The scratched share of the card, 0..1. */
export function coveredShare(coverage: Coverage): number {
  const { cells } = coverage;
  let scratched = 0;
  for (const cell of cells) scratched += cell;
  return cells.length > 0 ? scratched / cells.length : 0;
}
