import { type GiftDrawing, SHADOW, circle, heartPath, shine } from '../giftPaint';

/** The gift drawn as magpie. */
export const magpie: GiftDrawing = () => [
  SHADOW,
  ['M16 38L2 30l2 10 14 6z', 'ink'],
  [circle(30, 38, 18, 14), 'ink'],
  ['M20 44q12 10 28-2q-2-12-14-10z', '#fff'],
  ['M14 32q10-10 26 0q-10 12-26 6z', 'blue', '#fff8', 1],
  [circle(42, 22, 11), 'ink'],
  ['M52 20l9 3-9 3z', 'gold'],
  [circle(45, 20, 2.4), '#fff'],
  ['M26 51v7M34 51v7', '', '#f0a030', 2],
  [heartPath(55, 8, 6), 'red'],
  shine('M36 15q3-3 7-3', 2),
];
