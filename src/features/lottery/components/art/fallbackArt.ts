import type { PrizeKind } from '../../model';
import { circle, gift, medal, ring, shards, star, ticket, wheels, type Part } from './paint';

/** Drawn by kind: an item the page has no drawing for. */
export const FALLBACK: Record<PrizeKind, Part[]> = {
  coins: [
    [circle(33, 34, 22), '#8a5206'],
    [circle(32, 32, 21), 'gold', '#d99a1f', 3, '', '2 1.6'],
    [circle(32, 32, 15), '', '#b8730c', 1.5],
    [star(33, 33, 10), '#b8730c'],
    [star(32, 32, 10), '#fff3b0'],
    ['M17 26a16 16 0 0 1 9-10', '', '#fff', 2.5],
  ],
  tickets: ticket('gold', '#b8730c', [[star(38, 32, 7), '#e0243a']]),
  fragments: shards('violet', '#f0d9ff'),
  gift: gift('red', 'gold'),
  prank: gift('violet', 'green'),
  vehicle: [
    ['M5 46q0-7 7-9l9-2 8-8h13q4 0 8 7l6 2q4 1 4 6v4H5z', 'red', '#0005'],
    ['M24 35l6-6h6v6zM39 29h3q2 0 5 6h-8z', '#bfe9ff', '#fff'],
    ['M8 41h50', '', '#fff9'],
    ...wheels('#ffe27a', [17, 47]),
  ],
  frame: [
    ...ring('gold'),
    [star(32, 13, 7), 'red', '#ffd24a', 1.5],
    [`${circle(12, 34, 3)}${circle(52, 34, 3)}`, '#3a7bf0', '#fff'],
    [circle(32, 54, 3.5), '#e0243a', '#fff'],
  ],
  medal: medal('gold', 'red'),
};
