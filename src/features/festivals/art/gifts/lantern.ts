import { type GiftDrawing, circle, shine } from '../giftPaint';

/** The gift drawn as lantern. */
export const lantern: GiftDrawing = () => [
  [circle(32, 31, 27), 'halo'],
  ['M32 2v9', '', '#ffc83d', 2],
  ['M24 10h16l-2 6H26zM26 45h12l2 6H24z', 'gold'],
  [circle(32, 31, 21, 16), 'red', '#8e0b1f', 1],
  ['M32 15v32M23 17q-7 14 0 28M41 17q7 14 0 28', '', '#8e0b1f88', 1.2],
  shine('M16 26q2-6 8-9', 3.5),
  ['M32 51v11M29 53v8M35 53v8', '', '#ffc83d', 1.6],
];
